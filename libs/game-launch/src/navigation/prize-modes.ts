import { vendorPrizeMode } from '@playfront/api-contract';
import type { PrizeMode } from '@playfront/api-contract';
import type { BrandConfig } from '@playfront/brand-config';

/** The prize modes of a lottery vendor's games: its own (SEA, ZY), else those of lottery and e-lottery. */
export function vendorPrizeModes(vassalage: string): PrizeMode[] {
  const own = vendorPrizeMode(vassalage);
  return own ? [own] : ['Lott', 'Elott'];
}

/**
 * The lottery vendors the brand offers (one of their prize modes is among the brand's prizeModes), the vendor
 * of the brand's own lottery type (lotteryType, SEA) first, the others in menu order.
 */
export function offeredLotteryVendors<T extends { vassalage: string }>(
  vendors: readonly T[],
  { prizeModes, lotteryType }: Pick<BrandConfig, 'prizeModes' | 'lotteryType'>,
): T[] {
  const offered = vendors.filter((vendor) =>
    vendorPrizeModes(vendor.vassalage).some((mode) => prizeModes.includes(mode)),
  );
  const own = (vendor: T) => vendorPrizeMode(vendor.vassalage) === lotteryType;
  return [...offered.filter(own), ...offered.filter((vendor) => !own(vendor))];
}
