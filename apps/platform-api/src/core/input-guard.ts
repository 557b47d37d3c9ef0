import { ErrorCode } from '@playfront/api-contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from './errors';

/** Deepest nesting a request body may have; no call needs more than a few levels. */
export const MAX_BODY_DEPTH = 32;

const refuse = (field: string, key: string, message: string) =>
  new AppError(400, ErrorCode.validationFailed, message, { fields: [{ field, key, message }] });

/**
 * onRequest hook: a NUL byte in the path or query string is refused before routing reads it (PostgreSQL
 * text cannot hold one, and no call needs one).
 */
export function refuseNulInUrl(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(
    /%00|\0/i.test(request.url)
      ? refuse('url', 'invalid_character', 'The address contains a NUL byte')
      : undefined,
  );
}

/**
 * The first problem of a parsed body, walked without recursion: nesting deeper than MAX_BODY_DEPTH, a NUL
 * byte in a key or string, or a number past 2^53 (it has already lost its exact value).
 */
export function bodyProblem(body: unknown): AppError | null {
  const stack: Array<{ value: unknown; depth: number; field: string }> = [
    { value: body, depth: 0, field: '' },
  ];
  while (stack.length) {
    const { value, depth, field } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return refuse(field, 'invalid_character', 'A text contains a NUL byte');
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
        return refuse(field, 'number_out_of_range', 'A number is out of range');
      }
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) return refuse(field, 'too_deep', 'The request body is nested too deeply');
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        if (key.includes('\0')) return refuse(field, 'invalid_character', 'A name contains a NUL byte');
        stack.push({ value: entry, depth: depth + 1, field: field ? `${field}.${key}` : key });
      }
    }
  }
  return null;
}

/** preValidation hook: refuses a body with a problem of `bodyProblem` before it is validated or hashed. */
export function refuseHostileBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(bodyProblem(request.body) ?? undefined);
}
