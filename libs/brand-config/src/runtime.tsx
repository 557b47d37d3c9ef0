import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { BrandRuntime } from '@playfront/api-contract';
import { isLanguage } from '@playfront/i18n';
import type { Language } from '@playfront/i18n';
import { BrandProvider, useBrand } from './brand';
import type { BrandConfig } from './brand';
import { useGetPermissionQuery } from './system-api';

/**
 * The brand as the server configures it now (spec §1): its languages, chat header colour, lottery type,
 * prize modes, esports vendors and loginedToHomePage replace the static values of `brand`. Languages the
 * portal does not ship are left out; without any left, or without a reply, the static values stay.
 */
export function withBrandRuntime(
  brand: BrandConfig,
  runtime: Partial<BrandRuntime> | undefined,
): BrandConfig {
  if (!runtime) return brand;
  const offered = (runtime.languages ?? []).filter((code): code is Language => isLanguage(code));
  const languages = offered.length > 0 ? offered : brand.languages;
  const wantedDefault = runtime.defaultLanguage ?? brand.defaultLanguage;
  const defaultLanguage =
    isLanguage(wantedDefault) && languages.includes(wantedDefault) ? wantedDefault : (languages[0] ?? 'en');
  return {
    ...brand,
    languages,
    defaultLanguage,
    chatHeaderColor: runtime.chatHeaderColor ?? brand.chatHeaderColor,
    lotteryType: runtime.lotteryType ?? brand.lotteryType,
    prizeModes: runtime.prizeModes ?? brand.prizeModes,
    esports: runtime.esports ?? brand.esports,
    loginedToHomePage: runtime.loginedToHomePage ?? brand.loginedToHomePage,
  };
}

export interface BrandRuntimeProviderProps {
  /** The site host of the permission call (location.host), the same the start-up fetches. */
  host?: string;
  children: ReactNode;
}

/**
 * Gives everything below the brand with the server's configuration from the permission reply (fetched at
 * start), so an operator's change shows on the next page load without a rebuild. Until the reply is there
 * the static brand applies.
 */
export function BrandRuntimeProvider({ host, children }: BrandRuntimeProviderProps) {
  const base = useBrand();
  const { data } = useGetPermissionQuery(host);
  const runtime = data?.brand;
  const brand = useMemo(() => withBrandRuntime(base, runtime), [base, runtime]);
  return <BrandProvider brand={brand}>{children}</BrandProvider>;
}
