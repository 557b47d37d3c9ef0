import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context';

/** The visitor's country from the configured edge header (never guessed from untrusted input). */
export function countryOf(ctx: AppContext, request: FastifyRequest): string | null {
  const header = ctx.config.countryHeader;
  if (!header) return null;
  const value = request.headers[header];
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}
