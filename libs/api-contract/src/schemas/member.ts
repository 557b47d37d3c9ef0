import { Type } from 'typebox';
import type { Static } from 'typebox';
import { DialingCode, MobileNumber } from './verification';

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** Date of birth, `YYYY-MM-DD`: asked while the brand's `birthday` rule is on (the age check). */
const Birthday = Type.Optional(
  Type.String({ maxLength: 32, description: 'date of birth YYYY-MM-DD (the registration age check)' }),
);

/** Decrypted username-registration form (spec §3). Server rules decide which fields are required. */
export const RegisterRequest = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  confirmPassword: Type.String({ maxLength: 128 }),
  payeeName: Text(128),
  email: Text(254),
  qqNum: Text(64),
  mobileNum: Type.Optional(MobileNumber),
  countryDialingCode: Type.Optional(DialingCode),
  recommenderId: Text(64),
  captcha: Text(16),
  verificationCode: Text(255),
  affiliateCode: Text(64),
  paymentPassword: Text(128),
  line: Text(128),
  whatsapp: Text(128),
  facebook: Text(128),
  wechat: Text(128),
  idNumber: Text(64),
  birthday: Birthday,
  referralCode: Text(64),
  domain: Text(253),
  registerUrl: Text(2048),
  registerMethod: Type.Optional(Type.Literal('WEB')),
  login: Type.Optional(Type.Boolean()),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

/** Decrypted mobile-registration form: username becomes the mobile number. */
export const MobileRegisterRequest = Type.Object({
  mobileNum: MobileNumber,
  countryDialingCode: DialingCode,
  verificationCode: Text(255),
  password: Text(128),
  confirmPassword: Text(128),
  captcha: Text(16),
  birthday: Birthday,
  affiliateCode: Text(64),
  referralCode: Text(64),
  domain: Text(253),
  registerUrl: Text(2048),
  registerMethod: Type.Optional(Type.Literal('WEB')),
  login: Type.Optional(Type.Boolean()),
});
export type MobileRegisterRequest = Static<typeof MobileRegisterRequest>;

export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  userName: Type.String(),
  nickname: Type.String(),
  type: Type.Integer({ description: 'account type: 0 member, 1/2/41/42 agent, 4 trial' }),
  toUpline: Type.Boolean(),
  clubLabel: Type.Object({ labelName: Type.String(), rankLevel: Type.Integer() }),
  memberLabel: Type.Array(Type.Object({ labelName: Type.String() })),
  mobileNum: Type.Union([Type.String(), Type.Null()], { description: 'masked' }),
  email: Type.Union([Type.String(), Type.Null()], { description: 'masked' }),
  referralCode: Type.String(),
  avatar: Type.String(),
  avatarType: Type.Union([Type.Literal('CUSTOM'), Type.Literal('STATIC')]),
  passwordChangeRequired: Type.Boolean(),
});
export type MemberInfo = Static<typeof MemberInfo>;

export const Avatar = Type.Object({
  avatar: Type.String(),
  avatarType: Type.Union([Type.Literal('CUSTOM'), Type.Literal('STATIC')]),
});
export type Avatar = Static<typeof Avatar>;

export const MemberIcon = Type.Object({
  avatar: Type.String(),
  avatarType: Type.Union([Type.Literal('CUSTOM'), Type.Literal('STATIC')]),
  options: Type.Array(Type.String()),
});
export type MemberIcon = Static<typeof MemberIcon>;

export const SetIconRequest = Type.Object(
  { avatar: Type.String({ maxLength: 256 }) },
  { additionalProperties: false },
);
export type SetIconRequest = Static<typeof SetIconRequest>;

/** A custom avatar upload: one png or jpg (multipart field "avatar") of at most this many bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
/** How many static avatars the server offers (avatar-1 … avatar-N); the member centre keeps their room. */
export const AVATAR_STATIC_COUNT = 8;
/** Custom avatars are stored as a square PNG of this many pixels a side. */
export const AVATAR_SIZE = 256;
/** Where a custom avatar is served; the avatar of a CUSTOM member is this path. */
export const customAvatarPath = (id: string): string => `/wps/member/avatar/${id}.png`;
/** The image address of a member's avatar: a custom one is its path, a static choice has its artwork. */
export const avatarSrc = (avatar: string): string =>
  avatar.startsWith('/') ? avatar : `/wps/member/avatar/static/${avatar}.svg`;

export const AvatarParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{24}$' }) });
export type AvatarParams = Static<typeof AvatarParams>;

export const ChangePasswordRequest = Type.Object({
  oldPassword: Type.String({ maxLength: 128 }),
  newPassword: Type.String({ maxLength: 128 }),
  confirmNewPassword: Type.String({ maxLength: 128 }),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** form-urlencoded */
export const ForgotByEmailRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  email: Type.String({ minLength: 3, maxLength: 254 }),
});
export type ForgotByEmailRequest = Static<typeof ForgotByEmailRequest>;

/** Decrypted set-password-by-phone payload. */
export const ForgotByPhoneRequest = Type.Object({
  newPassword: Type.String({ maxLength: 128 }),
  confirmNewPassword: Text(128),
  mobileNum: MobileNumber,
  countryDialingCode: DialingCode,
  verificationCode: Type.String({ minLength: 1, maxLength: 255 }),
});
export type ForgotByPhoneRequest = Static<typeof ForgotByPhoneRequest>;

/** Decrypted payload completing an e-mail reset (token from the e-mail). */
export const ResetPasswordRequest = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ maxLength: 128 }),
  confirmNewPassword: Type.String({ maxLength: 128 }),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const FeedbackRequest = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: 140 }),
    category: Type.Optional(Type.String({ maxLength: 32 })),
    contact: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type FeedbackRequest = Static<typeof FeedbackRequest>;

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const AffiliateQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  domain: Type.Optional(Type.String({ maxLength: 253 })),
});
export type AffiliateQuery = Static<typeof AffiliateQuery>;
export const AffiliateCheck = Type.Object({ valid: Type.Boolean() });
export type AffiliateCheck = Static<typeof AffiliateCheck>;
