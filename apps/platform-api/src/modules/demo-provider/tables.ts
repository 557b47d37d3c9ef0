import type { Migration } from '../../db/migrations';

/** Tables of the built-in demo provider: fairness seeds and instant-game state (Kysely types). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProviderTables {}

/** Migrations of the demo provider, applied after the games migrations (append only). */
export const providerMigrations: Migration[] = [];
