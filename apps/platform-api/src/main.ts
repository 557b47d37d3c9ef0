import { join } from 'node:path';
import { buildApp, loggerOptions } from './app';
import { openDatabase } from './core/db';
import { migrate } from './core/migrate';
import { ConfigError, assertDeployable, loadConfig } from './core/config';
import type { Config } from './core/config';
import { createPasswordHasher, loadKeyRing } from './core/crypto';
import { brandConfig } from './core/brand-scope';
import { createDelivery } from './core/delivery';
import { startJobs } from './core/jobs';
import {
  ensureOperatorAdmin,
  ensureReferenceData,
  migrations,
  platformJobs,
  seedIfEmpty,
} from './platform-modules';
import { createBrandRegistry, ensureOwnBrand } from './modules/system';

let config: Config;
try {
  config = loadConfig();
  assertDeployable(config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Playfront cannot start: ${error.message}`);
  process.exit(1);
}
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  preparedStatements: config.databasePreparedStatements,
});
// Reads that may lag (catalogue, betting record, reports) go to a streaming replica when one is configured.
const replica = config.databaseReadUrl
  ? await openDatabase({ url: config.databaseReadUrl, preparedStatements: config.databasePreparedStatements })
  : null;
const applied = await migrate(database.db, migrations);
const demoLogins = await seedIfEmpty(database.db, config, createPasswordHasher(config.argon2));
// Without demo data (production) the first admin's password is printed once, here.
const firstAdmin = await ensureOperatorAdmin(database.db, createPasswordHasher(config.argon2));
await ensureReferenceData(database.db, config);
await ensureOwnBrand(database.db, config);
// The further brands of BRANDS, each seeded as a new brand on its first start (demo data outside production).
for (const brand of config.brands) {
  const logins = await seedIfEmpty(
    database.db,
    brandConfig(config, brand),
    createPasswordHasher(config.argon2),
  );
  if (logins?.length) {
    console.log(
      `\nBrand ${brand.merchantCode} (${brand.currency}) seeded with the same demo logins (send Merchant: ${brand.merchantCode}).`,
    );
  }
}
const brands = createBrandRegistry(database.db, config);
// Reference data is idempotent: every brand of the deployment gets what a newer version adds.
for (const brand of await brands.all()) {
  if (brand !== config) await ensureReferenceData(database.db, brand);
}

const keys = await loadKeyRing(database.db, process.env['CREDENTIAL_PRIVATE_KEY']);
const delivery = createDelivery({
  db: database.db,
  config,
  now: () => new Date(),
  sealKey: keys.deriveKey('delivery'),
});
const app = await buildApp({
  db: database.db,
  config,
  keys,
  delivery,
  brands,
  portalDir: config.portalDir ?? join(process.cwd(), 'dist/apps/web-portal'),
  backOfficeDir: config.backOffice.enabled
    ? (config.backOffice.dir ?? join(process.cwd(), 'dist/apps/back-office'))
    : undefined,
  brandApps: config.brandApps,
  logger: loggerOptions(config.logLevel),
  poolStats: database.poolStats,
  readDb: replica?.db,
});
app.log.info(
  { database: database.kind, migrationsApplied: applied, merchantCode: config.merchantCode },
  'database ready',
);
if (config.demoMode) {
  app.log.warn(
    {
      outbox: '/dev/outbox',
      email: config.smtp ? 'smtp' : 'outbox',
      sms: config.smsGateway ? 'sms-gateway' : 'outbox',
    },
    'demo mode: outbox at /dev/outbox (SMS codes and reset links readable by anyone), demo logins work; never expose this to players',
  );
}
if (demoLogins?.length) {
  // Printed once, on the first start, so a developer can log in; these are public demo accounts.
  console.log(`\nPlayfront demo data seeded for merchant ${config.merchantCode}. Demo logins:`);
  for (const login of demoLogins) {
    console.log(
      `  ${login.role.padEnd(34)} ${login.username.padEnd(14)} ${login.password.padEnd(12)} ${login.note ?? ''}`,
    );
  }
  console.log('');
}
if (firstAdmin) {
  // Printed once: the first operator's one-time password (set FIRST_ADMIN_PASSWORD to choose it).
  console.log(
    `\nBack office: sign in at ${config.publicUrl}/bo/ as ${firstAdmin.username} with ${firstAdmin.password}, ` +
      'enrol an authenticator app, then create the other operators and change this password.\n',
  );
}

const onError = (error: unknown, job = 'scheduled games') => app.log.error({ err: error, job }, 'job failed');
const stopJobs = startJobs(
  platformJobs({ db: database.db, config, delivery, onError }, () => brands.all()),
  onError,
);
const startedAt = Date.now();
const shutdown = async (signal: string) => {
  app.log.info(
    { event: 'shutdown', signal, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
    'stopping',
  );
  stopJobs();
  // Fastify stops accepting connections and waits for the requests in flight before the database closes.
  await app.close();
  await replica?.close();
  await database.close();
  app.log.info({ event: 'stopped', signal }, 'stopped');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    event: 'started',
    node: process.version,
    port: config.port,
    database: database.kind,
    readReplica: replica !== null,
    brands: (await brands.all()).map((brand) => brand.merchantCode),
    demoMode: config.demoMode,
  },
  'started',
);
