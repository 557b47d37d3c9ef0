import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { IdSchema } from './numbers';
import { PageNumberQuery, PageOf, PageSizeQuery } from './paging';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const UnixMs = Type.Integer({ description: 'Unix ms' });

/**
 * The back office's roles. Each grants a set of permissions (`<area>:read` or `<area>:write`, the area being
 * the path segment after /wps/admin/); the server checks one on every operator call.
 */
export const operatorRoles = ['admin', 'finance', 'support', 'marketing', 'agents', 'readonly'] as const;
export type OperatorRole = (typeof operatorRoles)[number];
export const OperatorRoleSchema = Type.Enum(operatorRoles);

export const OperatorUsername = Type.String({
  pattern: '^[a-z][a-z0-9_.-]{2,31}$',
  description: '3 to 32 characters',
});
/** Operators' passwords: 12 to 128 characters (no composition rules; checked against common passwords). */
export const OperatorPassword = Type.String({ minLength: 12, maxLength: 128 });
export const TotpCode = Type.String({ pattern: '^[0-9]{6}$' });

/** POST /wps/admin/auth/login: the first step (password). */
export const OperatorLoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type OperatorLoginRequest = Static<typeof OperatorLoginRequest>;

/**
 * The password was right: the second step (authenticator code) needs the ticket. An operator without an
 * authenticator yet gets its secret to enrol (the code then proves the enrolment).
 */
export const OperatorLoginTicket = Type.Object({
  ticket: Type.String(),
  expiresAt: UnixMs,
  enrol: Nullable(
    Type.Object({
      secret: Type.String({ description: 'base32' }),
      otpauthUri: Type.String(),
    }),
  ),
});
export type OperatorLoginTicket = Static<typeof OperatorLoginTicket>;

/** POST /wps/admin/auth/verify: the second step. */
export const OperatorVerifyRequest = Type.Object(
  { ticket: Type.String({ minLength: 20, maxLength: 128 }), code: TotpCode },
  { additionalProperties: false },
);
export type OperatorVerifyRequest = Static<typeof OperatorVerifyRequest>;

/** Who is calling: an operator's session or the automation key. */
export const OperatorMe = Type.Object({
  username: Type.String(),
  displayName: Type.String(),
  kind: Type.Union([Type.Literal('operator'), Type.Literal('key')]),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
});
export type OperatorMe = Static<typeof OperatorMe>;

/** A brand of the deployment, as the back office offers it (each call's Merchant header picks one). */
export const OperatorBrand = Type.Object({
  merchantCode: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** The deployment's own brand: the one a call without a Merchant header is for. */
  own: Type.Boolean(),
});
export type OperatorBrand = Static<typeof OperatorBrand>;

export const OperatorSession = Type.Object({ token: Type.String(), operator: OperatorMe });
export type OperatorSession = Static<typeof OperatorSession>;

export const OperatorAccount = Type.Object({
  username: Type.String(),
  displayName: Type.String(),
  roles: Type.Array(Type.String()),
  disabled: Type.Boolean(),
  totpEnrolled: Type.Boolean(),
  createdAt: UnixMs,
  createdBy: Nullable(Type.String()),
  lastLoginAt: Nullable(UnixMs),
});
export type OperatorAccount = Static<typeof OperatorAccount>;

export const OperatorAccountList = Type.Object({ list: Type.Array(OperatorAccount) });
export type OperatorAccountList = Static<typeof OperatorAccountList>;

export const OperatorCreate = Type.Object(
  {
    username: OperatorUsername,
    displayName: Type.String({ minLength: 1, maxLength: 64 }),
    roles: Type.Array(OperatorRoleSchema, { minItems: 1, maxItems: operatorRoles.length, uniqueItems: true }),
    password: OperatorPassword,
  },
  { additionalProperties: false },
);
export type OperatorCreate = Static<typeof OperatorCreate>;

export const OperatorUpdate = Type.Object(
  {
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    roles: Type.Optional(
      Type.Array(OperatorRoleSchema, { minItems: 1, maxItems: operatorRoles.length, uniqueItems: true }),
    ),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OperatorUpdate = Static<typeof OperatorUpdate>;

/** POST /wps/admin/operators/:username/reset: a new password, and the authenticator enrolled again. */
export const OperatorReset = Type.Object({ password: OperatorPassword }, { additionalProperties: false });
export type OperatorReset = Static<typeof OperatorReset>;

export const OperatorUsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });

export const OperatorRoleList = Type.Object({
  list: Type.Array(Type.Object({ role: Type.String(), permissions: Type.Array(Type.String()) })),
});
export type OperatorRoleList = Static<typeof OperatorRoleList>;

/** GET /wps/admin/audit: the audit trail, newest first. */
export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'part of the action' })),
    target: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'part of the target' })),
    from: Type.Optional(UnixMs),
    to: Type.Optional(UnixMs),
    page: PageNumberQuery,
    size: PageSizeQuery,
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: UnixMs,
  actor: Type.String(),
  actorKind: Type.Union([Type.Literal('operator'), Type.Literal('key'), Type.Literal('system')]),
  roles: Type.Array(Type.String()),
  action: Type.String({ description: 'METHOD /route as declared, e.g. PUT /wps/admin/setting/brand' }),
  summary: Type.String(),
  target: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  status: Type.Integer(),
  ip: Nullable(Type.String()),
  brand: Nullable(
    Type.String({ description: 'Merchant code of the brand the call worked on; null for deployment-wide' }),
  ),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = PageOf(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

/** What a second operator must approve (two-person rule). */
export const proposalKinds = ['balance_adjustment', 'bonus_grant', 'withdrawal_release'] as const;
export type ProposalKind = (typeof proposalKinds)[number];
export const proposalStatuses = ['pending', 'approved', 'rejected', 'failed'] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

export const Proposal = Type.Object({
  id: IdSchema(),
  kind: Type.Enum(proposalKinds),
  summary: Type.String(),
  target: Type.String(),
  amount: Nullable(Type.String({ description: 'minor units, signed' })),
  payload: Type.Unknown(),
  status: Type.Enum(proposalStatuses),
  proposedBy: Type.String(),
  proposedAt: UnixMs,
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(UnixMs),
  reason: Nullable(Type.String()),
  result: Type.Unknown(),
});
export type Proposal = Static<typeof Proposal>;

export const ProposalQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum(proposalStatuses)),
    page: PageNumberQuery,
    size: PageSizeQuery,
  },
  { additionalProperties: false },
);
export type ProposalQuery = Static<typeof ProposalQuery>;

export const ProposalPage = PageOf(Proposal);
export type ProposalPage = Static<typeof ProposalPage>;

export const ProposalIdParams = Type.Object({ id: IdSchema() });

export const ProposalDecision = Type.Object(
  { reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) },
  { additionalProperties: false },
);
export type ProposalDecision = Static<typeof ProposalDecision>;

/**
 * POST /wps/admin/members/:username/adjustments: a manual correction of a member's main wallet, signed minor
 * units (a credit from, or a debit to, the house's adjustment account). Always a proposal.
 */
export const BalanceAdjustmentRequest = Type.Object(
  {
    amount: Type.String({ pattern: '^-?[1-9][0-9]{0,14}$', description: 'minor units, signed, not zero' }),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BalanceAdjustmentRequest = Static<typeof BalanceAdjustmentRequest>;

/** POST /wps/admin/members/:username/bonus: a bonus grant; above the brand's threshold it becomes a proposal. */
export const BonusGrantRequest = Type.Object(
  {
    amount: Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'minor units' }),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BonusGrantRequest = Static<typeof BonusGrantRequest>;

/** 202: the action waits for a second operator; 200 (bonus below the threshold): done now. */
export const ProposalCreated = Type.Object({ proposal: Proposal });
export type ProposalCreated = Static<typeof ProposalCreated>;

/** The two-person thresholds (brand setting `twoPerson`), minor units. */
export const TwoPersonSettings = Type.Object(
  {
    bonusGrantAbove: Type.String({ pattern: '^[0-9]{1,15}$' }),
    withdrawalAbove: Type.String({ pattern: '^[0-9]{1,15}$' }),
  },
  { additionalProperties: false },
);
export type TwoPersonSettings = Static<typeof TwoPersonSettings>;

const Totals = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  amount: Type.String({ description: 'minor units' }),
});

/** GET /wps/admin/dashboard: today (UTC) so far, and the queues waiting on an operator. */
export const AdminDashboard = Type.Object({
  day: Type.String({ description: 'yyyy-MM-dd (UTC)' }),
  deposits: Totals,
  withdrawals: Totals,
  bets: Totals,
  payouts: Totals,
  grossGamingRevenue: Type.String({ description: 'bets minus payouts, minor units' }),
  activePlayers: Type.Integer({ minimum: 0, description: 'members who signed in or bet today' }),
  newPlayers: Type.Integer({ minimum: 0 }),
  pending: Type.Object({
    deposits: Type.Integer({ minimum: 0 }),
    withdrawals: Type.Integer({ minimum: 0 }),
    disputes: Type.Integer({ minimum: 0 }),
    redemptions: Type.Integer({ minimum: 0 }),
    affiliateApplications: Type.Integer({ minimum: 0 }),
    feedback: Type.Integer({ minimum: 0 }),
    proposals: Type.Integer({ minimum: 0 }),
    /** Open affordability reviews (player protection: a member declared they can afford their deposits). */
    affordabilityReviews: Type.Integer({ minimum: 0 }),
  }),
});
export type AdminDashboard = Static<typeof AdminDashboard>;

/** GET /wps/admin/members: search by part of the username, mobile or e-mail. */
export const AdminMemberQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    page: PageNumberQuery,
    size: PageSizeQuery,
  },
  { additionalProperties: false },
);
export type AdminMemberQuery = Static<typeof AdminMemberQuery>;

export const AdminMemberRow = Type.Object({
  userId: IdSchema(),
  username: Type.String(),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  accountType: Type.Integer(),
  agent: Type.Boolean(),
  disabled: Type.Boolean(),
  vipLevel: Type.Integer({ minimum: 0 }),
  balance: Type.String({ description: 'main wallet, minor units' }),
  createdAt: UnixMs,
  lastLoginAt: Nullable(UnixMs),
});
export type AdminMemberRow = Static<typeof AdminMemberRow>;

export const AdminMemberPage = PageOf(AdminMemberRow);
export type AdminMemberPage = Static<typeof AdminMemberPage>;

/**
 * The areas of operator calls: the path segment after /wps/admin/ (`ops` for /dev/ and the ledger checks).
 * A permission is `<area>:read` (GET) or `<area>:write` (anything else).
 */
export const operatorAreas = [
  'dashboard',
  'members',
  // Player protection of members (limits, breaks, affordability reviews): health and money data, read by those
  // who support members, not by marketing or agents.
  'protection',
  'deposits',
  'withdrawals',
  'payment-channels',
  'ledger',
  'content',
  'messages',
  'promotions',
  'promotion-applications',
  'missions',
  'cashback',
  'referral',
  'vip',
  'points',
  'games',
  'agents',
  'affiliate-applications',
  'feedback',
  'setting',
  'system',
  'whitelabel',
  'operators',
  'audit',
  'proposals',
  'reports',
  'ops',
] as const;
export type OperatorArea = (typeof operatorAreas)[number];

const both = (areas: readonly OperatorArea[]) => areas.flatMap((area) => [`${area}:read`, `${area}:write`]);
const read = (areas: readonly OperatorArea[]) => areas.map((area) => `${area}:read`);

/** What each role may do. `proposals:write` (approving another operator's proposal) is admin's and finance's. */
export const rolePermissions: Record<OperatorRole, readonly string[]> = {
  admin: both(operatorAreas),
  finance: [
    ...both(['deposits', 'withdrawals', 'payment-channels', 'ledger', 'proposals', 'cashback']),
    ...read(['dashboard', 'members', 'points', 'agents', 'reports']),
  ],
  support: [
    ...both(['members', 'protection', 'feedback', 'messages']),
    ...read(['dashboard', 'deposits', 'withdrawals', 'affiliate-applications', 'proposals', 'points', 'vip']),
  ],
  marketing: [
    ...both([
      'content',
      'messages',
      'promotions',
      'promotion-applications',
      'missions',
      'cashback',
      'referral',
      'vip',
      'points',
      'games',
    ]),
    ...read(['dashboard', 'members']),
  ],
  agents: [...both(['agents', 'affiliate-applications']), ...read(['dashboard', 'members'])],
  readonly: read(operatorAreas),
};

/** The permissions of a set of roles, sorted, without repeats. */
export const permissionsOf = (roles: readonly string[]): string[] =>
  [
    ...new Set(
      roles.flatMap((role) => (role in rolePermissions ? rolePermissions[role as OperatorRole] : [])),
    ),
  ].sort();

/** 200 of a bonus grant at or below the threshold: paid now. */
export const BonusGranted = Type.Object({ reference: Type.String() });
export type BonusGranted = Static<typeof BonusGranted>;

export const AdminMemberParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
