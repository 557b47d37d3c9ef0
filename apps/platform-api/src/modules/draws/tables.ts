import type { Migration } from '../../db/migrations';

/** Tables of scheduled games: lottery draws, sports and esports fixtures (Kysely types). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DrawsTables {}

/** Migrations of scheduled games, applied after the demo-provider migrations (append only). */
export const drawsMigrations: Migration[] = [];
