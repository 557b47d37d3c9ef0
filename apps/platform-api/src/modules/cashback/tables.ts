import type { Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * A brand's cashback rate for a game category, in hundredths of a percent of valid bets (70 = 0.70 %).
 * `rank_level` 0 is the brand's default; a row for a VIP rank level replaces the default for that rank.
 */
export interface CashbackRatesTable {
  merchant_code: string;
  rank_level: number;
  category: string;
  rate_bp: number;
  updated_at: Timestamp;
}

declare module '../../core/db' {
  interface Database {
    cashback_rates: CashbackRatesTable;
  }
}

export const cashbackMigrations: Migration[] = [
  {
    id: 'cashback_0001_rates',
    seq: 260,
    statements: [
      `CREATE TABLE cashback_rates (
        merchant_code text NOT NULL,
        rank_level integer NOT NULL CHECK (rank_level BETWEEN 0 AND 100),
        category text NOT NULL,
        rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_code, rank_level, category)
      )`,
    ],
  },
];
