import { isWhitelabelFlagOn } from '@playfront/api-contract';
import type { WhitelabelFlag } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { defaultBrandSettings } from './defaults';
import type { BrandSettingKey, BrandSettings } from './defaults';

/** Reads the brand's settings in one query; keys never written fall back to the defaults. */
export async function getSettings(ctx: Pick<AppContext, 'db' | 'config'>): Promise<BrandSettings> {
  const rows = await ctx.db
    .selectFrom('brand_settings')
    .select(['key', 'value'])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .execute();
  const settings: BrandSettings = { ...defaultBrandSettings };
  for (const row of rows) {
    if (row.key in settings) (settings as unknown as Record<string, unknown>)[row.key] = row.value;
  }
  return settings;
}

/** One setting of the brand (one row by its key); its default when never written. */
export async function getSetting<K extends BrandSettingKey>(
  ctx: Pick<AppContext, 'db' | 'config'>,
  key: K,
): Promise<BrandSettings[K]> {
  const row = await ctx.db
    .selectFrom('brand_settings')
    .select('value')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (row.value as BrandSettings[K]) : defaultBrandSettings[key];
}

/** Writes one setting; pass a transaction as `db` to write several together. */
export async function putSetting<K extends BrandSettingKey>(
  ctx: AppContext,
  key: K,
  value: BrandSettings[K],
  db: Db = ctx.db,
): Promise<void> {
  await db
    .insertInto('brand_settings')
    .values({
      merchant_code: ctx.config.merchantCode,
      key,
      value: JSON.stringify(value),
      updated_at: ctx.now(),
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_code', 'key'])
        .doUpdateSet({ value: JSON.stringify(value), updated_at: ctx.now() }),
    )
    .execute();
}

/** Whether a whitelabel flag is on: the node and its group must both be enabled. */
export function isFlagOn(settings: BrandSettings, flag: WhitelabelFlag): boolean {
  return isWhitelabelFlagOn(settings.whitelabel, flag);
}
