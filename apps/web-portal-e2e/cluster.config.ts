import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig, { clusterSpecs } from './playwright.config';

const port = Number(process.env['E2E_CLUSTER_PORT'] ?? 4380);

/**
 * The money journeys through a real cluster (tools/cluster.mjs): HAProxy over two API replicas, pgbouncer in
 * transaction mode, a PostgreSQL primary and its streaming read replica. The cluster starts in the global
 * setup and stops after the run. CI runs these specs here only (the main run leaves them out).
 */
export default defineConfig({
  ...baseConfig,
  testMatch: clusterSpecs,
  testIgnore: undefined,
  outputDir: join(import.meta.dirname, 'artifacts/cluster-results'),
  reporter: [
    ['list'],
    ['html', { outputFolder: join(import.meta.dirname, 'artifacts/cluster-report'), open: 'never' }],
  ],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
  // The phone keeps its CI share (the protection journey), the desktop runs every cluster spec.
  projects: baseConfig.projects?.map((project) =>
    project.name === 'phone'
      ? { ...project, testMatch: /protection\.e2e\.ts$/ }
      : { ...project, testMatch: clusterSpecs, testIgnore: [] },
  ),
  globalSetup: join(import.meta.dirname, 'cluster-setup.ts'),
  webServer: undefined,
});
