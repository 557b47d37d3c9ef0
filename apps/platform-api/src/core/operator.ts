import { ErrorCode } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from './context';
import { safeEqual } from './crypto';
import { AppError } from './errors';

export const operatorKeyHeader = Type.Object({
  'x-operator-key': Type.String({ minLength: 1, maxLength: 256 }),
});

/** onRequest hook of operator routes (before the body is validated): the X-Operator-Key header must equal OPERATOR_KEY. */
export const requireOperator = (ctx: AppContext) => async (request: FastifyRequest) => {
  const expected = ctx.config.operatorKey;
  const given = request.headers['x-operator-key'];
  if (!expected || typeof given !== 'string' || !safeEqual(given, expected)) {
    throw new AppError(403, ErrorCode.forbidden, 'Operator key missing or wrong');
  }
};
