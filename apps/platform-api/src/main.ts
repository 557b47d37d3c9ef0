import { join } from 'node:path';
import { buildApp, loggerOptions } from './app';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { ensureCatalogue } from './db/seed-catalogue';
import { loadConfig } from './platform/config';
import { createPasswordHasher } from './platform/crypto';
import { startJobs } from './platform/jobs';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
const applied = await migrate(database.db);
const demoLogins = await seedIfEmpty(database.db, config, createPasswordHasher(config.argon2));
await ensureCatalogue(database.db, config.merchantCode, config.currency, new Date());

const app = await buildApp({
  db: database.db,
  config,
  portalDir: config.portalDir ?? join(process.cwd(), 'dist/apps/web-portal'),
  logger: loggerOptions(config.logLevel),
});
app.log.info(
  { database: database.kind, migrationsApplied: applied, merchantCode: config.merchantCode },
  'database ready',
);
if (demoLogins) {
  // Printed once, on the first start, so a developer can log in; these are public demo accounts.
  console.log(`\nPlayfront demo data seeded for merchant ${config.merchantCode}. Demo logins:`);
  for (const login of demoLogins) {
    console.log(
      `  ${login.role.padEnd(34)} ${login.username.padEnd(14)} ${login.password.padEnd(12)} ${login.note ?? ''}`,
    );
  }
  console.log('');
}

const stopJobs = startJobs(database.db, config, (error) => app.log.error({ err: error }, 'job failed'));
const shutdown = async () => {
  stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
