// The credential cipher of the contract, as a module of its own so that it loads with the first sealed call.
export { encryptPayload } from '@playfront/api-contract';
