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

/**
 * Lets one module add to the reply of another module's route before it is serialised (the agent contract
 * fields on the consolidated funds, the VIP labels on the member info), so the route's own module needs
 * nothing of it. Registered on every route, as Fastify's hooks are, but in callback style: every other reply
 * passes after one comparison of its method and route, with no promise and no turn of the event loop (an
 * `async` hook costs both on every reply of the API).
 */
export function extendReply<T>(
  app: FastifyInstance | FastifyTypebox,
  route: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string },
  extend: (request: FastifyRequest, payload: T) => Promise<T> | T,
): void {
  (app as FastifyInstance).addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    if (request.method !== route.method || request.routeOptions.url !== route.url) return done(null, payload);
    Promise.resolve()
      .then(() => extend(request, payload as T))
      .then((extended) => done(null, extended), done);
  });
}
