import { api } from '@playfront/api-client';
import type { WalletBalance } from '@playfront/api-contract';

/** GET /wps/v2/wallets/balance (token): the member's total and main balance in minor units. */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<WalletBalance, void>({
      query: () => '/wps/v2/wallets/balance',
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetBalanceQuery } = walletApi;

/** Minor units on the wire ("123456") as an exact bigint; anything malformed reads as zero. */
export function toMinorUnits(value: string | undefined | null): bigint {
  return value && /^-?\d{1,19}$/.test(value) ? BigInt(value) : 0n;
}
