import type { AdminBanner, Banner, BannerInput, BannerText, LicenceInput } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import { validationError } from '../../core/errors';
import { textIn } from '../../core/language';
import type { StoredBanner } from './content-defaults';
import { brandDefaultLanguage } from './defaults';
import type { BrandSettings } from './defaults';
import { getSettings, putSetting } from './settings';

/** A banner's texts per language; a banner saved before texts per language has its English ones. */
const textsOf = (banner: StoredBanner): Partial<Record<string, BannerText>> =>
  Object.keys(banner.texts ?? {}).length > 0
    ? banner.texts
    : { en: { title: banner.title ?? '', text: banner.text ?? '' } };

/** The brand's banners in `language`, else in its default language, else the first one stored. */
export function bannersIn(settings: BrandSettings, language: string): Banner[] {
  return settings.banners.map((banner) => {
    const text = textIn(textsOf(banner), language, brandDefaultLanguage(settings))!;
    return { id: banner.id, title: text.title, text: text.text, link: banner.link, tone: banner.tone };
  });
}

/** The footer's licence line in `language`, else in the brand's default language, else the first one. */
export const licenceIn = (settings: BrandSettings, language: string): string =>
  textIn(settings.licence, language, brandDefaultLanguage(settings)) ?? '';

export const adminBanners = (settings: BrandSettings): AdminBanner[] =>
  settings.banners.map((banner) => ({
    id: banner.id,
    link: banner.link,
    tone: banner.tone,
    texts: textsOf(banner) as Record<string, BannerText>,
  }));

/**
 * Creates the banner `id` or edits it: the languages given replace theirs, the others stay. A new banner
 * needs its link, its tone and its texts in the brand's default language.
 */
export async function saveBanner(ctx: AppContext, id: string, input: BannerInput): Promise<AdminBanner[]> {
  const settings = await getSettings(ctx);
  const existing = settings.banners.find((banner) => banner.id === id);
  const texts = { ...(existing ? textsOf(existing) : {}), ...input.texts };
  if ((texts as Record<string, unknown>)[brandDefaultLanguage(settings)] === undefined) {
    throw defaultLanguageMissing(settings);
  }
  const link = input.link ?? existing?.link;
  const tone = input.tone ?? existing?.tone;
  if (link === undefined || tone === undefined) {
    throw validationError(
      [link === undefined ? 'link' : null, tone === undefined ? 'tone' : null]
        .filter((field) => field !== null)
        .map((field) => ({ field, key: 'required', message: `A new banner needs its ${field}` })),
    );
  }
  const saved: StoredBanner = { id, link, tone, texts };
  const banners = existing
    ? settings.banners.map((banner) => (banner.id === id ? saved : banner))
    : [...settings.banners, saved];
  await putSetting(ctx, 'banners', banners);
  return adminBanners({ ...settings, banners });
}

/** Sets the licence line in the languages given; the others stay. */
export async function saveLicence(ctx: AppContext, input: LicenceInput): Promise<Record<string, string>> {
  const settings = await getSettings(ctx);
  const texts = { ...settings.licence, ...input.texts };
  if ((texts as Record<string, unknown>)[brandDefaultLanguage(settings)] === undefined) {
    throw defaultLanguageMissing(settings);
  }
  await putSetting(ctx, 'licence', texts);
  return texts as Record<string, string>;
}

/**
 * The refusal of content without a text in the brand's default language (no reader could fall back):
 * 400 validation_failed on the field texts.<default language>, key required.
 */
export const defaultLanguageMissing = (settings: Pick<BrandSettings, 'brand'>) =>
  validationError([
    {
      field: `texts.${brandDefaultLanguage(settings)}`,
      key: 'required',
      message: `The text in the brand's default language (${brandDefaultLanguage(settings)}) is required`,
    },
  ]);
