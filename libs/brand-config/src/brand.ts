import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Language } from '@playfront/i18n';

/**
 * One brand's configuration (spec §1). The values here are the built-in fallback; the languages, chat
 * header colour, lottery type, prize modes, esports list and loginedToHomePage come from the server at run
 * time (BrandRuntimeProvider, the permission reply), so operators change them without a rebuild.
 */
export interface BrandConfig {
  /** Shown in the header, the title and the footer. */
  name: string;
  platform: 'web';
  merchantCode: string;
  lotteryType: 'SEA';
  device: 'WEB';
  defaultLanguage: Language;
  /** The languages the brand offers; with one only, the language list is hidden. */
  languages: readonly Language[];
  /** Brand colour of the live-chat header. */
  chatHeaderColor: string;
  prizeModes: readonly string[];
  announcementTypes: readonly string[];
  defaultExecutionType: string;
  esports: readonly string[];
  /** When on, visitors may only see login, register, help and download; everything else needs a session. */
  loginedToHomePage: boolean;
  /** Currency symbol for money (spec §3, default P). */
  currencySymbol: string;
  /** Licence line of the footer. */
  licence: string;
}

/** The demo brand: every language on, to show them all (an EN-only brand hides the list). Until the
 * server's configuration has loaded (or when it cannot be read) these values apply. */
export const defaultBrand: BrandConfig = {
  name: 'Playfront',
  platform: 'web',
  merchantCode: 'PLAYFRONT',
  lotteryType: 'SEA',
  device: 'WEB',
  defaultLanguage: 'en',
  languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko'],
  chatHeaderColor: '#0a6cff',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultExecutionType: 'B',
  esports: [],
  loginedToHomePage: false,
  currencySymbol: 'P',
  licence: 'Playfront demo brand. Licensed and regulated for demonstration only.',
};

const BrandContext = createContext<BrandConfig>(defaultBrand);

export interface BrandProviderProps {
  brand: BrandConfig;
  children: ReactNode;
}

/** Makes the brand configuration available to every component below. */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  return createElement(BrandContext.Provider, { value: brand }, children);
}

/** The brand configuration of the running portal. */
export function useBrand(): BrandConfig {
  return useContext(BrandContext);
}
