import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { BrandRuntime } from '@playfront/api-contract';
import { languageSet } from '@playfront/api-client';
import { changeLanguage, isLanguage, resolveLanguage } from '@playfront/i18n';
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
  const shipped = (runtime.languages ?? []).filter(isLanguage);
  const languages = shipped.length > 0 ? shipped : brand.languages;
  const wanted = runtime.defaultLanguage ?? brand.defaultLanguage;
  return {
    ...brand,
    ...runtime,
    languages,
    defaultLanguage: languages.includes(wanted as Language) ? (wanted as Language) : languages[0],
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

/**
 * Starts a visit in the brand's language (spec §1): the visitor's stored choice when the brand offers it,
 * else the brand's default (an EN-only brand shows English to a visitor who chose Thai before). Loads that
 * language's messages, switches, and tells the store (the `Language` header, `lang` storage).
 */
export async function startInBrandLanguage(
  i18n: Parameters<typeof changeLanguage>[0],
  dispatch: (action: ReturnType<typeof languageSet>) => unknown,
  stored: string | null,
  { languages, defaultLanguage }: BrandConfig,
): Promise<void> {
  const language = resolveLanguage(stored, languages, defaultLanguage);
  await changeLanguage(i18n, language);
  dispatch(languageSet(language));
}
