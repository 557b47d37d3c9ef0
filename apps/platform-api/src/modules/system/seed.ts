import type { Db } from '../../core/db';
import type { SeedContext } from '../../core/module';
import { defaultBrandSettings } from './defaults';

/** Whether the brand has been seeded: its settings exist once the first start wrote them. */
export async function brandSeeded(db: Db, merchant: string): Promise<boolean> {
  const row = await db
    .selectFrom('brand_settings')
    .select('key')
    .where('merchant_code', '=', merchant)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new brand starts with the default settings (spec defaults; the operator edits them later). */
export async function seedBrandSettings({ db, merchant, now }: SeedContext): Promise<void> {
  await db
    .insertInto('brand_settings')
    .values(
      Object.entries(defaultBrandSettings).map(([key, value]) => ({
        merchant_code: merchant,
        key,
        value: JSON.stringify(value),
        updated_at: now,
      })),
    )
    .execute();
}
