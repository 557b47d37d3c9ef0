import type { Migration } from '../../db/migrations';

/** Tables of the game catalogue, launch tokens, game sessions and rounds (Kysely types). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GamesTables {}

/** Migrations of the games module, applied after the core migrations (append only). */
export const gamesMigrations: Migration[] = [];
