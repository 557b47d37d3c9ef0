/** Odds of the scheduled games are kept as integer hundredths (1.95 -> 195); a payout is stake * odds / 100, rounded down. */
export const oddsToHundredths = (odds: string): number => Math.round(Number(odds) * 100);
export const formatOdds = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
export const payoutFor = (stake: bigint, oddsHundredths: number): bigint =>
  (stake * BigInt(oddsHundredths)) / 100n;
