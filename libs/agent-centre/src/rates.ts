/** A rate in basis points as a percentage with two decimals ("1.50%"). */
export function formatRate(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`;
}

/** A typed percentage ("1.5", "0.25") as basis points, or null unless it is from 0.01 to 100 with ≤ 2 decimals. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps > 0 && bps <= 10_000 ? bps : null;
}
