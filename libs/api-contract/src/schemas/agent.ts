import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdSchema } from './numbers';
import { MinorUnits, PaymentPassword, PositiveMinorUnits, SignedMinorUnits } from './wallet';

const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));

/** A rate in basis points: 1 is 0.01 %, 10000 is 100 %. */
export const RateBps = Type.Integer({
  minimum: 0,
  maximum: 10_000,
  description: 'basis points (1 = 0.01 %)',
});

/** Contract kinds (spec §3): dividend, daily wage, hourly wage and real-time salary. */
export const contractKinds = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME'] as const;
export type ContractKind = (typeof contractKinds)[number];
export const ContractKindSchema = Type.Union([
  Type.Literal('DIVIDEND'),
  Type.Literal('DAILY_WAGE'),
  Type.Literal('HOURLY_WAGE'),
  Type.Literal('REALTIME'),
]);

/** Dividend periods (spec §3). */
export const dividendPeriods = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];
export const DividendPeriodSchema = Type.Union([
  Type.Literal('DAILY'),
  Type.Literal('WEEKLY'),
  Type.Literal('SEMIMONTHLY'),
  Type.Literal('MONTHLY'),
]);

/** A dividend tier: reached when the period's valid bet, the team's loss and the active members all reach it. */
export const DividendTier = Type.Object(
  {
    validBet: MinorUnits,
    teamLoss: MinorUnits,
    activeMembers: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    rateBps: RateBps,
  },
  { additionalProperties: false },
);
export type DividendTier = Static<typeof DividendTier>;

/** A wage tier: reached when the day's (or hour's) team bet amount reaches `betAmount`. */
export const WageTier = Type.Object(
  { betAmount: MinorUnits, rateBps: RateBps },
  { additionalProperties: false },
);
export type WageTier = Static<typeof WageTier>;

const Tiers = <T extends typeof DividendTier | typeof WageTier>(tier: T) =>
  Type.Array(tier, { minItems: 1, maxItems: 10 });

/** The terms of a contract, by kind. */
export const ContractTerms = Type.Union([
  Type.Object(
    { kind: Type.Literal('DIVIDEND'), period: DividendPeriodSchema, tiers: Tiers(DividendTier) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('DAILY_WAGE'), tiers: Tiers(WageTier) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('HOURLY_WAGE'), tiers: Tiers(WageTier) }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('REALTIME'),
      profitRateBps: RateBps,
      lossRateBps: RateBps,
      /** The smallest stake that counts. */
      singleBet: MinorUnits,
    },
    { additionalProperties: false },
  ),
]);
export type ContractTerms = Static<typeof ContractTerms>;

export const contractStatuses = [
  'OFFERED',
  'ACTIVE',
  'REJECTED',
  'WITHDRAWN',
  'TERMINATED',
  'REPLACED',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];
export const ContractStatusSchema = Type.Union([
  Type.Literal('OFFERED'),
  Type.Literal('ACTIVE'),
  Type.Literal('REJECTED'),
  Type.Literal('WITHDRAWN'),
  Type.Literal('TERMINATED'),
  Type.Literal('REPLACED'),
]);

/** Why a contract ended: asked and agreed, cut by a lower upline contract, or replaced by a newer one. */
export const contractEndReasons = ['REQUESTED', 'AUTO', 'REPLACED', 'OPERATOR'] as const;
export type ContractEndReason = (typeof contractEndReasons)[number];

export const AgentContract = Type.Object({
  id: Type.Integer(),
  kind: ContractKindSchema,
  upline: Type.Union([Type.String(), Type.Null()], { description: 'null: the platform' }),
  downline: Type.String(),
  terms: ContractTerms,
  status: ContractStatusSchema,
  /** A pending request the other side answers: a new contract (OFFERED) or a termination (of an ACTIVE one). */
  request: Type.Union([Type.Literal('NEW_CONTRACT'), Type.Literal('TERMINATION'), Type.Null()]),
  /** Who made the pending request: 'upline' or 'downline'. */
  requestedBy: Type.Union([Type.Literal('upline'), Type.Literal('downline'), Type.Null()]),
  endReason: Type.Union([
    Type.Literal('REQUESTED'),
    Type.Literal('AUTO'),
    Type.Literal('REPLACED'),
    Type.Literal('OPERATOR'),
    Type.Null(),
  ]),
  offeredAt: Type.Integer({ description: 'Unix ms' }),
  startedAt: Type.Union([Type.Integer(), Type.Null()]),
  endedAt: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * For the party that must answer the pending request: the usernames of its own direct downlines whose
   * ACTIVE contracts of this kind end automatically (end reason AUTO) if it accepts, because they pay more
   * than the offered terms, or all of them when the request ends its own contract. Empty for anyone else.
   */
  autoTerminates: Type.Array(Type.String()),
});
export type AgentContract = Static<typeof AgentContract>;

export const ContractListQuery = Type.Object({
  role: Type.Optional(Type.Union([Type.Literal('upline'), Type.Literal('downline')])),
  status: Type.Optional(ContractStatusSchema),
  kind: Type.Optional(ContractKindSchema),
  page: Page,
  size: Size,
});
export type ContractListQuery = Static<typeof ContractListQuery>;

export const ContractPage = Type.Object({
  list: Type.Array(AgentContract),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ContractPage = Static<typeof ContractPage>;

/** POST /wps/agent/contracts: an upline offers a contract to a direct downline agent. */
export const OfferContractRequest = Type.Object(
  { downline: Type.String({ minLength: 1, maxLength: 64 }), terms: ContractTerms },
  { additionalProperties: false },
);
export type OfferContractRequest = Static<typeof OfferContractRequest>;

export const ContractParams = Type.Object({ id: IdSchema() });
export type ContractParams = Static<typeof ContractParams>;

/** One member of an agent's team (any depth below the agent). */
export const TeamMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  accountType: Type.Integer(),
  /** 1: a direct downline; 2: a downline's downline; … */
  level: Type.Integer({ minimum: 1 }),
  upline: Type.String(),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')]),
  balance: MinorUnits,
  registeredAt: Type.Integer({ description: 'Unix ms' }),
  lastLoginAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type TeamMember = Static<typeof TeamMember>;

export const TeamQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')])),
  scope: Type.Optional(Type.Union([Type.Literal('direct'), Type.Literal('all')], { default: 'all' })),
  page: Page,
  size: Size,
});
export type TeamQuery = Static<typeof TeamQuery>;

export const TeamPage = Type.Object({
  list: Type.Array(TeamMember),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type TeamPage = Static<typeof TeamPage>;

/** POST /wps/agent/team/register: a member or an agent directly below the caller. */
export const RegisterDownlineRequest = Type.Object(
  {
    username: Type.String({ maxLength: 64 }),
    role: Type.Union([Type.Literal('member'), Type.Literal('agent')]),
    nickname: Type.Optional(Type.String({ maxLength: 64 })),
    /**
     * The account holder's date of birth (YYYY-MM-DD), required while the brand asks it at registration:
     * checked against the brand's minimum age like a player's own registration (reg_underage).
     */
    birthday: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type RegisterDownlineRequest = Static<typeof RegisterDownlineRequest>;

export const RegisterDownlineResult = Type.Object({
  username: Type.String(),
  accountType: Type.Integer(),
  /** A one-time password for this account only: it must be changed at the first login. */
  initialPassword: Type.String(),
});
export type RegisterDownlineResult = Static<typeof RegisterDownlineResult>;

/** POST /wps/agent/team/transfer: from the agent's main wallet to a team member's (idempotent). */
export const DownlineTransferRequest = Type.Object(
  {
    downline: Type.String({ minLength: 1, maxLength: 64 }),
    amount: PositiveMinorUnits,
    paymentPassword: PaymentPassword,
    remark: Type.Optional(Type.String({ maxLength: 140 })),
  },
  { additionalProperties: false },
);
export type DownlineTransferRequest = Static<typeof DownlineTransferRequest>;

export const DownlineTransferResult = Type.Object({
  reference: Type.String(),
  amount: MinorUnits,
  downline: Type.String(),
  mainBalance: MinorUnits,
});
export type DownlineTransferResult = Static<typeof DownlineTransferResult>;

export const settlementStatuses = ['PENDING', 'PAID', 'FAILED', 'NIL'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

/**
 * One settlement of a contract for one period (the part of it the contract was live): the team's figures,
 * the rate reached and the amount; PENDING until paid, FAILED while the payer cannot pay (retried), NIL when
 * nothing was earned.
 */
export const AgentSettlement = Type.Object({
  id: Type.String(),
  contractId: Type.Integer(),
  kind: ContractKindSchema,
  /** null: the platform. */
  payer: Type.Union([Type.String(), Type.Null()]),
  payee: Type.String(),
  periodStart: Type.Integer({ description: 'Unix ms' }),
  periodEnd: Type.Integer({ description: 'Unix ms' }),
  validBet: MinorUnits,
  payout: MinorUnits,
  /** Valid bet minus payouts: what the team lost (negative: it won). */
  teamLoss: SignedMinorUnits,
  activeMembers: Type.Integer(),
  rateBps: Type.Union([RateBps, Type.Null()]),
  amount: MinorUnits,
  status: Type.Union([
    Type.Literal('PENDING'),
    Type.Literal('PAID'),
    Type.Literal('FAILED'),
    Type.Literal('NIL'),
  ]),
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  paidAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type AgentSettlement = Static<typeof AgentSettlement>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

export const SettlementQuery = Type.Object({
  kind: Type.Optional(ContractKindSchema),
  /** income: paid to me (default); paid: what I pay my downlines. */
  role: Type.Optional(Type.Union([Type.Literal('income'), Type.Literal('paid')], { default: 'income' })),
  status: Type.Optional(
    Type.Union([Type.Literal('PENDING'), Type.Literal('PAID'), Type.Literal('FAILED'), Type.Literal('NIL')]),
  ),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  page: Page,
  size: Size,
});
export type SettlementQuery = Static<typeof SettlementQuery>;

export const SettlementPage = Type.Object({
  list: Type.Array(AgentSettlement),
  total: Type.Integer(),
  /** Sum of the PAID amounts of every matching item (all pages). */
  paidTotal: MinorUnits,
  page: Type.Integer(),
  size: Type.Integer(),
});
export type SettlementPage = Static<typeof SettlementPage>;

/** Operator: every settlement item, filtered. */
export const AdminSettlementQuery = Type.Object({
  kind: Type.Optional(ContractKindSchema),
  status: Type.Optional(
    Type.Union([Type.Literal('PENDING'), Type.Literal('PAID'), Type.Literal('FAILED'), Type.Literal('NIL')]),
  ),
  payee: Type.Optional(Type.String({ maxLength: 64 })),
  page: Page,
  size: Size,
});
export type AdminSettlementQuery = Static<typeof AdminSettlementQuery>;

export const SettlementRunResult = Type.Object({
  planned: Type.Integer({ description: 'items created for periods that were due' }),
  paid: Type.Integer({ description: 'items paid' }),
});
export type SettlementRunResult = Static<typeof SettlementRunResult>;

/** Operator: the agents of one level of the hierarchy (top-level, or below `upline`), or found by name. */
export const AdminAgentQuery = Type.Object({
  /** The agent whose direct downline agents are listed; absent: the top-level agents. */
  upline: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** Agents at any level whose username starts with this (the level is then ignored). */
  search: Type.Optional(Type.String({ maxLength: 64 })),
  page: Page,
  size: Size,
});
export type AdminAgentQuery = Static<typeof AdminAgentQuery>;

/** Operator: one agent of the hierarchy, with its team's size and its live contracts. */
export const AdminAgent = Type.Object({
  username: Type.String(),
  nickname: Type.String(),
  accountType: Type.Integer(),
  /** null: a top-level agent, contracted by the platform. */
  upline: Type.Union([Type.String(), Type.Null()]),
  /** 1: top-level; 2: below a top-level agent; … */
  level: Type.Integer({ minimum: 1 }),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')]),
  directAgents: Type.Integer({ minimum: 0 }),
  directMembers: Type.Integer({ minimum: 0 }),
  /** Every account below the agent, any depth. */
  teamSize: Type.Integer({ minimum: 0 }),
  /** The kinds of the ACTIVE contracts the agent holds. */
  liveContracts: Type.Array(ContractKindSchema),
  /** Pending requests (offers, terminations) on contracts the agent is a party of. */
  openRequests: Type.Integer({ minimum: 0 }),
  registeredAt: Type.Integer({ description: 'Unix ms' }),
});
export type AdminAgent = Static<typeof AdminAgent>;

export const AdminAgentPage = Type.Object({
  list: Type.Array(AdminAgent),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type AdminAgentPage = Static<typeof AdminAgentPage>;

/** Operator: one agent and its uplines, from the top-level agent down to its direct upline. */
export const AdminAgentDetail = Type.Object({
  agent: AdminAgent,
  path: Type.Array(Type.String()),
});
export type AdminAgentDetail = Static<typeof AdminAgentDetail>;

export const AdminAgentParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
export type AdminAgentParams = Static<typeof AdminAgentParams>;
