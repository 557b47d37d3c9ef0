import { spawn } from 'node:child_process';
import { LOG_DESTINATION } from './app';

/**
 * A process that logs through `destination`, whose reader goes away (the parent closes its end of the pipe),
 * then logs on and exits: whether it ends (true) or is still there after `ms` (false, then killed).
 */
function exitsAfterBrokenPipe(destination: object | null, ms: number): Promise<boolean> {
  const script = `
    const pino = require('pino');
    const destination = JSON.parse(process.env.LOG_DESTINATION_UNDER_TEST);
    const log = destination ? pino({}, pino.destination(destination)) : pino();
    log.info('ready');
    process.stdin.once('data', () => {
      for (let i = 0; i < 3; i++) log.info({ i }, 'stopping');
      process.exit(0);
    });`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, LOG_DESTINATION_UNDER_TEST: JSON.stringify(destination) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(false);
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
    child.stdout.once('data', () => {
      child.stdout.destroy();
      child.stdin.write('go\n');
    });
  });
}

describe('the log destination', () => {
  it('lets the server exit when the reader of its output is gone', async () => {
    // A supervisor that died, or a test tool that exited first: SIGTERM must still stop the server.
    expect(await exitsAfterBrokenPipe(LOG_DESTINATION, 20_000)).toBe(true);
  });
});
