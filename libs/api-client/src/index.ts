export { api, tagTypes } from './api';
export type { TagType } from './api';
export { platformBaseQuery, translateErrorCode } from './base-query';
export type { ApiClientExtra, PlatformRequest, Translator } from './base-query';
export { isApiError, errorMessage } from './api-error';
export type { ApiError } from './api-error';
export {
  credentialsSlice,
  sessionStarted,
  sessionEnded,
  sessionExpired,
  merchantCodeSet,
  languageSet,
  selectToken,
  selectAccountType,
  selectIsLoggedIn,
  selectMerchantCode,
  selectLanguage,
} from './credentials-slice';
export type { CredentialsState, SessionStarted } from './credentials-slice';
export { apiOriginOf, makeStore } from './store';
export type { MakeStoreOptions, AppStore, AppDispatch } from './store';
export { readStoredCredentials, writeStoredCredentials, storageKeys } from './storage';
export { sealPayload, forgetPublicKey } from './encryption';
export { newIdempotencyKey } from './idempotency-key';
export { dataAndLoadingOf, loadingOf } from './query-fields';
export type { QueryLoadFields } from './query-fields';
