import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { runOps } from './ops/cli';
import { loadConfig } from './platform/config';

// Operator CLI: the same database settings as the server (DATABASE_URL, or PGLITE_DIR when unset).
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
let code = 1;
try {
  await migrate(database.db);
  code = await runOps(
    {
      db: database.db,
      merchant: config.merchantCode,
      currency: config.currency,
      now: () => new Date(),
      autoConfirmMinutes: config.withdrawalAutoConfirmMinutes,
    },
    process.argv.slice(2),
    (line) => console.log(line),
  );
} finally {
  await database.close();
}
process.exit(code);
