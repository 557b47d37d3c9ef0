import { randomBytes } from 'node:crypto';
import { Socket as NetSocket, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { encryptPayload } from '@playfront/api-contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from './config';
import { createPasswordHasher } from './crypto';
import { isDatabaseUnavailable, openDatabase } from './db';
import type { OpenDatabase } from './db';
import { migrations, seedIfEmpty } from '../platform-modules';
import { migrate } from './migrate';

const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;

describe('isDatabaseUnavailable', () => {
  it('tells a lost or refused connection from a bad query', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '42P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('unbalanced or empty posting'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

/** A TCP proxy to PostgreSQL that can cut every connection and refuse new ones, like a failover. */
function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let refusing = false;
  const server: Server = createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = new NetSocket();
    upstream.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

maybe('a lost database connection (PostgreSQL)', () => {
  const schema = `down_${randomBytes(5).toString('hex')}`;
  const proxy = cuttableProxy(new URL(url ?? 'postgres://localhost'));
  let database: OpenDatabase;
  let app: FastifyInstance;
  let admin: pg.Client;
  let token = '';

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const port = await proxy.listen();
    const proxied = new URL(url ?? '');
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    database = await openDatabase({ url: proxied.toString(), schema, poolSize: 4 });
    const config = loadConfig({});
    await migrate(database.db, migrations);
    await seedIfEmpty(database.db, config, createPasswordHasher(config.argon2));
    app = await buildApp({ db: database.db, config });
    await app.ready();
    const login = await app.inject({ method: 'GET', url: '/wps/system/publicKey' });
    expect(login.statusCode).toBe(200);
    const sealed = await encryptPayload(login.json().value, {
      username: 'demo_member',
      password: 'Demo@2026',
    });
    const session = await app.inject({ method: 'POST', url: '/wps/session/login', payload: sealed });
    token = session.json().value.token;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  const memberInfo = () =>
    app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });

  it('answers 503 with Retry-After while it is down, and recovers when it is back', async () => {
    expect((await memberInfo()).statusCode).toBe(200);
    proxy.cut();
    const down = await memberInfo();
    expect(down.statusCode).toBe(503);
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    expect(down.json()).toEqual({
      success: false,
      value: null,
      code: 'service_unavailable',
      message: expect.any(String),
    });
    expect(down.body).not.toMatch(/Connection|ECONN|pg|postgres/i);
    proxy.restore();
    // The pool drops the broken connections and opens new ones: the next calls succeed.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await memberInfo()).statusCode);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
