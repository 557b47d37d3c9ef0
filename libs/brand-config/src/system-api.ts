import { api } from '@playfront/api-client';
import type {
  Country,
  CustomerService,
  DomainRoute,
  HelpCenter,
  PermissionInfo,
  RegisterSettings,
  SystemStatusValue,
  WhitelabelTree,
} from '@playfront/api-contract';

/** The system calls of spec §7: status, permission info, settings, countries, help and customer service. */
export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatusValue, void>({
      query: () => '/wps/system/status',
      providesTags: ['System'],
    }),
    getPermission: build.query<PermissionInfo, string | void>({
      query: (host) => ({ url: '/wps/system/permission', params: host ? { host } : undefined }),
      providesTags: ['System'],
    }),
    getWhitelabel: build.query<WhitelabelTree, void>({
      query: () => '/wps/system/whitelabel',
      providesTags: ['System'],
    }),
    getRegisterSettings: build.query<RegisterSettings, void>({
      query: () => '/wps/system/setting/register',
      providesTags: ['System'],
    }),
    getCountries: build.query<Country[], void>({ query: () => '/wps/system/countries' }),
    getDomainRoutes: build.query<DomainRoute[], void>({ query: () => '/wps/system/domainRoute' }),
    getHelpCenter: build.query<HelpCenter, void>({
      query: () => '/wps/system/helpCenter',
      // Read in the reader's language: refetched when it changes (with the permission info's licence).
      providesTags: ['System'],
    }),
    getCustomerService: build.query<CustomerService, void>({
      query: () => '/wps/system/customerService',
      providesTags: ['Member'],
    }),
  }),
});

export const {
  useGetSystemStatusQuery,
  useGetPermissionQuery,
  useGetWhitelabelQuery,
  useGetRegisterSettingsQuery,
  useGetCountriesQuery,
  useGetDomainRoutesQuery,
  useGetHelpCenterQuery,
  useGetCustomerServiceQuery,
} = systemApi;
