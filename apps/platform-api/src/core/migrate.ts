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

/** Where migrations come from: a module of the composition, or core (src/platform-modules.ts). */
export interface MigrationSource {
  name: string;
  migrations?: Migration[];
}

type Owned = Migration & { owner: string };

const owned = (sources: MigrationSource[]): Owned[] =>
  sources.flatMap((source) =>
    (source.migrations ?? []).map((migration) => ({ ...migration, owner: source.name })),
  );

const nameOf = (migration: Owned) => `${migration.id} (${migration.owner})`;

/**
 * Migrations that clash, one line a pair, naming both: a seq two share (parallel branches each taking
 * "the next one") or an id two share. A fresh database could not order them.
 */
export function migrationClashes(sources: MigrationSource[]): string[] {
  const clashes: string[] = [];
  const bySeq = new Map<number, Owned>();
  const byId = new Map<string, Owned>();
  for (const migration of owned(sources)) {
    const sameSeq = bySeq.get(migration.seq);
    if (sameSeq) clashes.push(`${nameOf(sameSeq)} and ${nameOf(migration)} share seq ${migration.seq}`);
    else bySeq.set(migration.seq, migration);
    const sameId = byId.get(migration.id);
    if (sameId) clashes.push(`${nameOf(sameId)} and ${nameOf(migration)} share the id ${migration.id}`);
    else byId.set(migration.id, migration);
  }
  return clashes;
}

/**
 * Sources whose list is not in strictly increasing seq, one line a pair: a migration listed after one it
 * runs before (its module's later migrations may rely on the earlier ones).
 */
export function migrationOrderProblems(sources: MigrationSource[]): string[] {
  return sources.flatMap((source) =>
    (source.migrations ?? []).flatMap((migration, index, list) => {
      const before = list[index - 1];
      return before && migration.seq <= before.seq
        ? [
            `${source.name} lists ${migration.id} (seq ${migration.seq}) after ${before.id} (seq ${before.seq})`,
          ]
        : [];
    }),
  );
}

/** Every module's migrations in one list, by seq; refuses a repeated id or seq, naming both migrations. */
export function orderMigrations(sources: MigrationSource[]): Migration[] {
  const clashes = migrationClashes(sources);
  if (clashes.length > 0) throw new Error(`migrations clash: ${clashes.join('; ')}`);
  return sources.flatMap((source) => source.migrations ?? []).sort((a, b) => a.seq - b.seq);
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
