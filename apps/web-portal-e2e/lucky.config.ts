import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';
import { operatorKey } from './src/support';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env['E2E_LUCKY_PORT'] ?? 4330);
const dist = process.env['E2E_DIST'] ?? join(root, 'dist');

/**
 * The second brand: the Lucky app (apps/brand-lucky) served by the same API beside the portal, with the
 * LUCKY brand of BRANDS. A server of its own, so that the portal suite keeps its one-brand start.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './lucky',
  outputDir: join(import.meta.dirname, 'artifacts/lucky-results'),
  reporter: [
    ['list'],
    ['html', { outputFolder: join(import.meta.dirname, 'artifacts/lucky-report'), open: 'never' }],
  ],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: `node ${join(dist, 'apps/platform-api/main.mjs')}`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: process.env['E2E_LUCKY_REUSE'] === 'true',
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      BRANDS: 'LUCKY:VND:₫',
      BRAND_APPS: `/lucky/=${join(dist, 'apps/brand-lucky')}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OPERATOR_KEY: operatorKey,
      PGLITE_DIR: mkdtempSync(join(tmpdir(), 'playfront-e2e-lucky-')),
      PORTAL_DIR: join(dist, 'apps/web-portal'),
      BACK_OFFICE_DIR: join(dist, 'apps/back-office'),
      RATE_REGISTER_IP_MAX: '200',
      RATE_LOGIN_IP_MAX: '500',
    },
  },
});
