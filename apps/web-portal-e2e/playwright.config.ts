import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { operatorKey } from './src/support';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env['E2E_PORT'] ?? 4310);
/** The build under test; E2E_DIST points at a copy so a rebuild in the workspace cannot swap it mid-run. */
const dist = process.env['E2E_DIST'] ?? join(root, 'dist');
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The environment of the server under test: the production build of platform-api on a fresh embedded
 * database, in demo mode, with the suite's operator key and limits.
 */
export const serverEnv = (port: number, dist: string): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  // The suite reads SMS codes and reset links from the outbox, which exists only in demo mode.
  DEMO_MODE: 'true',
  // One brand: the suite walks the portal and back office of the deployment's own brand (the second
  // demo brand's seed would double the start; the API suite covers many brands on one deployment).
  BRANDS: '',
  // Links in e-mails (password reset) start with the address the browser uses.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // Lets the suite switch the system status (maintenance, region) through the operator calls.
  OPERATOR_KEY: operatorKey,
  // Lets the agent journey settle today's daily wage as of tomorrow (POST /dev/jobs/run, operator key).
  TEST_CLOCK: 'true',
  PGLITE_DIR: mkdtempSync(join(tmpdir(), 'playfront-e2e-')),
  PORTAL_DIR: join(dist, 'apps/web-portal'),
  BACK_OFFICE_DIR: join(dist, 'apps/back-office'),
  // Every test comes from 127.0.0.1 and both projects share one server: the per-address limits on
  // registrations and logins (10 and 30 per window by default) would trip halfway through a run, and a
  // number registered by SMS gets its recovery code seconds later (1 SMS per number per minute by
  // default). The per-account captcha rule (3 failed logins) keeps its production value.
  RATE_REGISTER_IP_MAX: '200',
  RATE_LOGIN_IP_MAX: '500',
  RATE_SMS_MOBILE_MAX: '5',
  RATE_FREEPLAY_IP_MAX: '50',
});

/**
 * The journeys that move money, play and run jobs, which CI runs through the cluster (cluster.config.ts:
 * HAProxy, two API replicas, pgbouncer, PostgreSQL primary and read replica) instead of here when
 * E2E_CLUSTER_ELSEWHERE=true.
 */
export const clusterSpecs = /(money|protection|games|points)\.e2e\.ts$/;
const clusterElsewhere = process.env['E2E_CLUSTER_ELSEWHERE'] === 'true';

/** Runs against the production build served by platform-api on a fresh embedded database. */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  testIgnore: clusterElsewhere ? clusterSpecs : undefined,
  outputDir: join(import.meta.dirname, 'artifacts/test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  // A test walks a whole flow through the network and renders: room for a busy machine (a slow step still
  // fails within its action or expect timeout).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: join(import.meta.dirname, 'artifacts/report'), open: 'never' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // A click or fill on an element that never comes fails here, not at the end of a long test's time.
    actionTimeout: 30_000,
    // The portal registers a service worker (docs/operations.md, PWA), which would answer the build's files
    // itself and put its own fetches between a spec's route mocks and the page: blocked in every spec but
    // pwa.e2e.ts, which allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  // CI keeps within its time: the phone walks every route and member-centre page in every language (layout and
  // axe at 390 px) and runs the player-protection journey, the desktop runs every journey. Locally both run
  // everything.
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
      // The back office is a desktop and tablet app: its specs run in the desktop project only.
      ...(process.env['CI']
        ? { testMatch: clusterElsewhere ? /walk-axe\.e2e\.ts$/ : /(walk-axe|protection)\.e2e\.ts$/ }
        : { testIgnore: /back-office[^/]*\.e2e\.ts$/ }),
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      ...(process.env['CI']
        ? { testIgnore: clusterElsewhere ? [/walk-axe\.e2e\.ts$/, clusterSpecs] : /walk-axe\.e2e\.ts$/ }
        : {}),
    },
  ],
  webServer: {
    command: `node ${join(dist, 'apps/platform-api/main.mjs')}`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    // A fresh database seeds the demo data first: over a minute on a busy machine.
    timeout: 240_000,
    env: serverEnv(port, dist),
  },
});
