import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { validationError } from '../../../core/errors';

/** What the routes of the scheduled games (lottery, sportsbook) share. */

export const idempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ description: 'required: 8-128 of [A-Za-z0-9_.:-]' })),
});

/** preValidation: a stake must arrive as a JSON string (a number would be rounded to a double first). */
export async function requireStringStake(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const stake = (body as Record<string, unknown>)['stake'];
  if (stake !== undefined && typeof stake !== 'string') {
    throw validationError([
      {
        field: 'stake',
        key: 'invalid_type',
        message: 'Amounts are strings of integer minor units, e.g. "1000"',
      },
    ]);
  }
}
