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

/** Session-storage key: whether this tab hides the balance as ***. */
export const BALANCE_HIDDEN_KEY = 'pf-balance-hidden';

/*
 * The hide-balance choice of this tab is one for every place that shows the balance (the header, /seamless):
 * changing it in one place hides or shows the balance everywhere at once. It lives beside the balance call:
 * both places load this module already, so the choice costs no chunk of its own.
 */
const listeners = new Set<() => void>();
/** The choice while storage is blocked (it then lasts until the page reloads). */
let unstored = false;

/** The current hide-balance choice (useSyncExternalStore's snapshot). */
export function balanceHidden(): boolean {
  try {
    return sessionStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return unstored;
  }
}

/** Hides the balance if shown, shows it if hidden, everywhere. */
export function toggleBalanceHidden(): void {
  unstored = !balanceHidden();
  try {
    sessionStorage.setItem(BALANCE_HIDDEN_KEY, unstored ? '1' : '0');
  } catch {
    // Storage may be blocked: the choice then lasts until the page reloads.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the hide-balance choice changes (useSyncExternalStore's subscribe). */
export function subscribeBalanceHidden(listener: () => void): () => unknown {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
