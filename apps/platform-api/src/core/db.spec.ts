import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { protocol as pgliteProtocol } from '@electric-sql/pglite';
import { hotStatement, openDatabase } from './db';
import type { OpenDatabase } from './db';

const url = process.env['TEST_DATABASE_URL'];
const onPostgres = url ? describe : describe.skip;

/** The statement asks the database whether it runs as a statement prepared under its own name. */
const PROBE = 'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = $1';
const probe = async (database: OpenDatabase, name: string) =>
  (await hotStatement<{ n: number }>(database.db, name, PROBE, [name]))[0]?.n;

describe('hotStatement on PGlite', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ url: null });
  });
  afterAll(() => database.close());

  it('keeps the statement prepared under its name, with its values and their types', async () => {
    expect(await probe(database, 'hot_probe')).toBe(1);
    expect(await probe(database, 'hot_probe')).toBe(1);
    expect(await hotStatement(database.db, 'hot_sum', 'SELECT $1::int + $2::int AS total', [2, 3])).toEqual([
      { total: 5 },
    ]);
    expect(await hotStatement(database.db, 'hot_sum', 'SELECT $1::int + $2::int AS total', [40, 2])).toEqual([
      { total: 42 },
    ]);
    const typed =
      'SELECT $1::text AS t, $2::bigint::text AS big, $3::boolean AS b, $4::int IS NULL AS missing';
    expect(
      await hotStatement(database.db, 'hot_typed', typed, ['a b', '9007199254740993', true, null]),
    ).toEqual([{ t: 'a b', big: '9007199254740993', b: true, missing: true }]);
    expect(await hotStatement(database.db, 'hot_none', 'SELECT 1 AS n WHERE $1::int > 1', [0])).toEqual([]);
  });

  it("asks the backend to describe the rows once, and reads every type as PGlite's own query does", async () => {
    const typed = 'SELECT $1::text AS t, $2::bigint AS big, $3::boolean AS b, $4::int AS n, $5::date AS d';
    const calls = [0, 1, 2].map((call) => ['x', '12', false, call, call === 1 ? '2026-12-07' : null]);
    const expected = [];
    for (const values of calls) {
      expected.push((await database.db.executeQuery(CompiledQuery.raw(typed, values))).rows);
    }
    const describe = jest.spyOn(pgliteProtocol.serialize, 'describe');
    try {
      const read = [];
      for (const values of calls) read.push(await hotStatement(database.db, 'hot_shape', typed, values));
      expect(read).toEqual(expected);
      expect(describe).toHaveBeenCalledTimes(1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('passes the database error codes on, and the backend serves the next call', async () => {
    await expect(hotStatement(database.db, 'hot_zero', 'SELECT 1 / $1::int AS n', [0])).rejects.toMatchObject(
      {
        code: '22012',
      },
    );
    expect(await hotStatement(database.db, 'hot_zero', 'SELECT 1 / $1::int AS n', [1])).toEqual([{ n: 1 }]);
    // A text that does not parse is not taken as prepared: the next call reports the same error, not an
    // unknown statement.
    for (let call = 0; call < 2; call += 1) {
      await expect(hotStatement(database.db, 'hot_bad', 'SELEC $1::int', [1])).rejects.toMatchObject({
        code: '42601',
      });
    }
    expect((await sql<{ n: number }>`SELECT 7::int AS n`.execute(database.db)).rows).toEqual([{ n: 7 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    await sql`CREATE TABLE hot_rows (n int)`.execute(database.db);
    let read: Promise<Array<{ n: number }>> | null = null;
    let settled = false;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO hot_rows VALUES (1)`.execute(trx);
        read = hotStatement<{ n: number }>(
          database.db,
          'hot_rows',
          'SELECT count(*)::int AS n FROM hot_rows',
          [],
        );
        void read.then(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(settled).toBe(false);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Inside the transaction it would have counted the row the rollback took away.
    expect(await read).toEqual([{ n: 0 }]);
  });
});

onPostgres('hotStatement on PostgreSQL', () => {
  let prepared: OpenDatabase;
  let unprepared: OpenDatabase;
  beforeAll(async () => {
    prepared = await openDatabase({ url: url ?? null, poolSize: 2 });
    unprepared = await openDatabase({ url: url ?? null, poolSize: 2, preparedStatements: false });
  });
  afterAll(async () => {
    await prepared.close();
    await unprepared.close();
  });

  it('keeps the statement prepared on the connection, under its name', async () => {
    // Each of the pool's connections prepares it on its first call: every call sees itself prepared.
    const seen = await Promise.all(Array.from({ length: 6 }, () => probe(prepared, 'hot_probe')));
    expect(seen).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await hotStatement(prepared.db, 'hot_sum', 'SELECT $1::int + $2::int AS total', [2, 3])).toEqual([
      { total: 5 },
    ]);
    expect(await hotStatement(prepared.db, 'hot_sum', 'SELECT $1::int + $2::int AS total', [40, 2])).toEqual([
      { total: 42 },
    ]);
  });

  it('passes the database error codes on, and the connection serves the next call', async () => {
    await expect(hotStatement(prepared.db, 'hot_zero', 'SELECT 1 / $1::int AS n', [0])).rejects.toMatchObject(
      {
        code: '22012',
      },
    );
    expect(await hotStatement(prepared.db, 'hot_zero', 'SELECT 1 / $1::int AS n', [1])).toEqual([{ n: 1 }]);
  });

  it('keeps the connection after the server refused a statement, and drops one the server ended', async () => {
    const single = await openDatabase({ url: url ?? null, poolSize: 1 });
    const backend = async () =>
      (await hotStatement<{ pid: number }>(single.db, 'hot_pid', 'SELECT pg_backend_pid() AS pid', []))[0]
        ?.pid;
    try {
      const pid = await backend();
      await expect(hotStatement(single.db, 'hot_zero', 'SELECT 1 / $1::int AS n', [0])).rejects.toMatchObject(
        {
          code: '22012',
        },
      );
      // The same backend: the refusal did not cost a new connection.
      expect(await backend()).toBe(pid);
      // A backend the server ends (as an administrator or a failover would) is dropped, and the next call gets
      // a new one.
      await expect(
        hotStatement(single.db, 'hot_end', 'SELECT pg_terminate_backend(pg_backend_pid()) AS ended', []),
      ).rejects.toMatchObject({ code: '57P01' });
      const next = await backend();
      expect(next).toEqual(expect.any(Number));
      expect(next).not.toBe(pid);
    } finally {
      await single.close();
    }
  });

  it('asks the connection to describe the rows once, and reads every type the same on later calls', async () => {
    const single = await openDatabase({ url: url ?? null, poolSize: 1 });
    const describe = jest.spyOn(pg.Connection.prototype, 'describe');
    try {
      const typed =
        'SELECT $1::text AS t, $2::bigint::text AS big, $3::boolean AS b, $4::int AS n, $5::int IS NULL AS missing';
      for (let call = 0; call < 3; call += 1) {
        expect(
          await hotStatement(single.db, 'hot_typed', typed, ['a b', '9007199254740993', true, call, null]),
        ).toEqual([{ t: 'a b', big: '9007199254740993', b: true, n: call, missing: true }]);
      }
      expect(await hotStatement(single.db, 'hot_none', 'SELECT 1 AS n WHERE $1::int > 1', [0])).toEqual([]);
      expect(await hotStatement(single.db, 'hot_none', 'SELECT 1 AS n WHERE $1::int > 1', [2])).toEqual([
        { n: 1 },
      ]);
      // One Describe per statement on the connection: its first call.
      expect(describe).toHaveBeenCalledTimes(2);
      // A text that does not parse is not taken as prepared: the next call reports the same error.
      for (let call = 0; call < 2; call += 1) {
        await expect(hotStatement(single.db, 'hot_bad', 'SELEC $1::int', [1])).rejects.toMatchObject({
          code: '42601',
        });
      }
      expect(await hotStatement(single.db, 'hot_sum', 'SELECT $1::int + $2::int AS total', [1, 1])).toEqual([
        { total: 2 },
      ]);
      await expect(hotStatement(single.db, 'hot_sum', 'SELECT 1', [{}])).rejects.toThrow(TypeError);
    } finally {
      jest.restoreAllMocks();
      await single.close();
    }
  });

  it('without prepared statements (behind pgbouncer in transaction mode) runs ordinary queries', async () => {
    expect(await probe(unprepared, 'hot_probe')).toBe(0);
  });
});
