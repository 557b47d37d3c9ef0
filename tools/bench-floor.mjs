// The floor of the wallet benchmark (bench-wallet --floor): the bare Fastify + pg server of
// tools/floor-server.mjs and pgbench running the same two statements on the same PostgreSQL, each measured
// with the same load as Playfront, so the benchmark prints Playfront's share of what the framework and the
// database allow on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './bench-support.mjs';

/** Starts tools/floor-server.mjs on a free port with `members` members; resolves once it listens. */
export async function startFloorServer({ databaseUrl, members }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'floor-server.mjs'), '--members', String(members)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    },
  );
  let log = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`floor server did not start: ${log}`)), 60_000);
    const onData = (chunk) => {
      log += chunk;
      if (log.includes('floor ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`floor server exited (${code}): ${log}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** Bearer tokens of the floor's members: their numbers. */
    tokens: Array.from({ length: members }, (_, i) => String(i + 1)),
    stop: () => child.kill('SIGTERM'),
  };
}

/** The pgbench scripts doing what the floor's two routes do, straight on the database. */
const scripts = (members) => ({
  reads: `\\set uid random(1, ${members})\nSELECT balance FROM floor_bench.accounts WHERE user_id = :uid AND kind = 'MAIN';\n`,
  transfers:
    `\\set uid random(1, ${members})\nBEGIN;\n` +
    'SELECT id FROM floor_bench.accounts WHERE user_id = :uid ORDER BY id FOR UPDATE;\n' +
    "UPDATE floor_bench.accounts SET balance = balance + CASE WHEN kind = 'MAIN' THEN -1 ELSE 1 END WHERE user_id = :uid;\n" +
    'END;\n',
});

/**
 * pgbench with `clients` connections running `transactions` of one script in all (rounded up to a whole
 * number per client); returns transactions/s and the mean latency, or null when pgbench is not installed.
 */
export function runPgbench({ databaseUrl, members, kind, clients, transactions }) {
  const dir = mkdtempSync(join(tmpdir(), 'playfront-pgbench-'));
  try {
    const file = join(dir, `${kind}.sql`);
    writeFileSync(file, scripts(members)[kind]);
    const perClient = Math.ceil(transactions / clients);
    const result = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-t',
        String(perClient),
        '-f',
        file,
        databaseUrl,
      ],
      { encoding: 'utf8' },
    );
    if (result.error) return null;
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(result.stdout);
    if (result.status !== 0 || !tps) throw new Error(`pgbench failed: ${result.stderr || result.stdout}`);
    return { 'req/s': Math.round(Number(tps[1])), 'mean ms': Number(latency?.[1] ?? Number.NaN) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The median of a list of numbers. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
