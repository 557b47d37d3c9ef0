import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { loadKeyRing } from '../crypto';
import { ConfigError, assertDeployable, deploymentProblems, loadConfig } from '../config';
import { untilDone } from '../jobs';
import { createDelivery } from './service';
import type { Transport } from './transports';

/** Local sinks only (ports of this test's range): no network. */
const SMTP_PORT = 3101;
const GATEWAY_PORT = 3102;

/** Waits until `check` passes (the first attempt of a network provider runs after the reply). */
async function eventually(check: () => unknown | Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

const providers = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  SMTP_FROM: 'Playfront <no-reply@playfront.example>',
  SMS_GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}/send`,
  SMS_GATEWAY_AUTH: 'Bearer gateway-key',
  PUBLIC_URL: 'https://portal.playfront.example',
};

describe('configuration decides whether the server may start', () => {
  it('refuses production without demo mode unless e-mail, SMS and the public address are configured', () => {
    const bare = { NODE_ENV: 'production' };
    expect(deploymentProblems(loadConfig(bare), bare)).toEqual([
      'SMTP_URL and SMTP_FROM (e-mail provider) are required',
      'SMS_GATEWAY_URL (SMS provider) is required',
      'PUBLIC_URL (public address of the portal) is required',
    ]);
    expect(() => assertDeployable(loadConfig(bare), bare)).toThrow(ConfigError);
    expect(() => assertDeployable(loadConfig(bare), bare)).toThrow(/needs real providers/);
    const onlySmtp = { ...bare, SMTP_URL: providers.SMTP_URL, SMTP_FROM: providers.SMTP_FROM };
    expect(deploymentProblems(loadConfig(onlySmtp), onlySmtp)).toHaveLength(2);
    const full = { ...bare, ...providers };
    expect(deploymentProblems(loadConfig(full), full)).toEqual([]);
  });

  it('starts in demo mode or outside production without providers', () => {
    const demo = { NODE_ENV: 'production', DEMO_MODE: 'true' };
    expect(loadConfig(demo).demoMode).toBe(true);
    expect(() => assertDeployable(loadConfig(demo), demo)).not.toThrow();
    expect(deploymentProblems(loadConfig({}), {})).toEqual([]);
    expect(loadConfig({}).demoMode).toBe(false);
  });

  it('rejects unusable provider settings with a clear message', () => {
    const bad: Array<[Record<string, string>, RegExp]> = [
      [{ DEMO_MODE: 'yes' }, /DEMO_MODE must be true or false/],
      [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
      [{ SMTP_URL: providers.SMTP_URL }, /SMTP_FROM must be the sender address/],
      [{ SMTP_FROM: providers.SMTP_FROM }, /SMTP_FROM is set but SMTP_URL is not/],
      [{ SMS_GATEWAY_URL: 'not a url' }, /SMS_GATEWAY_URL must be an absolute URL/],
      [
        { SMS_GATEWAY_URL: providers.SMS_GATEWAY_URL, SMS_GATEWAY_BODY: '{"to":"{to}"}' },
        /placeholders \{to\} and \{text\}/,
      ],
      [{ SMS_GATEWAY_AUTH: 'x' }, /SMS_GATEWAY_AUTH is set but SMS_GATEWAY_URL is not/],
      [{ PUBLIC_URL: 'portal.example' }, /PUBLIC_URL must be an absolute URL/],
      [{ DELIVERY_MAX_ATTEMPTS: '0' }, /DELIVERY_MAX_ATTEMPTS/],
    ];
    for (const [env, message] of bad) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});

describe('without demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false' });
  });
  afterAll(() => t.close());

  it('has no outbox route and stores no readable code', async () => {
    const outbox = await t.call({ method: 'GET', url: '/dev/outbox?to=%2B84912345678' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.envelope).toMatchObject({ success: false, code: 'not_found' });
    const sms = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '912345678', countryDialingCode: '+84' },
    });
    expect(sms.statusCode).toBe(200);
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    const log = await t.db.selectFrom('delivery_log').selectAll().execute();
    expect(log).toEqual([
      expect.objectContaining({
        channel: 'sms',
        provider: 'none',
        status: 'FAILED',
        payload: null,
        last_error: 'no sms provider is configured',
      }),
    ]);
    const docs = (await t.call({ method: 'GET', url: '/docs/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(docs.paths['/dev/outbox']).toBeUndefined();
  });
});

describe('with demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists SMS codes in the outbox and logs the delivery without the code', async () => {
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '912345678', countryDialingCode: '+84' },
    });
    const outbox = await t.call({ method: 'GET', url: '/dev/outbox?to=%2B84912345678' });
    expect(outbox.statusCode).toBe(200);
    const body = (outbox.envelope.value as Array<{ body: string }>)[0].body;
    expect(body).toMatch(/verification code is \d{6}/);
    const log = await t.db.selectFrom('delivery_log').selectAll().execute();
    expect(log).toEqual([
      expect.objectContaining({ provider: 'outbox', status: 'SENT', attempts: 1, payload: null }),
    ]);
  });
});

describe('real providers (local SMTP sink and SMS gateway stub)', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let gateway: FastifyInstance;
  const mails: Mail[] = [];
  const texts: Array<{ auth: string | undefined; body: { to: string; text: string } }> = [];
  /** Replies the gateway gives next (then 200). */
  const failures: number[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
    gateway = Fastify();
    gateway.post('/send', async (request, reply) => {
      const status = failures.shift() ?? 200;
      if (status === 200) {
        texts.push({
          auth: request.headers.authorization,
          body: request.body as { to: string; text: string },
        });
      }
      return reply.code(status).send({ ok: status === 200 });
    });
    await gateway.listen({ port: GATEWAY_PORT, host: '127.0.0.1' });
    t = await createTestApp({ DEMO_MODE: 'false', RATE_SMS_MOBILE_MAX: '100', ...providers });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('e-mails an absolute reset link over SMTP and records the delivery', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo_member&email=demo.member%40playfront.example',
    });
    expect(sent.statusCode).toBe(200);
    await eventually(async () =>
      expect(await t.db.selectFrom('delivery_log').select('status').execute()).toEqual([{ status: 'SENT' }]),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['demo.member@playfront.example']);
    expect(mails[0].from).toBe('no-reply@playfront.example');
    const unfolded = mails[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https:\/\/portal\.playfront\.example\/reset-password\?token=([A-Za-z0-9_-]{40,})/.exec(
      unfolded,
    );
    expect(link).not.toBeNull();
    const log = await t.db.selectFrom('delivery_log').selectAll().where('channel', '=', 'email').execute();
    expect(log).toEqual([expect.objectContaining({ provider: 'smtp', status: 'SENT', payload: null })]);
    expect(JSON.stringify(log)).not.toContain(link?.[1]);
  });

  it('sends SMS codes through the gateway with its authorisation; the code logs in', async () => {
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '912345678', countryDialingCode: '+84' },
    });
    await eventually(() => expect(texts).toHaveLength(1));
    expect(texts[0].auth).toBe('Bearer gateway-key');
    expect(texts[0].body.to).toBe('+84912345678');
    const code = /(\d{6})/.exec(texts[0].body.text)?.[1] ?? '';
    const login = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: await t.seal({
        username: '912345678',
        countryDialingCode: '+84',
        password: code,
        type: 'sms',
      }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.envelope.success).toBe(true);
    const log = await t.db.selectFrom('delivery_log').selectAll().where('channel', '=', 'sms').execute();
    expect(JSON.stringify(log)).not.toContain(code);
  });

  it('retries a failed SMS when due, once even when two replicas claim it together', async () => {
    await t.db.deleteFrom('delivery_log').execute();
    texts.length = 0;
    failures.push(503);
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '912345678', countryDialingCode: '+84' },
    });
    await eventually(async () =>
      expect(await t.db.selectFrom('delivery_log').selectAll().executeTakeFirstOrThrow()).toMatchObject({
        attempts: 1,
      }),
    );
    const pending = await t.db.selectFrom('delivery_log').selectAll().executeTakeFirstOrThrow();
    expect(pending).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      last_error: 'SMS gateway answered HTTP 503',
    });
    expect(pending.payload).not.toContain('verification code');
    expect(texts).toHaveLength(0);

    // Not due yet: nothing is tried.
    const sender = await delivery();
    expect(await untilDone(() => sender.retryDue(t.clock.now))).toBe(0);
    expect(texts).toHaveLength(0);
    const later = new Date(t.clock.now.getTime() + 31_000);
    // Two replicas claim at once: the message goes out once.
    const [a, b] = await Promise.all([
      (await delivery()).retryDue(later),
      (await delivery()).retryDue(later),
    ]);
    expect(a + b).toBe(1);
    expect(texts).toHaveLength(1);
    expect(await t.db.selectFrom('delivery_log').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: 'SENT',
      attempts: 2,
      payload: null,
      last_error: null,
    });
  });

  it('marks a message FAILED after the last attempt', async () => {
    const down: Transport = {
      name: 'sms-gateway',
      send: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const d = await delivery({ sms: down }, 2);
    await d.send({ channel: 'sms', to: '+84900000001', subject: null, text: 'code 123456' });
    const first = t.db.selectFrom('delivery_log').selectAll().where('recipient', '=', '+84900000001');
    await eventually(async () =>
      expect(await first.executeTakeFirstOrThrow()).toMatchObject({ attempts: 1 }),
    );
    const later = new Date(t.clock.now.getTime() + 60_000);
    await d.retryDue(later);
    const row = await t.db
      .selectFrom('delivery_log')
      .selectAll()
      .where('recipient', '=', '+84900000001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2, payload: null, next_attempt_at: null });
    expect(row.last_error).toBe('connect ECONNREFUSED');
  });

  it('does not keep the caller waiting for a slow provider (same reply time whether or not it sends)', async () => {
    let release: () => void = () => undefined;
    const slow: Transport = {
      name: 'sms-gateway',
      send: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const d = await delivery({ sms: slow });
    await d.send({ channel: 'sms', to: '+84900000002', subject: null, text: 'code 654321' });
    const row = t.db.selectFrom('delivery_log').selectAll().where('recipient', '=', '+84900000002');
    expect(await row.executeTakeFirstOrThrow()).toMatchObject({ status: 'PENDING', attempts: 0 });
    release();
    await eventually(async () =>
      expect(await row.executeTakeFirstOrThrow()).toMatchObject({ status: 'SENT', attempts: 1 }),
    );
  });

  /** A delivery over the same database and configuration as the app (another replica). */
  async function delivery(transports?: Record<string, Transport>, maxAttempts?: number) {
    const keys = await loadKeyRing(t.db);
    return createDelivery({
      db: t.db,
      config: maxAttempts ? { ...t.config, deliveryMaxAttempts: maxAttempts } : t.config,
      now: () => t.clock.now,
      sealKey: keys.deriveKey('delivery'),
      transports,
    });
  }
});
