import { api } from '@playfront/api-client';
import type { TotpCodeRequest, TotpSetup, TotpStatus } from '@playfront/api-contract';

/** The authenticator app (TOTP) of the security centre. */
export const totpApi = api.enhanceEndpoints({ addTagTypes: ['Totp'] }).injectEndpoints({
  endpoints: (build) => ({
    getTotp: build.query<TotpStatus, void>({
      query: () => '/wps/member/security/totp',
      providesTags: ['Totp'],
    }),
    setupTotp: build.mutation<TotpSetup, void>({
      query: () => ({ url: '/wps/member/security/totp/setup', method: 'POST' }),
    }),
    enableTotp: build.mutation<TotpStatus, TotpCodeRequest>({
      query: (body) => ({ url: '/wps/member/security/totp/enable', method: 'POST', body }),
      invalidatesTags: ['Totp'],
    }),
    disableTotp: build.mutation<TotpStatus, TotpCodeRequest>({
      query: (body) => ({ url: '/wps/member/security/totp/disable', method: 'POST', body }),
      invalidatesTags: ['Totp'],
    }),
  }),
});

export const { useGetTotpQuery, useSetupTotpMutation, useEnableTotpMutation, useDisableTotpMutation } =
  totpApi;
