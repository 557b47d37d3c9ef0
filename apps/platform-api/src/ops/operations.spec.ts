import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { healthRoutes } from '../core/health';
import { migrations } from '../platform-modules';
import { HouseAccount, houseAccountId, memberAccounts, post } from '../modules/wallet/ledger';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'scrape-secret' });
});
afterAll(() => t.close());

const metricsText = async () => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: 'Bearer scrape-secret' },
  });
  expect(reply.statusCode).toBe(200);
  return reply.body;
};

/** The value of one series in Prometheus's text format (0 when absent). */
const valueOf = (text: string, series: string): number => {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('probes', () => {
  it('answers liveness and readiness once every migration is applied', async () => {
    for (const url of ['/health', '/health/live']) {
      const reply = await t.call({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.envelope.value).toEqual({ status: 'ok' });
    }
    const ready = await t.call({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.envelope.value).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of this build is missing, or without a database', async () => {
    const app = Fastify();
    const ahead = [...migrations, { id: '9999_not_yet', seq: 9999, statements: [] }];
    healthRoutes(app, t.db, ahead);
    const reply = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(reply.json()).toMatchObject({ success: false, message: '1 migrations are not applied yet' });
    await app.close();

    const bare = await buildApp({ logger: false });
    const noDb = await bare.inject({ method: 'GET', url: '/health/ready' });
    expect(noDb.statusCode).toBe(503);
    expect((await bare.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await bare.close();
  });
});

describe('metrics', () => {
  it('are served only with the token when one is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secreT' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(await metricsText()).toContain('# TYPE playfront_http_request_duration_seconds histogram');
  });

  it('without a token, only to a scraper on the same host that no proxy forwarded', async () => {
    const app = await buildApp({ logger: false });
    const local = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const proxied = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    await app.close();
  });

  it('time requests by route pattern, not by address', async () => {
    await t.call({ method: 'GET', url: '/wps/game/list?gameType=RNG' });
    const text = await metricsText();
    expect(text).toMatch(
      /playfront_http_request_duration_seconds_count\{method="GET",route="\/wps\/game\/list",status="\d+"\} \d+/,
    );
    expect(text).not.toContain('gameType=RNG');
  });

  it('count each series in cumulative buckets that end at +Inf with the count, as Prometheus reads them', async () => {
    for (let i = 0; i < 3; i += 1) await t.call({ method: 'GET', url: '/wps/game/list?gameType=RNG' });
    const text = await metricsText();
    const series = 'method="GET",route="/wps/game/list",status="200"';
    const buckets = [
      ...text.matchAll(/^playfront_http_request_duration_seconds_bucket\{(.*),le="([^"]+)"\} (\d+)$/gm),
    ]
      .filter((match) => match[1] === series)
      .map((match) => ({ le: match[2], value: Number(match[3]) }));
    expect(buckets.map((bucket) => bucket.le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
    buckets
      .slice(1)
      .forEach((bucket, index) => expect(bucket.value).toBeGreaterThanOrEqual(buckets[index]!.value));
    const count = valueOf(text, `playfront_http_request_duration_seconds_count{${series}}`);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(buckets.at(-1)?.value).toBe(count);
    const sum = valueOf(text, `playfront_http_request_duration_seconds_sum{${series}}`);
    expect(sum).toBeGreaterThan(0);
  });

  it('serve every series the documented dashboard queries', async () => {
    const dashboard = JSON.parse(
      readFileSync(join(__dirname, '../../../../docs/grafana-dashboard.json'), 'utf8'),
    ) as { panels: Array<{ targets: Array<{ expr: string }> }> };
    const names = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((target) => target.expr.match(/playfront_[a-z0-9_]+/g) ?? []),
      ),
    );
    expect(names.size).toBeGreaterThanOrEqual(6);
    const text = await metricsText();
    const served = (name: string) =>
      text.includes(`# TYPE ${name} `) || text.includes(`# TYPE ${name.replace(/_(count|bucket)$/, '')} `);
    expect([...names].filter((name) => !served(name))).toEqual([]);
  });

  it('count a ledger posting once it commits, and never one that rolls back', async () => {
    const merchant = t.config.merchantCode;
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('merchant_code', '=', merchant)
      .where('account_type', '=', 1)
      .executeTakeFirstOrThrow();
    const [main] = (await memberAccounts(t.db, merchant, member.id, t.config.currency, t.clock.now)).filter(
      (account) => account.kind === 'MAIN',
    );
    const cashier = await houseAccountId(t.db, merchant, HouseAccount.CASHIER);
    const series = `playfront_ledger_amount_minor_total{kind="ADJUSTMENT",brand="${merchant}"}`;
    const before = valueOf(await metricsText(), series);
    const legs = [
      { accountId: main!.id, amount: 1_234n },
      { accountId: cashier, amount: -1_234n },
    ];
    const posting = { merchant, kind: 'ADJUSTMENT' as const, userId: member.id, legs, now: t.clock.now };

    await expect(
      t.db.transaction().execute(async (trx) => {
        await post(trx, posting);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(valueOf(await metricsText(), series)).toBe(before);

    await t.db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        await post(trx, posting);
        // Not counted before the commit.
        expect(valueOf(await metricsText(), series)).toBe(before);
      });
    expect(valueOf(await metricsText(), series)).toBe(before + 1_234);
    await sql`SELECT 1`.execute(t.db);
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After in the envelope while the event loop lags, and the probes still answer', async () => {
    const busy = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '1' });
    try {
      // Keep the event loop lagging (busy 200 ms, yield, again) across the plugin's one-second samples, then
      // ask at once; a sample taken in a quiet moment of a loaded machine only means one more round.
      const lagFor = async (ms: number) => {
        const end = Date.now() + ms;
        while (Date.now() < end) {
          const slice = Date.now() + 200;
          while (Date.now() < slice) {
            /* busy */
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      let reply = await busy.app.inject({ method: 'GET', url: '/wps/game/hot' });
      for (let round = 0; round < 10 && reply.statusCode !== 503; round += 1) {
        await lagFor(1_500);
        reply = await busy.app.inject({ method: 'GET', url: '/wps/game/hot' });
      }
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toMatchObject({ success: false, code: 'service_unavailable' });
      expect((await busy.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
