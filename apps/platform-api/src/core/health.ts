import { ErrorCode } from '@playfront/api-contract';
import { sql } from 'kysely';
import type { FastifyContextConfig, FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Db } from './db';
import { fail } from './errors';
import type { Migration } from './migrate';

const ok = (status: string) => ({ success: true, value: { status }, message: null, code: null });

/** Route options of the probes: never hidden behind the overload refusal, so the proxy sees why. */
export const probeOptions: RouteShorthandOptions = {
  schema: { hide: true },
  // @fastify/under-pressure reads a route's own handler (undefined: let the request through).
  config: { pressureHandler: () => undefined } as FastifyContextConfig,
};

/**
 * The probes of a process manager or proxy:
 * - `/health` and `/health/live`: the process runs and its event loop answers (restart it when this fails);
 * - `/health/ready`: the database answers and every migration this build knows is applied (send it traffic
 *   only then). 503 with Retry-After otherwise, so a proxy takes the replica out until it recovers.
 */
export function healthRoutes(
  app: FastifyInstance,
  db: Db | undefined,
  migrations: readonly Migration[],
): void {
  const live = async () => ok('ok');
  app.get('/health', probeOptions, live);
  app.get('/health/live', probeOptions, live);

  // Migrations never un-apply: once all are seen, only the database's reachability is checked.
  let migrated = false;
  app.get('/health/ready', probeOptions, async (request, reply) => {
    const notReady = (message: string) =>
      reply.code(503).header('retry-after', '5').send(fail(ErrorCode.serviceUnavailable, message));
    if (!db) return notReady('No database is configured');
    try {
      if (migrated) {
        await sql`SELECT 1`.execute(db);
      } else {
        const applied = new Set(
          (await db.selectFrom('schema_migrations').select('id').execute()).map((row) => row.id),
        );
        const missing = migrations.filter((migration) => !applied.has(migration.id)).length;
        if (missing > 0) return await notReady(`${missing} migrations are not applied yet`);
        migrated = true;
      }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unavailable');
      return notReady('The database is unavailable');
    }
    return ok('ready');
  });
}
