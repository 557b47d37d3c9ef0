import type { Json, Timestamp } from '../../core/db';

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
