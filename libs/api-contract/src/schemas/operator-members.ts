import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { IdSchema } from './numbers';
import { PageNumberQuery, PageOf, PageSizeQuery } from './paging';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const UnixMs = Type.Integer({ description: 'Unix ms' });
const IsoDay = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  format: 'date',
  description: 'yyyy-MM-dd (UTC), a real calendar day',
});

/** Error codes of the member calls of the back office (`err_<code>` texts in every language). */
export const MemberAdminErrorCode = {
  alreadyLocked: 'member_already_locked',
  notLocked: 'member_not_locked',
  sessionNotFound: 'member_session_not_found',
  labelUnknown: 'member_label_unknown',
  noContact: 'member_no_contact',
} as const;
export type MemberAdminErrorCode = (typeof MemberAdminErrorCode)[keyof typeof MemberAdminErrorCode];

/** One wallet of a member: its kind (MAIN, VENDOR, POINTS), code and balance (minor units; points whole). */
export const AdminMemberWallet = Type.Object({
  kind: Type.String(),
  code: Type.String(),
  balance: Type.String(),
});
export type AdminMemberWallet = Static<typeof AdminMemberWallet>;

/**
 * GET /wps/admin/members/:username: the member as an operator sees them. Mobile and e-mail are shown whole
 * (the member search already matches and lists them; operators need them to reach the member), to operators
 * with `members:read` only.
 */
export const AdminMemberDetail = Type.Object({
  userId: IdSchema(),
  username: Type.String(),
  nickname: Type.String(),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  birthDate: Nullable(Type.String({ description: 'date of birth YYYY-MM-DD given at registration' })),
  accountType: Type.Integer(),
  agent: Type.Boolean(),
  status: Type.Union([Type.Literal('active'), Type.Literal('locked')]),
  lock: Nullable(
    Type.Object({
      reason: Type.String(),
      lockedAt: Nullable(UnixMs),
      lockedBy: Nullable(Type.String()),
    }),
  ),
  mustChangePassword: Type.Boolean(),
  createdAt: UnixMs,
  lastLoginAt: Nullable(UnixMs),
  labels: Type.Array(Type.String(), {
    description: 'the stored labels (English keys of /wps/admin/vip/labels)',
  }),
  vipLevel: Type.Integer({ minimum: 0 }),
  clubLabel: Type.String(),
  activeSessions: Type.Integer({ minimum: 0 }),
  wallets: Type.Array(AdminMemberWallet),
});
export type AdminMemberDetail = Static<typeof AdminMemberDetail>;

/** GET /wps/admin/members/:username/ledger: the member's postings, newest first. */
export const AdminMemberLedgerQuery = Type.Object(
  {
    wallet: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$', description: 'wallet code' }),
    ),
    type: Type.Optional(
      Type.String({
        pattern: '^[A-Z][A-Z_]{1,39}$',
        description:
          'a type of the account record (DEPOSIT, GAME_BET, ...) or a points kind (POINTS_EARN, ...)',
      }),
    ),
    from: Type.Optional(IsoDay),
    to: Type.Optional(IsoDay),
    page: PageNumberQuery,
    size: PageSizeQuery,
  },
  { additionalProperties: false },
);
export type AdminMemberLedgerQuery = Static<typeof AdminMemberLedgerQuery>;

/** One posting on one of the member's wallets, typed like the member's account record. */
export const AdminLedgerRow = Type.Object({
  reference: Type.String(),
  time: UnixMs,
  type: Type.String({ description: 'DEPOSIT, GAME_BET, ..., or a points kind' }),
  wallet: Type.String({ description: 'wallet code: MAIN, POINTS or a vendor' }),
  amount: Type.String({ description: 'signed minor units (points whole)' }),
  balanceAfter: Type.String(),
  status: Type.String({ description: 'SUCCESS, or PENDING / PAID / REJECTED for withdrawals' }),
  remark: Type.String(),
});
export type AdminLedgerRow = Static<typeof AdminLedgerRow>;

export const AdminMemberLedgerPage = PageOf(AdminLedgerRow);
export type AdminMemberLedgerPage = Static<typeof AdminMemberLedgerPage>;

/** One live session of a member. */
export const AdminMemberSession = Type.Object({
  id: IdSchema(),
  device: Nullable(Type.String({ description: 'the browser or app (user agent)' })),
  ip: Nullable(Type.String()),
  startedAt: UnixMs,
  lastSeenAt: UnixMs,
  expiresAt: UnixMs,
  restricted: Type.Boolean({ description: 'waiting for a forced password change' }),
});
export type AdminMemberSession = Static<typeof AdminMemberSession>;

export const AdminMemberSessionList = Type.Object({ list: Type.Array(AdminMemberSession) });
export type AdminMemberSessionList = Static<typeof AdminMemberSessionList>;

export const AdminMemberSessionParams = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  sessionId: IdSchema(),
});

/** DELETE of one or every session: how many ended. */
export const AdminSessionsEnded = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type AdminSessionsEnded = Static<typeof AdminSessionsEnded>;

/** POST /wps/admin/members/:username/lock: the reason is required (the member is told their account is locked). */
export const AdminMemberLockRequest = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type AdminMemberLockRequest = Static<typeof AdminMemberLockRequest>;

/** POST /wps/admin/members/:username/unlock. */
export const AdminMemberUnlockRequest = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type AdminMemberUnlockRequest = Static<typeof AdminMemberUnlockRequest>;

/**
 * 200 of POST /wps/admin/members/:username/reset-password: a one-time password went to the member's own
 * e-mail (or, without one, mobile); the operator never sees it. `to` is masked.
 */
export const AdminPasswordReset = Type.Object({
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  to: Type.String({ description: 'masked destination' }),
  sessionsEnded: Type.Integer({ minimum: 0 }),
});
export type AdminPasswordReset = Static<typeof AdminPasswordReset>;

/** PUT /wps/admin/members/:username/labels: the member's labels, each one of the brand's labels. */
export const AdminMemberLabelsRequest = Type.Object(
  {
    labels: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type AdminMemberLabelsRequest = Static<typeof AdminMemberLabelsRequest>;
