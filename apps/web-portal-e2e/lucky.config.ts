import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import baseConfig, { serverEnv } from './playwright.config';

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
      ...serverEnv(port, dist),
      BRANDS: 'LUCKY:VND:₫',
      BRAND_APPS: `/lucky/=${join(dist, 'apps/brand-lucky')}`,
    },
  },
});
