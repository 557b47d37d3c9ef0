import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { serverEnv } from './playwright.config';

const root = join(import.meta.dirname, '../..');

/**
 * Starts the cluster (tools/cluster.mjs, in its own process) that the cluster config's tests run against;
 * the function it returns stops it after the run.
 */
export default async function clusterSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env['E2E_CLUSTER_PORT'] ?? 4380);
  const dist = process.env['E2E_DIST'] ?? join(root, 'dist');
  // The suite's settings, without what belongs to one process on PGlite (the cluster gives each replica its
  // port, the databases and the build's folders).
  const {
    PORT: _port,
    HOST: _host,
    PGLITE_DIR: _pglite,
    PORTAL_DIR: _portal,
    BACK_OFFICE_DIR: _backOffice,
    ...env
  } = serverEnv(port, dist);
  const cluster = spawn(
    process.execPath,
    [
      join(root, 'tools/cluster.mjs'),
      '--port',
      String(port),
      '--dist',
      dist,
      '--dir',
      '/tmp/playfront-e2e-cluster',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The browser, two replicas and two databases share the machine's cores: the overload refusal
      // (under-pressure, tested in src/ops/operations.spec.ts) would answer 503 to the journeys while a
      // busy machine lags, so it is off here unless the caller sets it.
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'test',
        MAX_EVENT_LOOP_DELAY_MS: process.env['MAX_EVENT_LOOP_DELAY_MS'] ?? '0',
      },
    },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Ctrl-C stops the cluster')) resolve();
    };
    cluster.stdout.on('data', onData);
    cluster.stderr.on('data', onData);
    cluster.once('exit', (code) => reject(new Error(`the cluster did not start (exit ${code}):\n${log}`)));
  });
  process.stdout.write(log);
  return async () => {
    const stopped = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await stopped;
  };
}
