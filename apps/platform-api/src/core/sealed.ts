import { EncryptedPayload, ErrorCode } from '@playfront/api-contract';
import type { FieldError } from '@playfront/api-contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { AppContext } from './context';
import { AppError, validationError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body must be an EncryptedPayload; a clear body is refused with encryption_required. */
    encrypted?: boolean;
  }
}

/** preValidation hook: refuses credentials sent in clear before schema validation runs. */
export function refuseClearCredentials(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const body = request.body;
  if (!request.routeOptions.config.encrypted || (typeof body === 'object' && body !== null && 'enc' in body))
    return done();
  done(
    new AppError(
      400,
      ErrorCode.encryptionRequired,
      'Credentials must be encrypted with the server public key (GET /wps/system/publicKey)',
    ),
  );
}

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();

const fieldOf = (error: { instancePath: string; params: Record<string, unknown> }): string => {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (error.params['requiredProperties'] as string[] | undefined)?.[0];
  return path || missing || '';
};

/** Turns TypeBox/ajv-style errors into field errors. */
export function toFieldErrors(
  errors: Iterable<{
    instancePath: string;
    message?: string;
    keyword: string;
    params: Record<string, unknown>;
  }>,
): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const error of errors) {
    const field = fieldOf(error);
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({
      field,
      key: error.keyword === 'required' ? 'reg_required' : `invalid_${error.keyword}`,
      message: error.message ?? 'is not valid',
    });
  }
  return fields;
}

const opened = new WeakMap<FastifyRequest, unknown>();

/**
 * Decrypts the body of an encrypted route and validates it against the inner schema. A request's body is
 * opened once: a hook (a rate limit naming its bucket) and the handler may both ask for it.
 */
export function openSealed<T extends TSchema>(
  ctx: AppContext,
  request: FastifyRequest,
  schema: T,
): Static<T> {
  if (opened.has(request)) return opened.get(request) as Static<T>;
  const payload = ctx.keys.decrypt(request.body as EncryptedPayload, ctx.now());
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  if (!validator.Check(payload)) {
    throw validationError(
      toFieldErrors(
        validator.Errors(payload) as Iterable<
          Parameters<typeof fieldOf>[0] & { message?: string; keyword: string }
        >,
      ),
    );
  }
  opened.set(request, payload);
  return payload as Static<T>;
}

export { EncryptedPayload };
