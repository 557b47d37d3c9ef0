import type { BigId, Defaulted, Json, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/** A brand's points rules: the exchange ratio of chips, the smallest conversion, the requirement window. */
export interface PointsSettingsTable {
  merchant_code: string;
  /** `exchange_points` points buy `exchange_amount` minor units. */
  exchange_points: number;
  exchange_amount: Money;
  min_convert: Money;
  requirement_days: number;
  updated_at: Timestamp;
}

/** Points earned per 100.00 of valid bets of a source (a point type of play, or DEPOSIT). */
export interface PointsRatesTable {
  merchant_code: string;
  source: string;
  points_per_100: number;
  updated_at: Timestamp;
}

/** How far earning has swept rounds and deposits (a lookback re-reads the last minutes; awards are unique). */
export interface PointsCursorsTable {
  merchant_code: string;
  source_kind: string;
  through: Timestamp;
}

/** What one round or deposit earned: unique per source, so it earns once however many runners race. */
export interface PointsAwardsTable {
  id: BigId;
  merchant_code: string;
  user_id: number;
  source_kind: string;
  /** The round's or deposit's reference. */
  source_ref: string;
  type: string;
  basis: Money;
  points: Money;
  transaction_id: string | null;
  created_at: Timestamp;
}

/** An item of the mall, with its texts per language and its stock. */
export interface PointsGoodsTable {
  id: Defaulted<number>;
  merchant_code: string;
  kind: string;
  /** {en: {name, description, category}, th: …}; en is always there. */
  texts: Json<Record<string, { name: string; description: string; category: string }>>;
  image: string;
  points: Money;
  amount_requirement: Money;
  chips: Money;
  quantity: number;
  available: number;
  max_per_redemption: number;
  paused: Defaulted<boolean>;
  sort: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A redemption of goods or a conversion to chips, with its spend (and refund) postings. */
export interface PointsRedemptionsTable {
  id: Defaulted<number>;
  merchant_code: string;
  user_id: number;
  reference: string;
  goods_id: number | null;
  type: string;
  quantity: number;
  points: Money;
  amount: Money;
  status: string;
  delivery: Json<{ name: string; phone: string; address: string }> | null;
  reason: string | null;
  transaction_id: string;
  refund_transaction_id: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

declare module '../../core/db' {
  interface Database {
    points_settings: PointsSettingsTable;
    points_rates: PointsRatesTable;
    points_cursors: PointsCursorsTable;
    points_awards: PointsAwardsTable;
    points_goods: PointsGoodsTable;
    points_redemptions: PointsRedemptionsTable;
  }
}

export const pointsMigrations: Migration[] = [
  {
    id: 'points_0001_points',
    seq: 301,
    statements: [
      `CREATE TABLE points_settings (
        merchant_code text PRIMARY KEY,
        exchange_points integer NOT NULL CHECK (exchange_points BETWEEN 1 AND 1000000),
        exchange_amount bigint NOT NULL CHECK (exchange_amount BETWEEN 1 AND 1000000),
        min_convert bigint NOT NULL CHECK (min_convert >= 1),
        requirement_days integer NOT NULL CHECK (requirement_days BETWEEN 1 AND 365),
        updated_at timestamptz NOT NULL
      )`,
      `CREATE TABLE points_rates (
        merchant_code text NOT NULL,
        source text NOT NULL,
        points_per_100 integer NOT NULL CHECK (points_per_100 BETWEEN 0 AND 100000),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_code, source)
      )`,
      `CREATE TABLE points_cursors (
        merchant_code text NOT NULL,
        source_kind text NOT NULL CHECK (source_kind IN ('ROUND', 'DEPOSIT')),
        through timestamptz NOT NULL,
        PRIMARY KEY (merchant_code, source_kind)
      )`,
      `CREATE TABLE points_awards (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        source_kind text NOT NULL CHECK (source_kind IN ('ROUND', 'DEPOSIT')),
        source_ref text NOT NULL,
        type text NOT NULL,
        basis bigint NOT NULL CHECK (basis >= 0),
        points bigint NOT NULL CHECK (points >= 0),
        transaction_id bigint REFERENCES ledger_transactions(id),
        created_at timestamptz NOT NULL,
        UNIQUE (source_kind, source_ref)
      )`,
      `CREATE INDEX points_awards_user ON points_awards (user_id, created_at)`,
      `CREATE TABLE points_goods (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('PHYSICAL', 'CHIPS')),
        texts jsonb NOT NULL,
        image text NOT NULL,
        points bigint NOT NULL CHECK (points > 0),
        amount_requirement bigint NOT NULL CHECK (amount_requirement >= 0),
        chips bigint NOT NULL CHECK (chips >= 0),
        quantity integer NOT NULL CHECK (quantity >= 0),
        available integer NOT NULL CHECK (available >= 0 AND available <= quantity),
        max_per_redemption integer NOT NULL CHECK (max_per_redemption BETWEEN 1 AND 100),
        paused boolean NOT NULL DEFAULT false,
        sort integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK ((kind = 'CHIPS') = (chips > 0))
      )`,
      `CREATE INDEX points_goods_merchant ON points_goods (merchant_code, sort, id)`,
      `CREATE TABLE points_redemptions (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        reference text NOT NULL UNIQUE,
        goods_id integer REFERENCES points_goods(id),
        type text NOT NULL CHECK (type IN ('PHYSICAL', 'CHIPS', 'CONVERT')),
        quantity integer NOT NULL CHECK (quantity >= 1),
        points bigint NOT NULL CHECK (points > 0),
        amount bigint NOT NULL CHECK (amount >= 0),
        status text NOT NULL CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
        delivery jsonb,
        reason text,
        transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
        refund_transaction_id bigint REFERENCES ledger_transactions(id),
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        CHECK ((type = 'CONVERT') = (goods_id IS NULL)),
        CHECK ((status = 'REJECTED') = (refund_transaction_id IS NOT NULL)),
        CHECK ((status = 'IN_PROCESS') = (decided_at IS NULL))
      )`,
      `CREATE INDEX points_redemptions_user ON points_redemptions (user_id, created_at DESC, id DESC)`,
      `CREATE INDEX points_redemptions_open ON points_redemptions (merchant_code, created_at) WHERE status = 'IN_PROCESS'`,
    ],
  },
];
