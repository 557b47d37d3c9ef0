import { api } from '@playfront/api-client';
import type {
  BrandCorsOrigins,
  BrandResources,
  LoginDeviceCheckSetting,
  RegistrationRules,
  SecuritySettings,
  WhitelabelTree,
} from '@playfront/api-contract';
import { touched } from './operator-api';

/**
 * The brand's sign-up and sign-in settings (docs/api.md, "Back-office operators"): the flags tree and the
 * registration rules are read from the public permission reply (tag `System`), the sign-in settings from
 * their own call.
 */
export const brandApi = api
  .enhanceEndpoints({ addTagTypes: ['System', 'Security', 'Resources', 'Cors', 'Audit', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      securitySettings: build.query<SecuritySettings, void>({
        query: () => '/wps/admin/setting/security',
        providesTags: ['Security'],
      }),
      setPasswordExpiry: build.mutation<number, number>({
        query: (days) => ({ url: '/wps/admin/setting/password-expiry', method: 'PUT', body: { days } }),
        invalidatesTags: ['Security', ...touched],
      }),
      setLoginDeviceCheck: build.mutation<LoginDeviceCheckSetting, boolean>({
        query: (enabled) => ({
          url: '/wps/admin/setting/login-device-check',
          method: 'PUT',
          body: { enabled },
        }),
        invalidatesTags: ['Security', ...touched],
      }),
      setWhitelabelFlag: build.mutation<WhitelabelTree, { modId: string; enabled: 0 | 1 }>({
        query: ({ modId, enabled }) => ({
          url: `/wps/admin/whitelabel/${encodeURIComponent(modId)}`,
          method: 'PUT',
          body: { enabled },
        }),
        invalidatesTags: ['System', ...touched],
      }),
      brandResources: build.query<BrandResources, void>({
        query: () => '/wps/admin/setting/resources',
        providesTags: ['Resources'],
      }),
      setBrandResources: build.mutation<BrandResources, BrandResources>({
        query: (body) => ({ url: '/wps/admin/setting/resources', method: 'PUT', body }),
        // The permission reply (tag System) carries them to the portal, with their QR codes.
        invalidatesTags: ['Resources', 'System', ...touched],
      }),
      corsOrigins: build.query<BrandCorsOrigins, void>({
        query: () => '/wps/admin/setting/cors',
        providesTags: ['Cors'],
      }),
      setCorsOrigins: build.mutation<BrandCorsOrigins, BrandCorsOrigins>({
        query: (body) => ({ url: '/wps/admin/setting/cors', method: 'PUT', body }),
        invalidatesTags: ['Cors', ...touched],
      }),
      setRegisterRules: build.mutation<RegistrationRules, RegistrationRules>({
        query: (body) => ({ url: '/wps/admin/setting/register/rules', method: 'PUT', body }),
        invalidatesTags: ['System', ...touched],
      }),
    }),
  });

export const {
  useSecuritySettingsQuery,
  useSetPasswordExpiryMutation,
  useSetLoginDeviceCheckMutation,
  useSetWhitelabelFlagMutation,
  useSetRegisterRulesMutation,
  useBrandResourcesQuery,
  useSetBrandResourcesMutation,
  useCorsOriginsQuery,
  useSetCorsOriginsMutation,
} = brandApi;
