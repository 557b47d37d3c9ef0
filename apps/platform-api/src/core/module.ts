import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db';
import type { FastifyTypebox } from './fastify';
import { coreJobs, purgeCoreRows } from './jobs';
import type { Job, JobContext } from './jobs';
import { deliveryMigrations } from './delivery/tables';
import type { Migration } from './migrate';

/**
 * What a module hands to the composition (src/modules.ts): infrastructure knows modules only through this
 * shape. A module owns its tables (declared in its tables.ts), its migrations, its routes, its jobs and the
 * expired rows it cleans up.
 */
export interface PlatformModule {
  name: string;
  migrations?: Migration[];
  routes?(app: FastifyTypebox, ctx: AppContext): void | Promise<void>;
  jobs?(ctx: JobContext): Job[];
  /** Deletes the module's expired rows (run every 10 minutes on every replica); returns how many. */
  purge?(db: Db, now: Date, config: Config): Promise<number>;
}

/** Infrastructure's own tables, jobs and expired rows, composed like a module's. */
export const coreModule: PlatformModule = {
  name: 'core',
  migrations: deliveryMigrations,
  jobs: coreJobs,
  purge: purgeCoreRows,
};
