import { openDatabase } from './core/db';
import { migrations } from './platform-modules';
import { migrate } from './core/migrate';
import { databaseBackend, httpBackend, runOps } from './ops/cli';
import { loadConfig } from './core/config';

// Operator CLI. With PLAYFRONT_API_URL it talks to a running server's operator calls (OPERATOR_KEY);
// otherwise it opens the same database as the server (DATABASE_URL, or PGLITE_DIR when unset).
const config = loadConfig();
const apiUrl = process.env['PLAYFRONT_API_URL']?.trim();
const args = process.argv.slice(2);
const print = (line: string) => console.log(line);
let code = 1;
if (apiUrl) {
  if (!/^https?:\/\//.test(apiUrl) || !config.operatorKey) {
    console.error('PLAYFRONT_API_URL must be an http(s) URL, and OPERATOR_KEY must hold the operator key');
  } else {
    try {
      code = await runOps(httpBackend(apiUrl, config.operatorKey), args, print);
    } catch (error) {
      console.error(`The server at ${apiUrl} could not be reached: ${(error as Error).message}`);
    }
  }
} else {
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
  try {
    await migrate(database.db, migrations);
    const env = {
      db: database.db,
      merchant: config.merchantCode,
      currency: config.currency,
      now: () => new Date(),
      autoConfirmMinutes: config.withdrawalAutoConfirmMinutes,
    };
    code = await runOps(databaseBackend(env, config.uploadDir, config.twoPersonWithdrawalAbove), args, print);
  } finally {
    await database.close();
  }
}
process.exit(code);
