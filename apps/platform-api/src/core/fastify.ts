import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/** The Fastify instance with the TypeBox type provider, as route modules receive it. */
export type FastifyTypebox = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression<RawServerDefault>,
  RawReplyDefaultExpression<RawServerDefault>,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * Computes a value once per request, so a hook (a rate limit naming its bucket) and the handler share it.
 * A failure is shared too: the hook that meets it first answers the request.
 */
export function perRequest<T>(compute: (request: FastifyRequest) => T): (request: FastifyRequest) => T {
  const results = new WeakMap<FastifyRequest, T>();
  return (request) => {
    if (!results.has(request)) results.set(request, compute(request));
    return results.get(request) as T;
  };
}
