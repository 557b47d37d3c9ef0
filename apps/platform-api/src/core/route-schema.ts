import { ErrorEnvelope, SuccessEnvelope } from '@playfront/api-contract';
import { Type } from 'typebox';
import type { TSchema } from 'typebox';

/** Response schemas of a route: the success envelope and the error envelope for every failure status. */
export const replies = <T extends TSchema>(value: T) => ({
  200: SuccessEnvelope(value),
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

/** Response schemas of a route that answers an SVG image, and the error envelope for every failure status. */
export const svgReplies = (description: string) => ({
  200: {
    description,
    content: { 'image/svg+xml': { schema: Type.String({ description: 'SVG image' }) } },
  },
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

/** OpenAPI security requirement of routes that need a session. */
export const bearerAuth = [{ bearerAuth: [] }];
