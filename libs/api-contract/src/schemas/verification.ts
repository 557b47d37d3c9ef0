import { Type } from 'typebox';
import type { Static } from 'typebox';

export const MobileNumber = Type.String({ minLength: 1, maxLength: 20 });
export const DialingCode = Type.String({ minLength: 1, maxLength: 8, description: 'e.g. +84 or 84' });

export const SmsCodeRequest = Type.Object({
  mobileNum: MobileNumber,
  countryDialingCode: DialingCode,
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
});
export type SmsCodeRequest = Static<typeof SmsCodeRequest>;

/** Registration SMS: `mobileNo` or `mobileNum`. */
export const RegisterSmsRequest = Type.Object({
  mobileNo: Type.Optional(MobileNumber),
  mobileNum: Type.Optional(MobileNumber),
  countryDialingCode: DialingCode,
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
});
export type RegisterSmsRequest = Static<typeof RegisterSmsRequest>;

export const SmsCodeResult = Type.Object({ expiredMinutes: Type.Integer() });
export type SmsCodeResult = Static<typeof SmsCodeResult>;

export const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 320 })) });
export const OutboxEntry = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  recipient: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  body: Type.String(),
  createdAt: Type.Integer({ description: 'Unix ms' }),
});
export type OutboxEntry = Static<typeof OutboxEntry>;
export const OutboxList = Type.Array(OutboxEntry);
