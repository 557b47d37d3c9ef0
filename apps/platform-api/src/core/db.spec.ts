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

  it('runs as an ordinary query, with its values and the database error codes', async () => {
    expect(await probe(database, 'hot_probe')).toBe(0);
    expect(await hotStatement(database.db, 'hot_sum', 'SELECT $1::int + $2::int AS total', [2, 3])).toEqual([
      { total: 5 },
    ]);
    await expect(hotStatement(database.db, 'hot_zero', 'SELECT 1 / $1::int', [0])).rejects.toMatchObject({
      code: '22012',
    });
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

  it('without prepared statements (behind pgbouncer in transaction mode) runs ordinary queries', async () => {
    expect(await probe(unprepared, 'hot_probe')).toBe(0);
  });
});
