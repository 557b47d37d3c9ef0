import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './core/config';

const html = { accept: 'text/html' };

/** A built single-page app: its index.html and one hashed asset. */
function site(title: string, asset: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pf-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dir, 'assets', asset), 'console.log(1)');
  return dir;
}

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

/** The back office's build at /bo/, beside the portal's at /. */
describe('serving the back office', () => {
  const portal = site('Playfront', 'boot-abc123.js');
  const backOffice = site('Playfront back office', 'index-def456.js');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({}), portalDir: portal, backOfficeDir: backOffice });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(portal, { recursive: true, force: true });
    rmSync(backOffice, { recursive: true, force: true });
  });

  it('answers /bo/ and its history-mode routes with its own index.html, revalidated', async () => {
    for (const url of ['/bo/', '/bo/members', '/bo/members/alice?tab=wallets', '/bo/approvals/12']) {
      const page = await app.inject({ method: 'GET', url, headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Playfront back office</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves its hashed assets cached for a year, and sends /bo to /bo/', async () => {
    const asset = await app.inject({ method: 'GET', url: '/bo/assets/index-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await app.inject({ method: 'GET', url: '/bo', headers: html });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers['location']).toBe('/bo/');
    const missing = await app.inject({ method: 'GET', url: '/bo/assets/nothing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('gives its pages a policy of their own: its own scripts only, no inline code, no framing', async () => {
    const page = await app.inject({ method: 'GET', url: '/bo/audit', headers: html });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'report-sample'"]);
    expect(csp['style-src']).toEqual(["'self'", "'report-sample'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves the portal where it was', async () => {
    const page = await app.inject({ method: 'GET', url: '/members-area', headers: html });
    expect(page.body).toContain('<title>Playfront</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/boot-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the back office on its own or elsewhere', () => {
  it('is served without the portal too', async () => {
    const backOffice = site('Playfront back office', 'index-def456.js');
    const app = await buildApp({ config: loadConfig({}), backOfficeDir: backOffice });
    const page = await app.inject({ method: 'GET', url: '/bo/members', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Playfront back office</title>');
    await app.close();
    rmSync(backOffice, { recursive: true, force: true });
  });

  it('is not served when disabled: /bo/ is then a portal route like any other', async () => {
    const portal = site('Playfront', 'boot-abc123.js');
    const app = await buildApp({ config: loadConfig({}), portalDir: portal });
    const page = await app.inject({ method: 'GET', url: '/bo/members', headers: html });
    expect(page.body).toContain('<title>Playfront</title>');
    await app.close();
    rmSync(portal, { recursive: true, force: true });
  });

  it('reads BACK_OFFICE_ENABLED (on by default) and BACK_OFFICE_DIR', () => {
    expect(loadConfig({}).backOffice).toEqual({ enabled: true, dir: null });
    expect(loadConfig({ BACK_OFFICE_ENABLED: 'false', BACK_OFFICE_DIR: '/srv/bo' }).backOffice).toEqual({
      enabled: false,
      dir: '/srv/bo',
    });
    expect(() => loadConfig({ BACK_OFFICE_ENABLED: 'maybe' })).toThrow('BACK_OFFICE_ENABLED');
  });
});
