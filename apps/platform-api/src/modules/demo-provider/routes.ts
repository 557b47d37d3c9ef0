import type { AppContext } from '../../platform/context';
import type { FastifyTypebox } from '../../platform/fastify';

/** The demo provider's calls (game pages talk to these) and its static game pages. */
export async function demoProviderRoutes(_app: FastifyTypebox, _ctx: AppContext): Promise<void> {}
