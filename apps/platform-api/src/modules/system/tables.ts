import type { Json, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

export interface BrandSettingsTable {
  merchant_code: string;
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

export interface CountriesTable {
  country_code: string;
  country_dialing_code: string;
  name: string;
  sort: number;
}

declare module '../../core/db' {
  interface Database {
    brand_settings: BrandSettingsTable;
    countries: CountriesTable;
  }
}

/** A brand of the deployment: its merchant code and money (its settings live in brand_settings). */
export interface BrandsTable {
  merchant_code: string;
  currency: string;
  currency_symbol: string;
  created_at: Timestamp;
}

declare module '../../core/db' {
  interface Database {
    brands: BrandsTable;
  }
}

/** The system module's own tables (brand_settings and countries came with the first migration). */
export const systemMigrations: Migration[] = [
  {
    id: 'system_0001_brands',
    seq: 380,
    statements: [
      `CREATE TABLE brands (
        merchant_code text PRIMARY KEY CHECK (merchant_code ~ '^[A-Za-z0-9_-]{2,32}$'),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        currency_symbol text NOT NULL CHECK (length(currency_symbol) BETWEEN 1 AND 8),
        created_at timestamptz NOT NULL
      )`,
    ],
  },
];
