export { defaultBrand, BrandProvider, useBrand } from './brand';
export type { BrandConfig, BrandProviderProps } from './brand';
export {
  systemApi,
  useGetSystemStatusQuery,
  useGetPermissionQuery,
  useGetWhitelabelQuery,
  useGetRegisterSettingsQuery,
  useGetCountriesQuery,
  useGetDomainRoutesQuery,
  useGetHelpCenterQuery,
  useGetCustomerServiceQuery,
} from './system-api';
export { useFlag, useFlags } from './flags';
export { BrandRuntimeProvider, startInBrandLanguage, withBrandRuntime } from './runtime';
export type { BrandRuntimeProviderProps } from './runtime';
