import { mkdirSync } from 'node:fs';
import { PGlite, protocol as pgliteProtocol } from '@electric-sql/pglite';
import type { messages as pgliteMessages } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { ColumnType, Driver, SelectQueryBuilder } from 'kysely';

export interface DatabaseTarget {
  /** postgres://… for PostgreSQL; null for PGlite. */
  url: string | null;
  /** PGlite data folder; 'memory://' or null keeps it in memory. */
  pgliteDir?: string | null;
  /** PostgreSQL schema to use (tests give each file its own). */
  schema?: string;
  poolSize?: number;
  /** A PGlite data folder image (from `dumpImage`) an in-memory database starts from, in place of a new one. */
  pgliteImage?: Blob;
  /**
   * PostgreSQL: whether `hotStatement` keeps its statements prepared on each connection (default true). Off
   * behind a pooler in transaction mode that cannot carry them (pgbouncer before 1.21), where a connection
   * is not the same from one statement to the next.
   */
  preparedStatements?: boolean;
}

export interface OpenDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: an image of the data folder, for `pgliteImage`. */
  dumpImage?(): Promise<Blob>;
}

/** Opens Kysely on PostgreSQL (pg Pool) or on PGlite; both run the same SQL. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.url) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // With the database unreachable a request waits this long for a connection, then answers 503.
      connectionTimeoutMillis: 5_000,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
    });
    // An idle connection the server dropped (restart, failover, pg_terminate_backend) is removed by the pool;
    // without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    // A checked-out client whose connection dies between queries emits 'error' too; the next query fails.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = runsAfterCommit(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
    if (target.preparedStatements !== false) preparedPools.set(db, pool);
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dir = target.pgliteDir;
  if (dir && dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const pglite =
    dir && dir !== 'memory://'
      ? new PGlite(dir)
      : new PGlite(target.pgliteImage ? { loadDataDir: target.pgliteImage } : {});
  await pglite.waitReady;
  // Kysely's driver hands out PGlite's one connection to one caller at a time (a transaction holds it to the
  // end); the hot statements take it from the driver too.
  const dialect = new PGliteDialect(pglite);
  let driver: Driver | undefined;
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () => (driver = createDriver());
  const db = runsAfterCommit(new Kysely<Database>({ dialect }));
  if (!driver) throw new Error('Kysely did not create its PGlite driver');
  pgliteStatements.set(db, { pglite, driver, prepared: new Set(), shapes: new Map() });
  return { db, kind: 'pglite', close: () => db.destroy(), dumpImage: () => pglite.dumpDataDir('none') };
}

/** The pool of each PostgreSQL database whose hot statements are kept prepared (see `hotStatement`). */
const preparedPools = new WeakMap<object, pg.Pool>();

/** The PGlite instance of each embedded database and the names it has prepared (see `hotStatement`). */
interface PgliteStatements {
  pglite: PGlite;
  driver: Driver;
  prepared: Set<string>;
  /** The row shape of each prepared statement, from its first Describe. */
  shapes: Map<string, RowShape>;
}
const pgliteStatements = new WeakMap<object, PgliteStatements>();

/**
 * Runs one of the hottest statements (the balance read, the wallet transfer) as a named prepared statement,
 * which the database parses and plans once instead of on every call (for the balance read, about as much
 * database time as running it): on PostgreSQL on each connection of the pool; on PGlite on its one backend,
 * in one protocol exchange where PGlite's own `query` makes six and parses and plans the text every time.
 * Each call sends Bind, Execute and Sync; the first on a connection also Parse and Describe, and the row
 * shape the Describe gives is kept for the later calls (the drivers' own prepared queries describe and
 * rebuild their row parsers at every call). Inside a transaction (a `trx` is not the
 * database the statement was registered for), or with `preparedStatements: false`, it runs as an ordinary
 * query. `name` must stand for one `text` only. `elsewhere`, when given, is the text that runs everywhere but
 * on a PostgreSQL pool that keeps statements prepared: the same result by a way that does not need
 * PostgreSQL's plan cache (a PL/pgSQL function keeps its inner statements' plans per connection, where an
 * inlined SQL function is planned whole at every unprepared call, and on PGlite read slower even prepared).
 * Errors are the driver's, as through Kysely (SQLSTATE in `code`).
 */
export async function hotStatement<R>(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
  elsewhere: string = text,
): Promise<R[]> {
  const pool = preparedPools.get(db);
  if (pool) return pgStatement<R>(pool, name, text, values);
  const lite = pgliteStatements.get(db);
  if (lite) return pgliteStatement<R>(lite, name, elsewhere, values);
  return (await db.executeQuery<R>(CompiledQuery.raw(elsewhere, [...values]))).rows;
}

/** The columns of a prepared statement's rows: names and text parsers (from the statement's Describe). */
interface RowShape {
  names: string[];
  parsers: Array<(text: string) => unknown>;
}

/** The shape of a RowDescription's fields, each field's parser picked by `parserOf`. */
function rowShape<F extends { name: string }>(
  fields: readonly F[],
  parserOf: (field: F) => (text: string) => unknown,
): RowShape {
  return { names: fields.map((field) => field.name), parsers: fields.map(parserOf) };
}

/** A DataRow's text values as a row object of `shape` (NULL as null). */
function rowOf<R>(shape: RowShape, fields: ReadonlyArray<string | null | undefined>): R {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i += 1) {
    const raw = fields[i];
    row[shape.names[i] as string] = raw === null || raw === undefined ? null : shape.parsers[i]?.(raw);
  }
  return row as R;
}

/** Per connection of a pool: the row shape of each hot statement, learnt from its first Describe. */
const rowShapes = new WeakMap<object, Map<string, RowShape>>();

/** A statement's value as the protocol's text (null as NULL), as `pg` sends strings, numbers and booleans. */
function textValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  throw new TypeError(`hotStatement takes strings, numbers, booleans and null, not ${typeof value}`);
}

/**
 * A named statement on one `pg` connection (a `Submittable`, as pg-cursor is): Parse on the connection's
 * first call, then Bind, Execute and Sync only. `pg`'s own prepared query asks the server to describe the
 * rows at every call and rebuilds its row parsers from the reply; the shape learnt from the first Describe
 * is kept for the connection instead (the server refuses a prepared statement whose row type has changed, so
 * it cannot go stale unnoticed).
 */
class PgStatement<R> {
  private readonly rows: R[] = [];
  private shape: RowShape | undefined;
  private shapes: Map<string, RowShape> | undefined;

  constructor(
    /** Read by `pg`: a statement whose Parse completes is recorded as prepared on the connection. */
    readonly name: string,
    readonly text: string,
    private readonly values: Array<string | null>,
    private readonly done: (error: Error | null, rows: R[]) => void,
  ) {}

  submit(connection: PgConnection): null {
    let shapes = rowShapes.get(connection);
    if (!shapes) rowShapes.set(connection, (shapes = new Map()));
    this.shapes = shapes;
    this.shape = shapes.get(this.name);
    connection.stream.cork?.();
    try {
      const prepared =
        connection.parsedStatements[this.name] !== undefined ||
        connection.submittedNamedStatements[this.name] !== undefined;
      if (!prepared) {
        connection.parse({ name: this.name, text: this.text, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      if (!this.shape) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: Array<{ name: string; dataTypeID: number }> }) {
    const shape = rowShape(
      message.fields,
      (field) => pg.types.getTypeParser(field.dataTypeID, 'text') as (text: string) => unknown,
    );
    this.shape = shape;
    this.shapes?.set(this.name, shape);
  }

  handleDataRow(message: { fields: Array<string | null> }) {
    if (this.shape) this.rows.push(rowOf<R>(this.shape, message.fields));
  }

  handleCommandComplete() {}

  handleEmptyQuery() {}

  handlePortalSuspended() {}

  handleCopyInResponse(connection: PgConnection) {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData() {}

  handleError(error: Error) {
    this.done(error, []);
  }

  handleReadyForQuery() {
    this.done(null, this.rows);
  }
}

/** What `PgStatement` uses of `pg`'s connection (the object a `Submittable` is given). */
interface PgConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(config: { name: string; text: string; types: number[] }): void;
  bind(config: { statement: string; values: Array<string | null> }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/**
 * Whether an error is the server's answer to the statement (a refused session, short funds, a constraint),
 * after which the connection goes on as before, rather than a broken connection or a server ending it.
 */
function answeredByServer(error: Error): boolean {
  return error instanceof pg.DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC';
}

/**
 * A hot statement on a pool connection through `PgStatement`: the connection taken and given back. After
 * the server's answer to the statement it goes back to the pool; only a broken one is dropped (`pool.query`
 * dropped the connection after any error, so each transfer refused for its session or its funds cost the
 * server a new backend).
 */
function pgStatement<R>(pool: pg.Pool, name: string, text: string, values: readonly unknown[]): Promise<R[]> {
  const texts = values.map(textValue);
  return new Promise((resolve, reject) => {
    pool.connect((connectError, client, release) => {
      if (connectError || !client) {
        reject(connectError ?? new Error('no database connection'));
        return;
      }
      let settled = false;
      const statement = new PgStatement<R>(name, text, texts, (error, rows) => {
        if (settled) return;
        settled = true;
        release(error && !answeredByServer(error) ? error : undefined);
        if (error) reject(error);
        else resolve(rows);
      });
      void client.query(statement as unknown as pg.Submittable);
    });
  });
}

const { serialize } = pgliteProtocol;

/**
 * A named statement on PGlite's backend. It holds Kysely's one connection meanwhile (from the driver, as
 * Kysely's own queries take it), so it never runs inside another caller's transaction, and PGlite's own
 * lock. Values go as text, typed by the statement's casts.
 */
async function pgliteStatement<R>(
  { pglite, driver, prepared, shapes }: PgliteStatements,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<R[]> {
  const message: Uint8Array[] = [];
  const parsing = !prepared.has(name);
  if (parsing) message.push(serialize.parse({ name, text }));
  message.push(serialize.bind({ statement: name, values: values.map(textValue) }));
  // The rows' shape is asked for once; the statement's later calls read their rows with it.
  let shape = shapes.get(name);
  if (!shape) message.push(serialize.describe({ type: 'P' }));
  message.push(serialize.execute({}), serialize.sync());
  const connection = await driver.acquireConnection();
  const { messages } = await pglite
    .runExclusive(() => pglite.execProtocol(Buffer.concat(message), { throwOnError: false }))
    .finally(() => driver.releaseConnection(connection));
  // A statement whose Parse succeeded stays prepared even if its Bind or Execute failed.
  if (parsing && messages.some((each) => each.name === 'parseComplete')) prepared.add(name);
  const rows: R[] = [];
  for (const each of messages) {
    // PGlite's DatabaseError, as its `query` throws it (SQLSTATE in `code`).
    if (each.name === 'error') throw each;
    if (each.name === 'rowDescription') {
      const { fields } = each as pgliteMessages.RowDescriptionMessage;
      shape = rowShape(fields, (field) => {
        const parser = pglite.parsers[field.dataTypeID];
        return parser ? (raw) => parser(raw, field.dataTypeID) : (raw) => raw;
      });
      shapes.set(name, shape);
    } else if (each.name === 'dataRow' && shape) {
      rows.push(rowOf<R>(shape, (each as pgliteMessages.DataRowMessage).fields));
    }
  }
  return rows;
}

const commitWork = new WeakMap<object, Array<() => void>>();

/**
 * Runs `work` once the transaction `trx` has committed, and never if it rolls back (outside a transaction, at
 * once). For what must only follow money that really moved, such as the metrics' counters.
 */
export function afterCommit(trx: Db, work: () => void): void {
  if (!trx.isTransaction) {
    work();
    return;
  }
  const list = commitWork.get(trx);
  if (list) list.push(work);
  else commitWork.set(trx, [work]);
}

type TransactionBuilder = ReturnType<Db['transaction']>;

/** A transaction builder whose `execute` runs the transaction's `afterCommit` work once it has committed. */
function withCommitWork(builder: TransactionBuilder): TransactionBuilder {
  return new Proxy(builder, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return async <T>(callback: (trx: Db) => Promise<T>): Promise<T> => {
          let transaction: Db | null = null;
          const result = await target.execute((trx) => {
            transaction = trx;
            return callback(trx);
          });
          const work = transaction ? commitWork.get(transaction) : undefined;
          for (const each of work ?? []) each();
          return result;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      // setIsolationLevel and setAccessMode return a new builder: it runs the work too.
      return (...args: unknown[]) => {
        const next: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return next && typeof next === 'object' && 'execute' in next
          ? withCommitWork(next as TransactionBuilder)
          : next;
      };
    },
  });
}

function runsAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = () => withCommitWork(transaction());
  return db;
}

/** PostgreSQL error classes and client errors that mean the connection to the database was lost or refused. */
const LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const LOST_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|terminating connection/i;

/**
 * Whether an error means the database could not be reached (the server restarting, failing over, or a
 * connection cut), as opposed to a bad query: the request may succeed if retried, so it answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && LOST_MESSAGES.test(message);
}

/** A timestamptz column. */
export type Timestamp = ColumnType<Date, Date, Date>;
/** jsonb: read as parsed JSON, written as a JSON string (pg would turn arrays into PostgreSQL arrays). */
export type Json<T> = ColumnType<T, string, string>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A jsonb column with a database default. */
export type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
/** bigint minor units: read as text (`col::text`), written as decimal strings. */
export type Money = ColumnType<string, string, string>;
/** A bigint identity read as text, optional on insert. */
export type BigId = ColumnType<string, string | undefined, string>;

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface ServerKeysTable {
  kid: string;
  private_pem: string;
  public_pem: string;
  created_at: Timestamp;
  active: boolean;
}

export interface SchemaMigrationsTable {
  id: string;
  applied_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  reply: string;
  created_at: Timestamp;
}

/**
 * Every table, as Kysely sees it. Infrastructure declares its own tables here; each module adds its tables in
 * its own tables.ts (`declare module '…/core/db' { interface Database { … } }`), so nothing here names a
 * module and every module's queries see every table.
 */
export interface Database {
  rate_limits: RateLimitsTable;
  server_keys: ServerKeysTable;
  schema_migrations: SchemaMigrationsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type Db = Kysely<Database>;

/**
 * A set of user ids as a subquery selecting `id` (an agent's team, say): a module reports on a group of
 * accounts without knowing how the group is kept, and the database plans it as one semi-join.
 */
export type UserIdSet = SelectQueryBuilder<Database, keyof Database, { id: number }>;

/**
 * Runs `work` in one database transaction: the caller's when `db` already is one (a brand's seed runs in a
 * single transaction), else a new one.
 */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);
