import { Type } from 'typebox';
import type { TNumberOptions } from 'typebox';

/** Largest id of the database's integer (int4) key columns. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id in a request: 1 .. 2^31-1. A larger number can never name a row, and past 2^53 it has already
 * lost its exact value; both are refused as invalid input.
 */
export const IdSchema = (options: TNumberOptions = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/** An integer in a request (a count, a code, Unix ms): never past 2^53, where numbers stop being exact. */
export const SafeIntegerSchema = (options: TNumberOptions = {}) =>
  Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER, ...options });
