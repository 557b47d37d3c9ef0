import type { Config } from './config';
import type { AppContext } from './context';
import type { PasswordHasher } from './crypto';
import type { Db } from './db';
import type { FastifyTypebox } from './fastify';
import { coreJobs, purgeCoreRows } from './jobs';
import type { Job, JobContext } from './jobs';
import { deliveryMigrations } from './delivery/tables';
import type { Migration } from './migrate';

/** What a module's seed works with: the brand's database (a transaction when seeding a new brand). */
export interface SeedContext {
  db: Db;
  config: Config;
  merchant: string;
  now: Date;
}

/** A demo account printed on the first start. */
export interface DemoLogin {
  role: string;
  username: string;
  password: string;
  note?: string;
}

/** What a module's demo seed works with: the demo accounts made so far, and the list printed at start. */
export interface DemoSeedContext extends SeedContext {
  passwords: PasswordHasher;
  /** Ids of the demo accounts by username (the identity module makes them; later modules add to them). */
  users: Map<string, number>;
  /** Adds a demo login to the list printed at start. */
  addLogin(login: DemoLogin): void;
  /** Adds a fact to a demo login's note (its payment password, its balance). */
  noteLogin(username: string, fact: string): void;
}

/**
 * What a module hands to the composition (src/platform-modules.ts): infrastructure knows modules only
 * through this shape. A module owns its tables (declared in its tables.ts), its migrations, its routes,
 * its jobs, the expired rows it cleans up and its seed data.
 */
export interface PlatformModule {
  name: string;
  migrations?: Migration[];
  routes?(app: FastifyTypebox, ctx: AppContext): void | Promise<void>;
  jobs?(ctx: JobContext): Job[];
  /** Deletes the module's expired rows (run every 10 minutes on every replica); returns how many. */
  purge?(db: Db, now: Date, config: Config): Promise<number>;
  /**
   * Reference data every brand needs (house accounts, the game catalogue, payment channels). Runs on every
   * start and must be idempotent: it fills in what an older database lacks and never overwrites an edit.
   */
  reference?(ctx: SeedContext): Promise<void>;
  /**
   * A new brand's starting data (default settings, countries), once, in the one transaction that seeds the
   * brand, after every module's reference data.
   */
  seed?(ctx: SeedContext): Promise<void>;
  /**
   * Demo data of a new brand (demo accounts, their money, notices, help centre, inbox), once, after every
   * module's `seed`; never in a production configuration (`seedsDemoData` in core/config.ts).
   */
  demo?(ctx: DemoSeedContext): Promise<void>;
}

/** Infrastructure's own tables, jobs and expired rows, composed like a module's. */
export const coreModule: PlatformModule = {
  name: 'core',
  migrations: deliveryMigrations,
  jobs: coreJobs,
  purge: purgeCoreRows,
};
