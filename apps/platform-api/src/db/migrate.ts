import { sql } from 'kysely';
import { migrations } from './migrations';
import type { Migration } from './migrations';
import type { Db } from './types';

/** Any 64-bit constant: replicas starting together wait for each other instead of racing. */
const MIGRATION_LOCK = 727_001;

/** Runs pending migrations in order; returns the ids it applied. */
export async function migrate(db: Db, list: Migration[] = migrations): Promise<string[]> {
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
