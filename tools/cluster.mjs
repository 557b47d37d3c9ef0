#!/usr/bin/env node
// A real cluster on one machine: PostgreSQL 15 primary with a streaming read replica (pg_basebackup -R),
// pgbouncer in transaction mode in front of both, N platform-api replicas (the production build) and HAProxy
// spreading requests over them with /health/ready checks. Debian packages: postgresql, pgbouncer, haproxy.
//
//   node tools/cluster.mjs [--replicas 2] [--port 8080] [--dir /tmp/playfront-cluster] [--dist dist]
//
// runs in the foreground until Ctrl-C (everything it started stops with it). Build first:
// npx nx run-many -t build -p web-portal back-office platform-api. Extra settings of the API replicas come
// from the environment (e.g. DEMO_MODE=true OPERATOR_KEY=…); see docs/operations.md "A cluster on one
// machine". `startCluster` is also used by the cluster's chaos run and end-to-end run.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync, chownSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const isRoot = process.getuid?.() === 0;

const pgBin = () => {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin/pg_ctl')))
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  if (!version) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return join(base, version, 'bin');
};

const need = (command, pkg) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`${command} is not installed: apt-get install -y ${pkg}`);
  }
};

/** Runs a PostgreSQL tool as the postgres user when this process is root (PostgreSQL refuses root). */
const asPostgres = (file, args) => {
  if (!isRoot) return execFileSync(file, args, { stdio: 'pipe' });
  const quoted = [file, ...args].map((part) => `'${String(part).replaceAll("'", `'\\''`)}'`).join(' ');
  return execFileSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' });
};

const waitFor = async (what, check, timeoutMs = 300_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const ready = async (url) => (await fetch(url)).ok;

/**
 * Starts the cluster; resolves once the proxy answers /health/ready. Returns the proxy's address, the
 * database addresses, and the controls the chaos run uses (kill and restart an API replica, cut the
 * database connections) and stop().
 */
export async function startCluster({
  replicas = 2,
  port = 8080,
  dir = '/tmp/playfront-cluster',
  env = {},
  dist = join(root, 'dist'),
  log = console.log,
} = {}) {
  need('pgbouncer', 'pgbouncer');
  need('haproxy', 'haproxy');
  const bin = pgBin();
  const ports = { primary: port + 10, replica: port + 11, bouncer: port + 12, api: port + 20 };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (isRoot) chownSync(dir, ...postgresIds());
  const children = [];
  const stopAll = [];

  // 1. The primary, with WAL for a streaming replica.
  const primary = join(dir, 'primary');
  asPostgres(join(bin, 'initdb'), ['-D', primary, '-A', 'trust', '-U', 'postgres']);
  const pgOptions = (p) =>
    `-p ${p} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c wal_level=replica -c max_wal_senders=5 -c hot_standby=on`;
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    primary,
    '-o',
    pgOptions(ports.primary),
    '-l',
    join(dir, 'primary.log'),
    '-w',
    'start',
  ]);
  stopAll.push(() => asPostgres(join(bin, 'pg_ctl'), ['-D', primary, '-m', 'fast', 'stop']));
  log(`PostgreSQL primary on 127.0.0.1:${ports.primary}`);

  // 2. The read replica: a base backup that follows the primary's WAL (-R writes standby.signal).
  const replica = join(dir, 'replica');
  asPostgres(join(bin, 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.primary),
    '-U',
    'postgres',
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    replica,
    '-o',
    pgOptions(ports.replica),
    '-l',
    join(dir, 'replica.log'),
    '-w',
    'start',
  ]);
  stopAll.push(() => asPostgres(join(bin, 'pg_ctl'), ['-D', replica, '-m', 'fast', 'stop']));
  log(`PostgreSQL streaming replica on 127.0.0.1:${ports.replica}`);

  // 3. pgbouncer in transaction mode: one pool to the primary, one to the replica.
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `playfront = host=127.0.0.1 port=${ports.primary} dbname=postgres`,
      `playfront_replica = host=127.0.0.1 port=${ports.replica} dbname=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${ports.bouncer}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 40',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      ...(isRoot ? ['user = postgres'] : []),
      '',
    ].join('\n'),
  );
  if (isRoot) chownSync(join(dir, 'pgbouncer.ini'), ...postgresIds());
  const bouncer = spawn('pgbouncer', [join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  children.push(bouncer);
  const databaseUrl = `postgres://postgres@127.0.0.1:${ports.bouncer}/playfront`;
  const readUrl = `postgres://postgres@127.0.0.1:${ports.bouncer}/playfront_replica`;
  log(`pgbouncer (transaction mode) on 127.0.0.1:${ports.bouncer}`);

  // 4. The API replicas: the first alone (migrations and the demo seed), then the others.
  const apis = [];
  const startApi = (index) => {
    const apiPort = ports.api + index;
    const child = spawn(process.execPath, [join(dist, 'apps/platform-api/main.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_READ_URL: readUrl,
        // pgbouncer in transaction mode (Debian's 1.18) cannot carry prepared statements: a statement
        // prepared on one server connection would be looked for on another.
        DATABASE_PREPARED_STATEMENTS: 'false',
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORTAL_DIR: join(dist, 'apps/web-portal'),
        BACK_OFFICE_DIR: join(dist, 'apps/back-office'),
        ...env,
      },
    });
    const entry = { index, port: apiPort, child, log: '' };
    child.stdout.on('data', (chunk) => (entry.log += chunk));
    child.stderr.on('data', (chunk) => (entry.log += chunk));
    apis[index] = entry;
    return entry;
  };
  for (let index = 0; index < replicas; index += 1) {
    const api = startApi(index);
    await waitFor(`API replica ${index + 1}`, () => ready(`http://127.0.0.1:${api.port}/health/ready`));
    log(`API replica ${index + 1} on 127.0.0.1:${api.port}`);
  }

  // 5. HAProxy: round robin over the replicas that answer /health/ready; a request is re-sent to another
  // replica only when the connection failed (it never reached one), so nothing runs twice.
  writeFileSync(
    join(dir, 'haproxy.cfg'),
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  retries 2',
      '  option redispatch',
      '  retry-on conn-failure',
      'frontend portal',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk GET /health/ready',
      ...Array.from(
        { length: replicas },
        (_, i) => `  server api${i + 1} 127.0.0.1:${ports.api + i} check inter 1s fall 2 rise 1`,
      ),
      '',
    ].join('\n'),
  );
  const proxy = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
  children.push(proxy);
  const base = `http://127.0.0.1:${port}`;
  await waitFor('HAProxy', () => ready(`${base}/health/ready`), 30_000);
  log(`HAProxy on ${base} over ${replicas} API replicas`);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const api of apis) api?.child.kill('SIGTERM');
    for (const child of children) child.kill('SIGTERM');
    for (const each of stopAll.reverse()) {
      try {
        each();
      } catch {
        // already stopped
      }
    }
  };
  return {
    base,
    databaseUrl,
    readUrl,
    primaryUrl: `postgres://postgres@127.0.0.1:${ports.primary}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${ports.replica}/postgres`,
    apis,
    /** Kills API replica `index` at once (SIGKILL: no graceful shutdown). */
    kill: (index) => apis[index].child.kill('SIGKILL'),
    /** Starts API replica `index` again and waits until it is ready. */
    async restart(index) {
      const api = startApi(index);
      await waitFor(`API replica ${index + 1}`, () => ready(`http://127.0.0.1:${api.port}/health/ready`));
    },
    /** Ends every database connection the API holds on the primary (as a failover or network cut would). */
    cutDatabaseConnections() {
      asPostgres(join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(ports.primary),
        '-U',
        'postgres',
        '-Atc',
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      ]);
    },
    stop,
  };
}

function postgresIds() {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return [uid, gid];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const cluster = await startCluster({
    replicas: Number(arg('replicas', 2)),
    port: Number(arg('port', 8080)),
    dir: arg('dir', '/tmp/playfront-cluster'),
    dist: arg('dist', join(root, 'dist')),
  });
  console.log(`\nPlayfront at ${cluster.base} (Ctrl-C stops the cluster)`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
  setInterval(() => undefined, 1 << 30);
}
