import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { bearer, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { loadConfig } from './config';
import { CSP_MANIFEST } from './security-headers';

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('browser security headers', () => {
  let t: TestApp;
  // Creating a test app migrates and seeds a database: slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('API replies may not be framed, run or load anything, and carry the common headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('the captcha cookie is Secure and HSTS is sent only over TLS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');

    // A build's scripts, which carry no document headers, keep the browser on HTTPS too.
    const portalDir = mkdtempSync(join(tmpdir(), 'pf-hsts-'));
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Playfront</title>');
    writeFileSync(join(portalDir, 'assets', 'boot-abc123.js'), 'console.log(1)');
    const secure = await buildApp({ config: loadConfig({ TLS: 'true', HSTS_MAX_AGE: '600' }), portalDir });
    try {
      const reply = await secure.inject({ method: 'GET', url: '/health' });
      expect(reply.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
      const script = await secure.inject({ method: 'GET', url: '/assets/boot-abc123.js' });
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    } finally {
      await secure.close();
      rmSync(portalDir, { recursive: true, force: true });
    }

    // Behind a trusted proxy, X-Forwarded-Proto: https counts as TLS.
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const reply = await proxied.app.inject({
        method: 'GET',
        url: '/wps/captcha',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(reply.headers['set-cookie'])).toContain('; Secure');
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  }, 120_000);

  it('the portal page allows only its hashed inline code and refuses every framer', async () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
    writeFileSync(
      join(portalDir, CSP_MANIFEST),
      JSON.stringify({ script: ["'sha256-AAAA'"], style: ["'sha256-BBBB'"] }),
    );
    const app = await buildApp({ config: loadConfig({}), portalDir });
    try {
      const page = await app.inject({ method: 'GET', url: '/index', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", "'report-sample'", "'sha256-AAAA'"]);
      expect(csp['style-src']).toEqual(["'self'", "'report-sample'", "'sha256-BBBB'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(String(page.headers['content-security-policy'])).not.toContain(
        "script-src 'self' 'unsafe-inline'",
      );
      expect(page.headers['x-frame-options']).toBe('DENY');
    } finally {
      await app.close();
    }
  });

  it('the demo game pages may be framed by the portal only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo-games/slot.html' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('cache headers', () => {
  let t: TestApp;
  let member = '';
  beforeAll(async () => {
    t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
    member = await t.login('demo_member', 'Demo@2026');
  }, 120_000);
  afterAll(() => t.close());

  // Public pictures whose content is fixed for their address keep the long cache their route sets.
  it.each([
    ['/wps/points/art/phone.svg', 'public, max-age=86400'],
    ['/wps/promotions/art/deposit.svg', 'public, max-age=86400'],
    ['/wps/payment/tutorial/art/scan.svg', 'public, max-age=86400'],
    ['/wps/member/avatar/static/avatar-3.svg', 'public, max-age=86400'],
    ['/lgw/games/artwork/PP_CANDY_CASCADE.svg', 'public, max-age=2592000, stale-while-revalidate=86400'],
  ])('%s answers its own Cache-Control: %s', async (url, cacheControl) => {
    const reply = await t.app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.headers['cache-control']).toBe(cacheControl);
  });

  it('an unknown picture is not cached', async () => {
    for (const url of ['/wps/points/art/nothing.svg', '/wps/promotions/art/nothing.svg']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it("member data, public lists and operator replies are never stored, whatever the route's reply", async () => {
    const replies = [
      await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(member) }),
      await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(member) }),
      await t.app.inject({ method: 'GET', url: '/wps/payment/channels', headers: bearer(member) }),
      await t.app.inject({ method: 'GET', url: '/wps/points/goods' }),
      await t.app.inject({ method: 'GET', url: '/wps/member/info' }),
      await t.app.inject({
        method: 'GET',
        url: '/wps/admin/vip/labels',
        headers: { 'x-operator-key': 'test-operator-key' },
      }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 401, 200]);
    for (const reply of replies) expect(reply.headers['cache-control']).toBe('no-store');
  });
});
