import { Type } from 'typebox';
import type { Static } from 'typebox';

/** Decrypted login payload. For SMS login `username` is the mobile number and `password` the SMS code. */
export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  type: Type.Optional(Type.Union([Type.Literal('username'), Type.Literal('sms')])),
  countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
});
export type LoginRequest = Static<typeof LoginRequest>;

export const ForceChangeReason = Type.Union([
  Type.Literal('default_password'),
  Type.Literal('expired'),
  Type.Null(),
]);

/** A login as the member sees it afterwards (58 Pa. Code 814a). */
export const PreviousLogin = Type.Object({
  at: Type.Integer({ description: 'Unix ms' }),
  ip: Type.Union([Type.String(), Type.Null()]),
});
export type PreviousLogin = Static<typeof PreviousLogin>;

export const LoginResult = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  forceChangeReason: ForceChangeReason,
  expiredMinutes: Type.Integer({ description: 'idle timeout of the session in minutes' }),
  accountType: Type.Integer(),
  /** The member's login before this one (null the first time): when, and from which address. */
  previousLogin: Type.Optional(Type.Union([PreviousLogin, Type.Null()])),
});
export type LoginResult = Static<typeof LoginResult>;

export const FreePlayRequest = Type.Object({
  os: Type.Optional(Type.String({ maxLength: 32 })),
  platform: Type.Optional(Type.String({ maxLength: 8 })),
});
export type FreePlayRequest = Static<typeof FreePlayRequest>;
