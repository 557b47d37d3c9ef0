import type { PromotionRules, PromotionText } from '@playfront/api-contract';
import type { BigId, Defaulted, DefaultedJson, Json, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';
import type { Generated } from 'kysely';

/** A promotion of the brand: its type, its texts per language, its rules and its period. */
export interface PromotionsTable {
  id: Generated<number>;
  merchant_code: string;
  type: string;
  /** {en: {title, summary, content}, th: …}; content is HTML sanitised when saved. */
  texts: Json<Record<string, PromotionText>>;
  image_url: string;
  rules: Json<PromotionRules>;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  paused: Defaulted<boolean>;
  /** Set when the operator ends it early. */
  ended_at: Timestamp | null;
  sort: Defaulted<number>;
  created_at: Timestamp;
}

/**
 * A member's part in a promotion (one row per promotion and member). `status` is what was stored: JOINED,
 * APPLYING, REJECTED, ISSUED or CLAIMED; what the member sees is computed from it (status.ts).
 */
export interface PromotionParticipationsTable {
  id: BigId;
  promotion_id: number;
  user_id: number;
  status: string;
  joined_at: Timestamp;
  /** DEPOSIT: the deposit the claimed bonus was computed from. */
  deposit_reference: string | null;
  bonus_id: string | null;
  /** APPLY: the member's note and the operator's reason for a rejection. */
  note: string | null;
  reason: string | null;
  updated_at: Timestamp;
}

/** APPLY: the images of a member's application, re-encoded and stored under UPLOAD_DIR like payment proofs. */
export interface PromotionApplicationImagesTable {
  id: Generated<number>;
  participation_id: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Timestamp;
}

/** RAFFLE: the committed seed (its hash is public before the draw), and after the draw the winners. */
export interface RaffleDrawsTable {
  promotion_id: number;
  seed: string;
  seed_hash: string;
  drawn_at: Timestamp | null;
  tickets: Defaulted<number>;
  winners: DefaultedJson<RaffleWinnerRow[]>;
}

export interface RaffleWinnerRow {
  rank: number;
  userId: number;
  ticket: number;
  prize: string;
}

declare module '../../core/db' {
  interface Database {
    promotions: PromotionsTable;
    promotion_participations: PromotionParticipationsTable;
    promotion_application_images: PromotionApplicationImagesTable;
    raffle_draws: RaffleDrawsTable;
  }
}

export const promotionsMigrations: Migration[] = [
  {
    id: 'promotions_0001_promotions',
    seq: 240,
    statements: [
      `CREATE TABLE promotions (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        type text NOT NULL CHECK (type IN ('DEPOSIT', 'REGISTRATION', 'APPLY', 'RAFFLE', 'MISSION')),
        texts jsonb NOT NULL,
        image_url text NOT NULL,
        rules jsonb NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        paused boolean NOT NULL DEFAULT false,
        ended_at timestamptz,
        sort integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        CHECK (ends_at IS NULL OR ends_at > starts_at)
      )`,
      `CREATE INDEX promotions_merchant ON promotions (merchant_code, starts_at)`,
      `CREATE TABLE promotion_participations (
        id bigserial PRIMARY KEY,
        promotion_id integer NOT NULL REFERENCES promotions(id),
        user_id integer NOT NULL REFERENCES users(id),
        status text NOT NULL CHECK (status IN ('JOINED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED')),
        joined_at timestamptz NOT NULL,
        deposit_reference text,
        bonus_id bigint REFERENCES bonuses(id),
        note text,
        reason text,
        updated_at timestamptz NOT NULL,
        UNIQUE (promotion_id, user_id),
        CHECK ((status IN ('CLAIMED', 'ISSUED')) = (bonus_id IS NOT NULL))
      )`,
      `CREATE INDEX promotion_participations_user ON promotion_participations (user_id)`,
      // A deposit pays one deposit bonus.
      `CREATE UNIQUE INDEX promotion_participations_deposit ON promotion_participations (deposit_reference)
        WHERE deposit_reference IS NOT NULL`,
      `CREATE INDEX promotion_participations_review ON promotion_participations (promotion_id, status)`,
      `CREATE TABLE promotion_application_images (
        id serial PRIMARY KEY,
        participation_id bigint NOT NULL REFERENCES promotion_participations(id),
        file_name text NOT NULL UNIQUE,
        content_type text NOT NULL,
        size integer NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX promotion_application_images_participation ON promotion_application_images (participation_id)`,
      `CREATE TABLE raffle_draws (
        promotion_id integer PRIMARY KEY REFERENCES promotions(id),
        seed text NOT NULL,
        seed_hash text NOT NULL,
        drawn_at timestamptz,
        tickets integer NOT NULL DEFAULT 0,
        winners jsonb NOT NULL DEFAULT '[]'
      )`,
    ],
  },
];
