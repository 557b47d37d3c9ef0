import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './core/config';
import { OPERATOR_KEY, createTestApp } from './testing/test-app';
import type { TestApp } from './testing/test-app';

/** The built portal's files: hashed assets cached for a year, index.html revalidated. */
describe('serving the portal build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pf-portal-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Playfront</title>');
    writeFileSync(join(dir, 'assets', 'boot-abc123.js'), 'console.log(1)');
    app = await buildApp({ config: loadConfig({}), portalDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves assets as immutable and index.html as no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/boot-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script carries what applies to a script: no document headers, no revalidation of an immutable file.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'etag'])
      expect(asset.headers[name]).toBeUndefined();
    const index = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<title>Playfront</title>');
  });

  it('answers a history-mode route with index.html', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/reset-password?token=abc',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Playfront</title>');
  });
});

/**
 * The installable portal (docs/operations.md, PWA): the web app manifest as JSON of its own type, the service
 * worker always revalidated (a new version is found at the next check) under a policy of its own, and a page
 * policy that lets the portal load both.
 */
describe('serving the installable portal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pf-portal-pwa-'));
  // Over 1 KB, as the build's worker is: the build writes .br and .gz twins beside it.
  const worker = `const build = ${JSON.stringify({ version: 'v1', shell: ['/offline.html'], assets: [] })};\n${'//\n'.repeat(600)}`;
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Playfront</title>');
    writeFileSync(join(dir, 'offline.html'), '<!doctype html><title>You are offline</title>');
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Playfront', start_url: '/' }));
    writeFileSync(join(dir, 'sw.js'), worker);
    writeFileSync(join(dir, 'sw.js.br'), brotliCompressSync(worker));
    writeFileSync(join(dir, 'sw.js.gz'), gzipSync(worker));
    app = await buildApp({ config: loadConfig({}), portalDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the manifest as application/manifest+json, revalidated', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Playfront', start_url: '/' });
  });

  it('serves the service worker revalidated (no-cache), in each encoding, under the worker policy', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const sw = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      // The worker may fetch this origin's files (what it caches, the pages it passes on), nothing else.
      expect(sw.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
    }
    const plain = await app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toBe(worker);
  });

  it("lets the portal's pages load the manifest and register the worker, and serves the offline page", async () => {
    for (const url of ['/', '/offline.html']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("manifest-src 'self'");
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("default-src 'self'");
    }
    const offline = await app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.body).toContain('You are offline');
    expect(offline.headers['cache-control']).toBe('no-cache');
  });

  it('never lets a browser or the worker keep an API reply', async () => {
    const reply = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(reply.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});

// One app with a database for the rest of the file (setting one up is the slow part): a portal build of
// one page, and the demo games.
const brandDir = mkdtempSync(join(tmpdir(), 'pf-portal-brand-'));
const headScript = "document.documentElement.setAttribute('data-x','')";
let t: TestApp;
beforeAll(async () => {
  writeFileSync(
    join(brandDir, 'index.html'),
    `<!doctype html><html lang="en" data-theme="dark"><head><script>${headScript}</script></head>` +
      '<body><div id="pf-shell" inert><select aria-label="Language"></select></div><div id="root"></div></body></html>',
  );
  const hash = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`;
  writeFileSync(join(brandDir, 'csp-hashes.json'), JSON.stringify({ script: [hash], style: [] }));
  // The slots lobby's prerendered page, in a document of its own.
  mkdirSync(join(brandDir, 'shells'));
  writeFileSync(
    join(brandDir, 'shells/rng.html'),
    `<!doctype html><html lang="en" data-theme="dark"><head><script>${headScript}</script></head>` +
      '<body><div id="pf-shell" inert><h1>Slots</h1></div><div id="root"></div></body></html>',
  );
  writeFileSync(join(brandDir, 'shells/rng.html.gz'), gzipSync('<h1>A stale copy</h1>'));
  writeFileSync(
    join(brandDir, 'shell.json'),
    JSON.stringify({
      language: 'en',
      languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko'],
      pages: { '/rng': 'shells/rng.html', '/gone': 'shells/gone.html' },
    }),
  );
  t = await createTestApp({}, { portalDir: brandDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(brandDir, { recursive: true, force: true });
});

describe('serving the demo games', () => {
  it('serves their pages revalidated (no-cache)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo-games/common.css' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

/**
 * The portal's page marked from the brand's configuration: with one language offered, `<html>` carries
 * data-one-language, which the portal's stylesheet reads to hide the prerendered page's language lists
 * before any script runs.
 */
describe('the portal page of a one-language brand', () => {
  const page = (url = '/index', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const setBrand = async (change: Record<string, unknown>) => {
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/wps/admin/setting/brand',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: change,
    });
    expect(reply.statusCode).toBe(200);
  };
  const htmlTag = (body: string) => /<html\b[^>]*>/.exec(body)?.[0];

  afterEach(() => setBrand({ languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko'], defaultLanguage: 'en' }));

  it('is unmarked while the brand offers several languages, and marked once it offers English only', async () => {
    const several = await page();
    expect(several.statusCode).toBe(200);
    expect(htmlTag(several.body)).toBe('<html lang="en" data-theme="dark">');

    await setBrand({ languages: ['en'], defaultLanguage: 'en' });
    for (const url of ['/index', '/', '/index.html', '/rng?x=1']) {
      const one = await page(url);
      expect(one.statusCode).toBe(200);
      expect(htmlTag(one.body)).toBe('<html data-one-language lang="en" data-theme="dark">');
    }
    // A new entity tag: a browser holding the six-language page gets the new one, not a 304.
    const one = await page();
    expect(one.headers['etag']).not.toBe(several.headers['etag']);
    expect((await page('/index', { 'if-none-match': String(several.headers['etag']) })).statusCode).toBe(200);
    expect((await page('/index', { 'if-none-match': String(one.headers['etag']) })).statusCode).toBe(304);
  });

  it('keeps the security headers and the inline script its Content-Security-Policy names', async () => {
    await setBrand({ languages: ['en'], defaultLanguage: 'en' });
    const one = await page();
    expect(one.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(one.headers['cache-control']).toBe('no-cache');
    expect(one.headers['x-frame-options']).toBe('DENY');
    const hash = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`;
    expect(String(one.headers['content-security-policy'])).toContain(
      `script-src 'self' 'report-sample' ${hash}`,
    );
    expect(one.body).toContain(`<script>${headScript}</script>`);
  });

  it('is sent compressed as the browser accepts, the same page in each encoding', async () => {
    await setBrand({ languages: ['en'], defaultLanguage: 'en' });
    const identity = await page('/index', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const br = await page('/index', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(identity.body);
    const gzip = await page('/index', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(identity.body);
  });

  it("sends a prerendered page's path its own document, and every other path index.html", async () => {
    const lobby = await page('/rng?page=PG');
    expect(lobby.statusCode).toBe(200);
    expect(lobby.body).toContain('<h1>Slots</h1>');
    expect(lobby.headers['cache-control']).toBe('no-cache');
    for (const url of ['/index', '/rng/', '/RNG', '/gone', '/live']) {
      const other = await page(url);
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('<h1>Slots</h1>');
      expect(other.body).toContain('<select aria-label="Language">');
    }
    // Its own entity tag, and its own variant for a one-language brand.
    expect(lobby.headers['etag']).not.toBe((await page('/index')).headers['etag']);
    await setBrand({ languages: ['en'], defaultLanguage: 'en' });
    const one = await page('/rng', { 'accept-encoding': 'br' });
    const body = brotliDecompressSync(one.rawPayload).toString('utf8');
    expect(body).toContain('<h1>Slots</h1>');
    expect(htmlTag(body)).toBe('<html data-one-language lang="en" data-theme="dark">');
    expect(String(one.headers['content-security-policy'])).toContain(
      `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`,
    );
    // The documents are the server's to send: never as static files, nor their compressed copies.
    for (const url of ['/shells/rng.html', '/shells/rng.html.gz']) {
      const file = await page(url, { 'accept-encoding': 'gzip' });
      expect(file.statusCode).toBe(200);
      const text =
        file.headers['content-encoding'] === 'gzip' ? gunzipSync(file.rawPayload).toString() : file.body;
      expect(text).not.toContain('Slots');
      expect(text).not.toContain('stale');
    }
  });

  it('counts only the languages the build ships, as the portal does', async () => {
    // English and a language this build does not ship: the portal offers English only.
    await setBrand({ languages: ['en', 'xx'], defaultLanguage: 'en' });
    expect(htmlTag((await page()).body)).toContain('data-one-language');
    // None the build ships: the portal falls back to its built-in languages, which the page shows.
    await setBrand({ languages: ['xx'], defaultLanguage: 'xx' });
    expect(htmlTag((await page()).body)).not.toContain('data-one-language');
  });
});
