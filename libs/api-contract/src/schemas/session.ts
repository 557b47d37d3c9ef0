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

export const LoginResult = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  forceChangeReason: ForceChangeReason,
  expiredMinutes: Type.Integer({ description: 'idle timeout of the session in minutes' }),
  accountType: Type.Integer(),
});
export type LoginResult = Static<typeof LoginResult>;

export const FreePlayRequest = Type.Object({
  os: Type.Optional(Type.String({ maxLength: 32 })),
  platform: Type.Optional(Type.String({ maxLength: 8 })),
});
export type FreePlayRequest = Static<typeof FreePlayRequest>;
