import { gameCategories } from '@playfront/api-contract';
import type { GameCategory, GameMenus, VendorCard } from '@playfront/api-contract';
import type { AppContext } from '../../platform/context';

const categoryOrder = new Map<string, number>(gameCategories.map((category, index) => [category, index]));

/** Enabled vendors as lanes: one per category that has a vendor, in category order, cards by sort order. */
export async function gameMenus(ctx: AppContext): Promise<GameMenus> {
  const rows = await ctx.db
    .selectFrom('vendors')
    .select(['code', 'vassalage', 'display_name', 'game_category', 'type', 'is_hot', 'icon'])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const lanes = new Map<GameCategory, VendorCard[]>();
  for (const row of rows) {
    const category = row.game_category as GameCategory;
    const cards = lanes.get(category) ?? [];
    cards.push({
      vassalage: row.vassalage,
      merchantCode: row.code,
      displayName: row.display_name,
      isHot: row.is_hot,
      gameCategory: category,
      type: row.type,
      icon: row.icon,
    });
    lanes.set(category, cards);
  }
  return {
    data: {
      lanes: [...lanes.entries()]
        .sort(([a], [b]) => (categoryOrder.get(a) ?? 99) - (categoryOrder.get(b) ?? 99))
        .map(([title, cards]) => ({ title, cards })),
    },
  };
}
