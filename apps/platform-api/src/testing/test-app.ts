import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { encryptPayload } from '@playfront/api-contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase } from '../core/db';
import { migrations, seedIfEmpty } from '../platform-modules';
import { migrate } from '../core/migrate';
import type { Db } from '../core/db';
import { createBackground } from '../core/background';
import type { Background } from '../core/background';
import { loadConfig } from '../core/config';
import type { Config } from '../core/config';
import { createPasswordHasher } from '../core/crypto';
import { brandConfig } from '../core/brand-scope';
import type { BrandIdentity } from '../core/brand-scope';

export const OPERATOR_KEY = 'test-operator-key';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: { now: Date; advance(ms: number): void };
  /** The answer of the last captcha issued. */
  lastCaptcha(): string;
  seal(payload: unknown): Promise<Record<string, string>>;
  call(options: InjectOptions): Promise<LightMyRequestResponse & { envelope: Envelope }>;
  login(username: string, password: string, ip?: string): Promise<string>;
  /**
   * Holds the work that requests leave for after their reply until `release` runs it: shows what a reply
   * waited for and what it did not.
   */
  holdBackground(): { held(): string[]; release(): Promise<void> };
  close(): Promise<void>;
}

export interface Envelope {
  success: boolean;
  value: unknown;
  message: string | null;
  code: string | null;
}

/**
 * An in-memory PGlite with every migration run. The first test file of a run saves an image of its data folder
 * where jest's global setup says (PLAYFRONT_TEST_DB_IMAGE, a new folder per run); the others start from that
 * image, which skips PGlite's initdb and the migrations (seconds per file on a busy machine).
 */
async function migratedPglite() {
  const file = process.env['PLAYFRONT_TEST_DB_IMAGE'];
  if (file && existsSync(file))
    return openDatabase({ url: null, pgliteImage: new Blob([readFileSync(file)]) });
  const database = await openDatabase({ url: null });
  await migrate(database.db, migrations);
  const image = file ? await database.dumpImage?.() : undefined;
  if (file && image) {
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
  }
  return database;
}

/**
 * A fresh database per test file: in-memory PGlite, or with TEST_DATABASE_URL its own PostgreSQL schema
 * (created here, dropped on close) so files run in parallel.
 */
async function freshDatabase() {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return migratedPglite();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = await openDatabase({ url, schema, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      await dropper.end();
    },
  };
}

/**
 * Demo mode is on unless `env` says DEMO_MODE=false: most tests read codes from the outbox. `portalDir`
 * serves a portal build as well; `brands` adds further brands to the deployment (its own is MERCHANT_CODE's).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { portalDir, brands = [], readDb }: { portalDir?: string; brands?: BrandIdentity[]; readDb?: Db } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  // The overload refusal is off unless a test sets it: a busy test machine's event loop lags for seconds.
  const config = loadConfig({ OPERATOR_KEY, DEMO_MODE: 'true', MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
  await migrate(database.db, migrations);
  await seedIfEmpty(database.db, config, createPasswordHasher(config.argon2));
  // Further brands of the same deployment, each seeded as a new brand is (with its demo data).
  for (const brand of brands) {
    await seedIfEmpty(database.db, brandConfig(config, brand), createPasswordHasher(config.argon2));
  }
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  let captcha = '';
  let counter = 0;
  // Work left running after a reply (codes, reset links) ends before `call` returns, as a test expects.
  const failures: string[] = [];
  const running = createBackground((name, error) => failures.push(`${name}: ${String(error)}`));
  let held: Array<{ name: string; work: () => Promise<unknown> }> | null = null;
  const background: Background = {
    run: (name, work) => (held ? held.push({ name, work }) : running.run(name, work)),
    idle: () => running.idle(),
  };
  const app = await buildApp({
    db: database.db,
    readDb,
    config,
    background,
    portalDir,
    now: () => clock.now,
    captchaText: () => {
      counter += 1;
      captcha = String(10000 + counter);
      return captcha;
    },
  });
  await app.ready();
  const publicKey = (await app.inject({ method: 'GET', url: '/wps/system/publicKey' })).json().value;

  const call: TestApp['call'] = async (options) => {
    const response = await app.inject(options);
    await background.idle();
    if (failures.length > 0) throw new Error(`background work failed: ${failures.splice(0).join('; ')}`);
    return Object.assign(response, { envelope: response.json() as Envelope });
  };

  const testApp: TestApp = {
    app,
    db: database.db,
    config,
    clock,
    lastCaptcha: () => captcha,
    seal: async (payload) => ({
      ...(await encryptPayload(publicKey, payload, { now: clock.now.getTime() })),
    }),
    call,
    async login(username, password, ip = '10.0.0.1') {
      const response = await call({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: ip,
        payload: await testApp.seal({ username, password }),
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return (response.envelope.value as { token: string }).token;
    },
    holdBackground() {
      const list: Array<{ name: string; work: () => Promise<unknown> }> = [];
      held = list;
      return {
        held: () => list.map((item) => item.name),
        async release() {
          held = null;
          for (const item of list.splice(0)) running.run(item.name, item.work);
          await running.idle();
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  return testApp;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts the reply is a well-formed envelope and returns it. */
export function expectEnvelope(body: unknown): Envelope {
  expect(typeof body).toBe('object');
  const envelope = body as Envelope;
  expect(Object.keys(envelope).sort()).toEqual(['code', 'message', 'success', 'value']);
  expect(typeof envelope.success).toBe('boolean');
  if (!envelope.success) {
    expect(typeof envelope.code).toBe('string');
    expect(typeof envelope.message).toBe('string');
  }
  return envelope;
}
