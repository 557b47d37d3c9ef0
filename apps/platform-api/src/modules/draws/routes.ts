import type { AppContext } from '../../platform/context';
import type { FastifyTypebox } from '../../platform/fastify';

/** Calls of scheduled games: lottery draws, sports and esports fixtures and bet slips. */
export async function drawRoutes(_app: FastifyTypebox, _ctx: AppContext): Promise<void> {}
