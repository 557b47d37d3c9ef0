import { ErrorCode } from '@playfront/api-contract';
import type { FieldError, LoginFailure, RefusalDetails, ValidationFailure } from '@playfront/api-contract';

type FailureValue = ValidationFailure | LoginFailure | RefusalDetails | null;

/** A failure the client can act on: always 4xx, with a stable code and English message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly value: FailureValue = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const ok = <T>(value: T) => ({ success: true as const, value, message: null, code: null });

export const fail = (code: string, message: string, value: FailureValue = null) => ({
  success: false as const,
  value,
  message,
  code,
});

export const validationError = (fields: FieldError[]): AppError =>
  new AppError(400, ErrorCode.validationFailed, 'The request is not valid', { fields });

export const unauthorized = (): AppError =>
  new AppError(401, ErrorCode.unauthorized, 'You are not logged in, please log in');

export const rateLimited = (): AppError =>
  new AppError(429, ErrorCode.rateLimited, 'Too many requests, please try again later');

export const featureDisabled = (): AppError =>
  new AppError(403, ErrorCode.featureDisabled, 'This operation is not enabled');
