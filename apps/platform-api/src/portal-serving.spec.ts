import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Playfront</title>');
  writeFileSync(join(dir, 'assets/app-1234.js'), 'console.log(1)');
  app = await buildApp({ portalDir: dir });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the portal build', () => {
  it('caches hashed assets for a year and revalidates index.html', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers a history route with index.html and an unknown API path with the 404 envelope', async () => {
    const page = await app.inject({ method: 'GET', url: '/member/wallet', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Playfront</title>');
    const api = await app.inject({ method: 'GET', url: '/wps/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'not_found' });
  });
});
