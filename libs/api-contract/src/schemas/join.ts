import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { IdSchema } from './numbers';
import { PageNumberQuery, PageOf, PageSizeQuery } from './paging';

const UnixMs = Type.Integer({ description: 'Unix ms' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Messenger apps an applicant can be reached on (spec §2 affiliate application). */
export const messengerChannels = ['telegram', 'whatsapp', 'line', 'zalo', 'wechat', 'other'] as const;
export type MessengerChannel = (typeof messengerChannels)[number];
/** Where an applicant's players come from. */
export const trafficChannels = [
  'website',
  'social',
  'community',
  'video',
  'ads',
  'offline',
  'other',
] as const;
export type TrafficChannel = (typeof trafficChannels)[number];
/** The statuses an applicant sees on /join. */
export const joinStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type JoinStatus = (typeof joinStatuses)[number];

export const JOIN_NAME_MAX = 64;
export const JOIN_MESSAGE_MAX = 500;
export const JOIN_PLAYERS_MAX = 1_000_000;
export const JOIN_REASON_MAX = 300;

const StatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
]);

export const ApplicationEmail = Type.String({ maxLength: 128, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
/** A mobile number with its country code, digits only after the plus: +84912345678. */
export const ApplicationMobile = Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', maxLength: 16 });
export const ApplicationReference = Type.String({ pattern: '^JA[0-9A-Z]{8}$', maxLength: 10 });

export const MessengerContact = Type.Object(
  {
    channel: Type.Union([
      Type.Literal('telegram'),
      Type.Literal('whatsapp'),
      Type.Literal('line'),
      Type.Literal('zalo'),
      Type.Literal('wechat'),
      Type.Literal('other'),
    ]),
    handle: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type MessengerContact = Static<typeof MessengerContact>;

/** PUT /wps/affiliate-applications: at least one of email and mobile. */
export const AffiliateApplicationRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: JOIN_NAME_MAX }),
    email: Type.Optional(Type.String({ maxLength: 128 })),
    mobile: Type.Optional(Type.String({ maxLength: 16 })),
    messengers: Type.Array(MessengerContact, { maxItems: 6 }),
    trafficChannels: Type.Array(
      Type.Union([
        Type.Literal('website'),
        Type.Literal('social'),
        Type.Literal('community'),
        Type.Literal('video'),
        Type.Literal('ads'),
        Type.Literal('offline'),
        Type.Literal('other'),
      ]),
      { minItems: 1, maxItems: 7 },
    ),
    playersPerMonth: Type.Integer({ minimum: 0, maximum: JOIN_PLAYERS_MAX }),
    message: Type.Optional(Type.String({ maxLength: JOIN_MESSAGE_MAX })),
  },
  { additionalProperties: false },
);
export type AffiliateApplicationRequest = Static<typeof AffiliateApplicationRequest>;

/** What the applicant sees of an application. */
export const AffiliateApplicationView = Type.Object({
  reference: Type.String(),
  name: Type.String(),
  status: StatusSchema,
  /** The operator's reason of a rejection. */
  reason: Nullable(Type.String()),
  /** The agent account opened on approval (its one-time password went to the applicant's contact). */
  username: Nullable(Type.String()),
  /** Where the login was sent, masked: e-mail or mobile. */
  sentTo: Nullable(Type.String()),
  createdAt: UnixMs,
  decidedAt: Nullable(UnixMs),
});
export type AffiliateApplicationView = Static<typeof AffiliateApplicationView>;

export const AffiliateApplicationList = Type.Object({ list: Type.Array(AffiliateApplicationView) });
export type AffiliateApplicationList = Static<typeof AffiliateApplicationList>;

/** A visitor's status lookup: the reference and the e-mail or mobile given when applying. */
export const JoinStatusQuery = Type.Object(
  {
    reference: Type.String({ minLength: 1, maxLength: 16 }),
    contact: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type JoinStatusQuery = Static<typeof JoinStatusQuery>;

export const AdminApplicationQuery = Type.Object(
  { status: Type.Optional(StatusSchema), page: PageNumberQuery, size: PageSizeQuery },
  { additionalProperties: false },
);
export type AdminApplicationQuery = Static<typeof AdminApplicationQuery>;

export const AdminAffiliateApplication = Type.Object({
  id: IdSchema(),
  reference: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  messengers: Type.Array(MessengerContact),
  trafficChannels: Type.Array(Type.String()),
  playersPerMonth: Type.Integer(),
  message: Nullable(Type.String()),
  status: StatusSchema,
  reason: Nullable(Type.String()),
  applicant: Nullable(Type.String({ description: 'username of the member who applied while logged in' })),
  agentUsername: Nullable(Type.String()),
  createdAt: UnixMs,
  decidedAt: Nullable(UnixMs),
});
export type AdminAffiliateApplication = Static<typeof AdminAffiliateApplication>;

export const AdminApplicationPage = PageOf(AdminAffiliateApplication);
export type AdminApplicationPage = Static<typeof AdminApplicationPage>;

export const ApplicationReferenceParams = Type.Object({ reference: ApplicationReference });
export type ApplicationReferenceParams = Static<typeof ApplicationReferenceParams>;

export const ApproveApplicationRequest = Type.Object(
  {
    accountType: Type.Optional(
      Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(41), Type.Literal(42)]),
    ),
  },
  { additionalProperties: false },
);
export type ApproveApplicationRequest = Static<typeof ApproveApplicationRequest>;

export const RejectApplicationRequest = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: JOIN_REASON_MAX }) },
  { additionalProperties: false },
);
export type RejectApplicationRequest = Static<typeof RejectApplicationRequest>;

export const JoinDecision = Type.Object({
  reference: Type.String(),
  status: StatusSchema,
  agentUsername: Nullable(Type.String()),
  accountType: Nullable(Type.Integer()),
  reason: Nullable(Type.String()),
});
export type JoinDecision = Static<typeof JoinDecision>;
