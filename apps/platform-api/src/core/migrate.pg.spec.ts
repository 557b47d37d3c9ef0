import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrate';
import { migrations } from '../platform-modules';
import type { Database, Db } from './db';

const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;

/** A replica's own pool on one schema. */
const replica = (schema: string): Db =>
  new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` }),
    }),
  });

maybe('replicas starting together on an empty PostgreSQL database', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(() => admin.end());

  it.each([1, 2, 3, 4, 5, 6])(
    'migrate twice at once: both start, the schema is applied once (try %i)',
    async () => {
      const schema = `mig_${randomBytes(5).toString('hex')}`;
      await admin.query(`CREATE SCHEMA ${schema}`);
      const [first, second] = [replica(schema), replica(schema)];
      try {
        const results = await Promise.allSettled([migrate(first, migrations), migrate(second, migrations)]);
        expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
        const applied = results.map((result) => (result.status === 'fulfilled' ? result.value.length : -1));
        expect(applied.sort((a, b) => a - b)).toEqual([0, migrations.length]);
        const rows = await admin.query(`SELECT count(*)::int AS n FROM ${schema}.schema_migrations`);
        expect(rows.rows[0].n).toBe(migrations.length);
      } finally {
        await first.destroy();
        await second.destroy();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      }
    },
  );
});
