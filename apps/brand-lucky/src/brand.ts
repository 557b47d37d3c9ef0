import { defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';

/**
 * Lucky, the deployment's second brand (BRANDS=LUCKY:VND:₫): its merchant code on every call, English only
 * (the language list is never shown), Vietnamese dong. The server's brand configuration is laid over this
 * once the permission reply is in.
 */
export const luckyBrand: BrandConfig = {
  ...defaultBrand,
  name: 'Lucky',
  merchantCode: 'LUCKY',
  defaultLanguage: 'en',
  languages: ['en'],
  chatHeaderColor: '#c8102e',
  currencySymbol: '₫',
  licence: 'Lucky demo brand. Licensed and regulated for demonstration only.',
};

/** The theme key of this app: Lucky has a light theme only, whatever the portal on this origin stored. */
export const luckyThemeKey = 'lucky-theme';
