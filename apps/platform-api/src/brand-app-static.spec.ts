import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './core/config';

const html = { accept: 'text/html' };

/** A built app: its index.html, one hashed asset and, for a brand app, the hashes of its inline styles. */
function site(title: string, asset: string, styleHash?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pf-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dir, 'assets', asset), 'console.log(1)');
  if (title === 'Lucky') {
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: title, scope: '/lucky/' }));
    writeFileSync(join(dir, 'sw.js'), 'const build = {};');
  }
  if (styleHash) {
    writeFileSync(join(dir, 'csp-hashes.json'), JSON.stringify({ script: [], style: [styleHash] }));
  }
  return dir;
}

const styleSources = (header: unknown) => /style-src ([^;]*)/.exec(String(header))?.[1]?.split(' ') ?? [];

/** A brand's own app (BRAND_APPS) under its path beside the portal and the back office. */
describe('serving a brand app', () => {
  const portal = site('Playfront', 'boot-abc123.js', "'sha256-portal'");
  const lucky = site('Lucky', 'index-luck42.js', "'sha256-lucky'");
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({}),
      portalDir: portal,
      brandApps: [
        { path: '/lucky/', dir: lucky },
        // A build that is not there is skipped, not served as an error.
        { path: '/missing/', dir: join(lucky, 'nothing') },
      ],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(portal, { recursive: true, force: true });
    rmSync(lucky, { recursive: true, force: true });
  });

  it("answers its path and its history-mode routes with its own index.html, under its own build's CSP", async () => {
    for (const url of ['/lucky/', '/lucky/deposit', '/lucky/game?gameId=12']) {
      const page = await app.inject({ method: 'GET', url, headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Lucky</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(styleSources(page.headers['content-security-policy'])).toContain("'sha256-lucky'");
      expect(styleSources(page.headers['content-security-policy'])).not.toContain("'sha256-portal'");
    }
    const home = await app.inject({ method: 'GET', url: '/index', headers: html });
    expect(home.body).toContain('<title>Playfront</title>');
  });

  it('serves its manifest and its service worker (scope /lucky/) revalidated, the worker under its policy', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/lucky/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ name: 'Lucky', scope: '/lucky/' });
    const sw = await app.inject({ method: 'GET', url: '/lucky/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
    const page = await app.inject({ method: 'GET', url: '/lucky/deposit', headers: html });
    expect(String(page.headers['content-security-policy'])).toContain("worker-src 'self'");
    expect(String(page.headers['content-security-policy'])).toContain("manifest-src 'self'");
    // The portal's own worker is not the brand app's.
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(404);
  });

  it('serves its assets cached for a year, sends /lucky to /lucky/, and leaves a missing build to the portal', async () => {
    const asset = await app.inject({ method: 'GET', url: '/lucky/assets/index-luck42.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await app.inject({ method: 'GET', url: '/lucky', headers: html });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers['location']).toBe('/lucky/');
    expect((await app.inject({ method: 'GET', url: '/lucky/assets/nothing.js' })).statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/missing/', headers: html });
    expect(missing.body).toContain('<title>Playfront</title>');
  });
});

describe('BRAND_APPS', () => {
  it('takes the folders of the portal, the back office and the brand apps relative to the working directory', () => {
    const config = loadConfig({
      PORTAL_DIR: 'dist/apps/web-portal',
      BACK_OFFICE_DIR: 'dist/apps/back-office',
      BRAND_APPS: '/lucky/=dist/apps/brand-lucky',
    });
    expect(config.portalDir).toBe(resolve('dist/apps/web-portal'));
    expect(config.backOffice.dir).toBe(resolve('dist/apps/back-office'));
    expect(config.brandApps[0]?.dir).toBe(resolve('dist/apps/brand-lucky'));
    expect(loadConfig({}).portalDir).toBeNull();
  });

  it('serves the Lucky sample at /lucky/ in a demonstration, and nothing in production', () => {
    expect(loadConfig({}).brandApps).toEqual([{ path: '/lucky/', dir: resolve('dist/apps/brand-lucky') }]);
    expect(loadConfig({ NODE_ENV: 'production' }).brandApps).toEqual([]);
    expect(
      loadConfig({ BRAND_APPS: '/lucky/=/srv/lucky, /gold/=/srv/gold' }).brandApps.map((each) => each.path),
    ).toEqual(['/lucky/', '/gold/']);
    expect(loadConfig({ BRAND_APPS: '' }).brandApps).toEqual([]);
  });

  it('refuses an entry that is not /path/=folder, or a path the API or the back office answers', () => {
    for (const value of [
      'lucky=/srv',
      '/lucky=/srv',
      '/lucky/=',
      '/Lucky/=/srv',
      '/bo/=/srv',
      '/wps/=/srv',
    ]) {
      expect(() => loadConfig({ BRAND_APPS: value })).toThrow(ConfigError);
    }
  });
});
