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

/**
 * Session-storage key of the tab's hide-balance choice (spec §2: click to hide as ***), and the name of the
 * window event the header sends when it changes, so every other place that shows the balance (/seamless)
 * follows at once. It lives beside the balance call: both places load this module already.
 */
export const BALANCE_HIDDEN_KEY = 'pf-balance-hidden';

/** Whether this tab hides the balance as *** (false when storage is blocked). */
export function balanceHidden(): boolean {
  try {
    return sessionStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}
