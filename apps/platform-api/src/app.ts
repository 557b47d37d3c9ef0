import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

export interface AppOptions {
  /** Folder of the built portal to serve; nothing is served when it does not exist. */
  portalDir?: string;
  logger?: boolean;
}

/** API prefixes: anything else is the portal (history-mode routes fall back to index.html). */
const apiPrefixes = ['/wps/', '/lgw/', '/dev/', '/docs/', '/health'];

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  app.get('/health', async () => ({ success: true, value: { status: 'ok' }, message: null, code: null }));

  const portalDir = options.portalDir;
  if (portalDir && existsSync(join(portalDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: portalDir, wildcard: false, index: ['index.html'] });
    app.setNotFoundHandler((request, reply) => {
      const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
      if (request.method === 'GET' && !isApi && request.headers.accept?.includes('text/html')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ success: false, value: null, message: 'Not found', code: 'not_found' });
    });
  }
  return app;
}
