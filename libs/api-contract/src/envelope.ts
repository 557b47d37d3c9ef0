import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';

/** Every reply: `{ success, value, message, code }`. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string | null;
  code: string | null;
}

/** Schema of a successful reply carrying `value`. */
export const SuccessEnvelope = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Literal(true),
    value,
    message: Type.Union([Type.String(), Type.Null()]),
    code: Type.Null(),
  });

/** One field that failed validation: `key` is a translation key, `params` fills it. */
export const FieldError = Type.Object({
  field: Type.String(),
  key: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type FieldError = Static<typeof FieldError>;

/** `value` of a `validation_failed` reply. */
export const ValidationFailure = Type.Object({ fields: Type.Array(FieldError) });
export type ValidationFailure = Static<typeof ValidationFailure>;

/** `value` of a login failure: whether the next attempt must carry a captcha. */
export const LoginFailure = Type.Object({ captchaRequired: Type.Boolean() });
export type LoginFailure = Static<typeof LoginFailure>;

/**
 * `value` of a refusal that tells the player more (a limit reached, an exclusion): the translation key of the
 * message and its parameters (names ending in `At` are Unix ms, shown as a date and time).
 */
export const RefusalDetails = Type.Object({
  details: Type.Object({
    key: Type.String(),
    params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  }),
});
export type RefusalDetails = Static<typeof RefusalDetails>;

/**
 * Schema of every failed reply (4xx and 5xx). `value` is null, a ValidationFailure, a LoginFailure or
 * RefusalDetails.
 */
export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  value: Type.Union([Type.Null(), ValidationFailure, LoginFailure, RefusalDetails]),
  message: Type.String(),
  code: Type.String(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
