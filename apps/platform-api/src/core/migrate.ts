import { sql } from 'kysely';
import type { Db } from './db';

/**
 * One migration: statements run in order inside one transaction, recorded in schema_migrations by id. A
 * migration never changes once shipped. Each module lists its own; `seq` places it among every module's
 * (a fresh database applies them by seq, so a migration may use tables of an earlier seq whatever module
 * owns them). A new migration takes a seq above every existing one.
 */
export interface Migration {
  id: string;
  seq: number;
  statements: string[];
}

/** Every module's migrations in one list, by seq; refuses a repeated id or seq. */
export function orderMigrations(lists: Migration[][]): Migration[] {
  const all = lists.flat().sort((a, b) => a.seq - b.seq);
  for (let i = 1; i < all.length; i += 1) {
    if (all[i]!.seq === all[i - 1]!.seq)
      throw new Error(`migrations ${all[i - 1]!.id} and ${all[i]!.id} share seq ${all[i]!.seq}`);
  }
  if (new Set(all.map((m) => m.id)).size !== all.length) throw new Error('two migrations share an id');
  return all;
}

/** Any 64-bit constant: replicas starting together wait for each other instead of racing. */
const MIGRATION_LOCK = 727_001;

/** Runs pending migrations in order; returns the ids it applied. */
export async function migrate(db: Db, list: Migration[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // The lock comes first: even CREATE TABLE IF NOT EXISTS races on an empty database (two replicas both
    // find no table and one fails on the catalogue's unique index), so nothing touches the schema before it.
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL)`.execute(
      trx,
    );
    const done = new Set(
      (await trx.selectFrom('schema_migrations').select('id').execute()).map((row) => row.id),
    );
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ id: migration.id, applied_at: new Date() })
        .execute();
      applied.push(migration.id);
    }
    return applied;
  });
}
