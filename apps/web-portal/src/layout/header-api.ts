import { useEffect } from 'react';
import { api } from '@playfront/api-client';
import type { PaymentMethodList, UnreadCount } from '@playfront/api-contract';

/** The header's own call: the unread message count (GET /wps/relay/CSP_unreadCount, token). */
export const headerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => '/wps/relay/CSP_unreadCount',
      providesTags: ['Unread'],
    }),
    /** The footer's payment methods: the brand's enabled deposit channels (GET /wps/payment/methods, no token). */
    getPaymentMethods: build.query<PaymentMethodList, void>({ query: () => '/wps/payment/methods' }),
  }),
});

export const { useGetUnreadCountQuery, useGetPaymentMethodsQuery } = headerApi;

/** How often the header asks again for the unread count while the page is in view. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The unread count of the logged-in member (spec §7), kept current without a reload: read when the header
 * loads, every minute while the window has focus, and again whenever the player comes back to the window.
 * Reading or deleting messages in the inbox refreshes it at once (the 'Unread' tag). Trial accounts have no
 * inbox (`skip`).
 */
export function useUnreadCount(skip: boolean): number {
  const { data, refetch } = useGetUnreadCountQuery(undefined, {
    skip,
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  useEffect(() => {
    if (skip) return undefined;
    const again = () => void refetch();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [skip, refetch]);
  return data?.count ?? 0;
}
