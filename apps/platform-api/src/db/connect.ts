import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database, Db } from './types';

export interface DatabaseTarget {
  /** postgres://… for PostgreSQL; null for PGlite. */
  url: string | null;
  /** PGlite data folder; 'memory://' or null keeps it in memory. */
  pgliteDir?: string | null;
  /** PostgreSQL schema to use (tests give each file its own). */
  schema?: string;
  poolSize?: number;
}

export interface OpenDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Opens Kysely on PostgreSQL (pg Pool) or on PGlite; both run the same SQL. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.url) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
    });
    // An idle connection the server dropped (restart, failover, pg_terminate_backend) is removed by the pool;
    // without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    // A checked-out client whose connection dies between queries emits 'error' too; the next query fails.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = target.pgliteDir;
  if (dir && dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const pglite = dir && dir !== 'memory://' ? new PGlite(dir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
