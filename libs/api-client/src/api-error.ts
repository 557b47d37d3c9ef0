import type { FieldError } from '@playfront/api-contract';

/** A failed call, as every component sees it: a stable code and a message already translated. */
export interface ApiError {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The server's stable error code (`invalid_credentials` …), or `network_error` / `timeout`. */
  code: string;
  /** Translated text to show the player. */
  message: string;
  /** Per-field problems of a `validation_failed` reply, each with its translated message. */
  fields: FieldError[];
  /** The reply's `value`, e.g. `{ captchaRequired: true }` on a login failure. */
  value: unknown;
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiError).code === 'string' &&
    typeof (error as ApiError).message === 'string' &&
    Array.isArray((error as ApiError).fields)
  );
}

/** The message of any error a mutation or query can throw; the generic text when it is not an ApiError. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
