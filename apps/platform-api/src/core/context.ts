import type { Db } from './db';
import type { Background } from './background';
import type { Config } from './config';
import type { KeyRing, PasswordHasher } from './crypto';
import type { Delivery } from './delivery';

/** What every module needs; built once per app. Holds no per-user state, so replicas stay stateless. */
export interface AppContext {
  db: Db;
  /**
   * Reads that may lag a moment behind the primary: the game catalogue, the betting record and reports. A
   * streaming read replica when DATABASE_READ_URL is set, else `db`. Never money, sessions or anything read
   * to decide a write.
   */
  readDb: Db;
  config: Config;
  now(): Date;
  keys: KeyRing;
  passwords: PasswordHasher;
  captchaText(): string;
  /** Sends SMS and e-mail through the configured providers (see platform/delivery). */
  delivery: Delivery;
  /** Work that runs after the reply (see platform/background). */
  background: Background;
  /** What approving a two-person proposal of each kind does (registered by the module owning the action). */
  proposalExecutors: Map<string, ProposalExecutor>;
}

/** What approving a two-person proposal does, inside the approving transaction (see core/proposals.ts). */
export type ProposalExecutor = (
  trx: Db,
  ctx: AppContext,
  payload: Record<string, unknown>,
) => Promise<unknown>;
