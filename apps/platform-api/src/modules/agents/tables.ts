import type { Generated } from 'kysely';
import type { BigId, Defaulted, Json, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * The agent hierarchy as a closure table: one row for every (ancestor, descendant) pair, depth 0 for a user
 * and itself. A team of any depth is one indexed lookup; triggers on users keep it in step with upline_id.
 */
export interface AgentTreeTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

/** A contract between an upline agent (null: the platform) and a direct downline agent. */
export interface AgentContractsTable {
  id: Generated<number>;
  merchant_code: string;
  upline_id: number | null;
  downline_id: number;
  kind: string;
  terms: Json<unknown>;
  status: string;
  request: string | null;
  requested_by: string | null;
  end_reason: string | null;
  offered_at: Timestamp;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
  /** Where the contract's settlement has got to: every period ending by then is settled. */
  settled_until: Timestamp | null;
}

/** One payment of a contract for one period (or the part of it the contract was live): settled once. */
export interface AgentSettlementsTable {
  id: BigId;
  merchant_code: string;
  contract_id: number;
  kind: string;
  /** Who pays: the upline, or null for the platform. */
  payer_id: number | null;
  payee_id: number;
  period_start: Timestamp;
  period_end: Timestamp;
  window_start: Timestamp;
  window_end: Timestamp;
  figures: Json<Record<string, string | number>>;
  rate_bps: number | null;
  tier: number | null;
  amount: Money;
  status: string;
  attempts: Defaulted<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  transaction_id: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

declare module '../../core/db' {
  interface Database {
    agent_tree: AgentTreeTable;
    agent_contracts: AgentContractsTable;
    agent_settlements: AgentSettlementsTable;
  }
}

export const agentsMigrations: Migration[] = [
  {
    id: 'agents_0001_tree_and_contracts',
    seq: 200,
    statements: [
      `CREATE TABLE agent_tree (
        ancestor_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        descendant_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        depth integer NOT NULL CHECK (depth >= 0),
        PRIMARY KEY (ancestor_id, descendant_id)
      )`,
      `CREATE INDEX agent_tree_descendant ON agent_tree (descendant_id, depth)`,
      `CREATE FUNCTION agent_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO agent_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
        IF NEW.upline_id IS NOT NULL THEN
          INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
            SELECT ancestor_id, NEW.id, depth + 1 FROM agent_tree WHERE descendant_id = NEW.upline_id;
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER users_agent_tree_insert AFTER INSERT ON users
        FOR EACH ROW EXECUTE FUNCTION agent_tree_insert()`,
      // Moving a user moves its whole team: the links from its old ancestors go, links from the new come.
      `CREATE FUNCTION agent_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.upline_id IS NOT NULL AND EXISTS (
          SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
        ) THEN
          RAISE EXCEPTION 'an upline cannot be in its own team' USING ERRCODE = 'PF400';
        END IF;
        DELETE FROM agent_tree t
          USING agent_tree team, agent_tree above
          WHERE team.ancestor_id = NEW.id AND above.descendant_id = NEW.id AND above.depth > 0
            AND t.ancestor_id = above.ancestor_id AND t.descendant_id = team.descendant_id;
        IF NEW.upline_id IS NOT NULL THEN
          INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
            SELECT above.ancestor_id, team.descendant_id, above.depth + team.depth + 1
            FROM agent_tree above, agent_tree team
            WHERE above.descendant_id = NEW.upline_id AND team.ancestor_id = NEW.id;
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER users_agent_tree_move AFTER UPDATE OF upline_id ON users
        FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
        EXECUTE FUNCTION agent_tree_move()`,
      // Every user that exists already, with every ancestor up its upline chain.
      `INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
        WITH RECURSIVE chain (ancestor_id, descendant_id, depth) AS (
          SELECT id, id, 0 FROM users
          UNION ALL
          SELECT u.upline_id, c.descendant_id, c.depth + 1
          FROM chain c JOIN users u ON u.id = c.ancestor_id
          WHERE u.upline_id IS NOT NULL
        )
        SELECT ancestor_id, descendant_id, depth FROM chain`,
      `CREATE TABLE agent_contracts (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        upline_id integer REFERENCES users(id),
        downline_id integer NOT NULL REFERENCES users(id),
        kind text NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME')),
        terms jsonb NOT NULL,
        status text NOT NULL
          CHECK (status IN ('OFFERED', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'TERMINATED', 'REPLACED')),
        request text CHECK (request IN ('NEW_CONTRACT', 'TERMINATION')),
        requested_by text CHECK (requested_by IN ('upline', 'downline')),
        end_reason text CHECK (end_reason IN ('REQUESTED', 'AUTO', 'REPLACED', 'OPERATOR')),
        offered_at timestamptz NOT NULL,
        started_at timestamptz,
        ended_at timestamptz,
        CHECK ((request IS NULL) = (requested_by IS NULL)),
        CHECK (status <> 'OFFERED' OR request = 'NEW_CONTRACT'),
        CHECK (upline_id IS DISTINCT FROM downline_id)
      )`,
      // One live contract and one open offer of each kind per downline.
      `CREATE UNIQUE INDEX agent_contracts_active ON agent_contracts (downline_id, kind) WHERE status = 'ACTIVE'`,
      `CREATE UNIQUE INDEX agent_contracts_offered ON agent_contracts (downline_id, kind) WHERE status = 'OFFERED'`,
      `CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, status)`,
    ],
  },
  {
    id: 'agents_0002_settlements',
    seq: 210,
    statements: [
      `ALTER TABLE agent_contracts ADD COLUMN settled_until timestamptz`,
      `CREATE TABLE agent_settlements (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        contract_id integer NOT NULL REFERENCES agent_contracts(id),
        kind text NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME')),
        payer_id integer REFERENCES users(id),
        payee_id integer NOT NULL REFERENCES users(id),
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        window_start timestamptz NOT NULL,
        window_end timestamptz NOT NULL,
        figures jsonb NOT NULL,
        rate_bps integer,
        tier integer,
        amount bigint NOT NULL CHECK (amount >= 0),
        status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'NIL')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL,
        transaction_id bigint REFERENCES ledger_transactions(id),
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        UNIQUE (contract_id, period_start),
        CHECK ((status = 'PAID') = (transaction_id IS NOT NULL)),
        CHECK (status <> 'NIL' OR amount = 0),
        CHECK (status = 'NIL' OR amount > 0)
      )`,
      `CREATE INDEX agent_settlements_due ON agent_settlements (next_attempt_at) WHERE status IN ('PENDING', 'FAILED')`,
      `CREATE INDEX agent_settlements_payee ON agent_settlements (payee_id, period_start DESC)`,
      `CREATE INDEX agent_settlements_payer ON agent_settlements (payer_id, period_start DESC)`,
    ],
  },
];
