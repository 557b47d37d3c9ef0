import { sql } from 'kysely';
import { seedsDemoData } from './core/config';
import type { Config } from './core/config';
import type { PasswordHasher } from './core/crypto';
import type { Db } from './core/db';
import type { Job, JobContext } from './core/jobs';
import { orderMigrations } from './core/migrate';
import { coreModule } from './core/module';
import type { DemoLogin, PlatformModule } from './core/module';
import { agentsModule } from './modules/agents';
import { bonusModule } from './modules/bonus';
import { cashbackModule } from './modules/cashback';
import { contentModule } from './modules/content';
import { demoProviderModule } from './modules/demo-provider';
import { gamesModule } from './modules/games';
import { identityModule } from './modules/identity';
import { memberModule } from './modules/member';
import { messagesModule } from './modules/messages';
import { missionsModule } from './modules/missions';
import { paymentsModule } from './modules/payments';
import { profitModule } from './modules/profit';
import { pointsModule } from './modules/points';
import { rewardsModule } from './modules/rewards';
import { promotionsModule } from './modules/promotions';
import { referralModule } from './modules/referral';
import { sessionModule } from './modules/session';
import { brandSeeded, registerBrand, systemModule } from './modules/system';
import { verificationModule } from './modules/verification';
import { vipModule } from './modules/vip';
import { walletModule } from './modules/wallet';
import { affiliateApplicationsModule } from './modules/affiliate-applications';
import { feedbackModule } from './modules/feedback';
import { protectionModule } from './modules/protection';
import { ensureFirstAdmin, operatorsModule } from './modules/operators';
import { randomToken } from './core/crypto';
import { runInBrand } from './core/brand-scope';

/**
 * Every module of the platform, in the order their routes are registered and their seeds run. Adding a
 * module is adding it here; infrastructure, app.ts and main.ts take migrations, routes, jobs, clean-ups and
 * seeds from this list.
 */
export const platformModules: PlatformModule[] = [
  coreModule,
  identityModule,
  sessionModule,
  memberModule,
  verificationModule,
  systemModule,
  contentModule,
  messagesModule,
  gamesModule,
  walletModule,
  bonusModule,
  cashbackModule,
  missionsModule,
  promotionsModule,
  rewardsModule,
  paymentsModule,
  referralModule,
  profitModule,
  agentsModule,
  vipModule,
  pointsModule,
  affiliateApplicationsModule,
  feedbackModule,
  protectionModule,
  operatorsModule,
  demoProviderModule,
];

/** Every module's migrations, in seq order. */
export const migrations = orderMigrations(platformModules);

const PURGE_EVERY_MS = 10 * 60_000;

/** Deletes every module's expired rows; returns how many. */
export async function purgeExpired(db: Db, now: Date, config: Config): Promise<number> {
  const counts = await Promise.all(platformModules.map((module) => module.purge?.(db, now, config) ?? 0));
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Every module's jobs, and the clean-up of expired rows every 10 minutes. With `brands`, each tick of a
 * module's job runs it for every brand of the deployment in turn, in that brand's scope (a brand added
 * while the process runs is included from its next tick); without, for `ctx.config`'s brand alone.
 */
export function platformJobs(ctx: JobContext, brands?: () => Promise<Config[]>): Job[] {
  const jobsOf = (config: Config) =>
    platformModules.flatMap((module) => module.jobs?.({ ...ctx, config }) ?? []);
  const template = jobsOf(ctx.config);
  const byBrand = new Map<string, Job[]>();
  const moduleJobs = brands
    ? template.map((job, index): Job => ({
        ...job,
        async run(now) {
          for (const config of await brands()) {
            let jobs = byBrand.get(config.merchantCode);
            if (!jobs) byBrand.set(config.merchantCode, (jobs = jobsOf(config)));
            const brandJob = jobs[index];
            if (brandJob) await runInBrand(config, () => brandJob.run(now));
          }
        },
      }))
    : template;
  return [
    ...moduleJobs,
    {
      name: 'purge expired rows',
      everyMs: PURGE_EVERY_MS,
      run: (now) => purgeExpired(ctx.db, now, ctx.config),
    },
  ];
}

/** Every module's reference data (house accounts, game catalogue, payment channels); idempotent, every start. */
export async function ensureReferenceData(db: Db, config: Config, now = new Date()): Promise<void> {
  for (const module of platformModules) {
    await module.reference?.({ db, config, merchant: config.merchantCode, now });
  }
}

const SEED_LOCK = 727_002;

/**
 * Seeds the brand on its first start, in one transaction under a lock (replicas may start together): every
 * module's reference data, then every module's seed (settings, countries), then, except in a production
 * configuration, every module's demo data (demo accounts, their money, notices, help centre, inbox).
 * Returns the demo logins (none in production), or null when the brand already existed.
 */
export async function seedIfEmpty(
  db: Db,
  config: Config,
  passwords: PasswordHasher,
  now = new Date(),
): Promise<DemoLogin[] | null> {
  const merchant = config.merchantCode;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await brandSeeded(trx, merchant)) return null;
    await registerBrand(trx, config, now);
    await ensureReferenceData(trx, config, now);
    for (const module of platformModules) await module.seed?.({ db: trx, config, merchant, now });
    if (!seedsDemoData(config)) return [];
    const logins: DemoLogin[] = [];
    const users = new Map<string, number>();
    const ctx = {
      db: trx,
      config,
      merchant,
      now,
      passwords,
      users,
      addLogin: (login: DemoLogin) => logins.push(login),
      noteLogin(username: string, fact: string) {
        const login = logins.find((entry) => entry.username === username);
        if (login) login.note = login.note ? `${login.note}; ${fact}` : fact;
      },
    };
    for (const module of platformModules) await module.demo?.(ctx);
    return logins;
  });
}

/**
 * The first back-office admin, when no operator exists (a new production brand, or one older than the back
 * office): its one-time password is FIRST_ADMIN_PASSWORD or a random one, returned to be printed once.
 */
export async function ensureOperatorAdmin(
  db: Db,
  passwords: PasswordHasher,
  now = new Date(),
  password = process.env['FIRST_ADMIN_PASSWORD'] || randomToken(12),
): Promise<DemoLogin | null> {
  const created = await ensureFirstAdmin(db, (text) => passwords.hash(text), password, now);
  return created
    ? {
        role: 'back-office admin (/bo/)',
        username: 'admin',
        password,
        note: 'enrol an authenticator at first sign-in',
      }
    : null;
}
