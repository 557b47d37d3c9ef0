import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env['E2E_PORT'] ?? 4310);
/** Operator key of the server under test (see docs/api.md, operator calls). */
export const operatorKey = 'e2e-operator-key';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs against the production build served by platform-api on a fresh embedded database. */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  outputDir: join(import.meta.dirname, 'artifacts/test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { outputFolder: join(import.meta.dirname, 'artifacts/report'), open: 'never' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: `node ${join(root, 'dist/apps/platform-api/main.mjs')}`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // Lets the suite switch the system status (maintenance, region) through the operator calls.
      OPERATOR_KEY: operatorKey,
      PGLITE_DIR: mkdtempSync(join(tmpdir(), 'playfront-e2e-')),
      PORTAL_DIR: join(root, 'dist/apps/web-portal'),
    },
  },
});
