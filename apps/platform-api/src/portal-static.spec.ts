import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './core/config';
import { createTestApp } from './testing/test-app';
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

describe('serving the demo games', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves their pages revalidated (no-cache)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo-games/common.css' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
