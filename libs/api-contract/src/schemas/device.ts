import { Type } from 'typebox';
import type { Static } from 'typebox';

/**
 * Login from a new device or address (spec §4): when the brand turns the check on, a correct password from
 * a device and IP the member has not used together before answers a challenge instead of a token.
 */
export const DeviceFactor = Type.Union([
  Type.Literal('sms'),
  Type.Literal('email'),
  Type.Literal('totp'),
  Type.Literal('bank'),
]);
export type DeviceFactor = Static<typeof DeviceFactor>;

export const DeviceChallenge = Type.Object({
  challenge: Type.Object({
    id: Type.String({ description: 'opaque id of the challenge; send it back with the answer' }),
    factors: Type.Array(DeviceFactor, { description: 'the second factors this member can use' }),
    mobileNum: Type.Union([Type.String(), Type.Null()], { description: 'the bound mobile, masked' }),
    email: Type.Union([Type.String(), Type.Null()], { description: 'the bound e-mail, masked' }),
    expiresInSeconds: Type.Integer(),
  }),
});
export type DeviceChallenge = Static<typeof DeviceChallenge>;

export const DeviceCodeRequest = Type.Object({
  challengeId: Type.String({ minLength: 1, maxLength: 64 }),
  factor: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
});
export type DeviceCodeRequest = Static<typeof DeviceCodeRequest>;

export const DeviceCodeResult = Type.Object({ expiredMinutes: Type.Integer() });
export type DeviceCodeResult = Static<typeof DeviceCodeResult>;

export const DeviceVerifyRequest = Type.Object({
  challengeId: Type.String({ minLength: 1, maxLength: 64 }),
  factor: DeviceFactor,
  answer: Type.String({ minLength: 1, maxLength: 128, description: 'the code, or the bank account name' }),
});
export type DeviceVerifyRequest = Static<typeof DeviceVerifyRequest>;

/** Whether the member's authenticator app is on. */
export const TotpStatus = Type.Object({ enabled: Type.Boolean() });
export type TotpStatus = Static<typeof TotpStatus>;

/** A new authenticator secret, shown once while it is being enabled. */
export const TotpSetup = Type.Object({
  secret: Type.String({ description: 'base32 secret' }),
  otpauthUri: Type.String(),
  qrSvg: Type.String({ description: 'SVG QR code of otpauthUri' }),
});
export type TotpSetup = Static<typeof TotpSetup>;

export const TotpCodeRequest = Type.Object({ code: Type.String({ minLength: 1, maxLength: 12 }) });
export type TotpCodeRequest = Static<typeof TotpCodeRequest>;

/** The brand's new-device check (operator). */
export const LoginDeviceCheckSetting = Type.Object({ enabled: Type.Boolean() });
export type LoginDeviceCheckSetting = Static<typeof LoginDeviceCheckSetting>;
