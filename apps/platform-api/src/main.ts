import { join } from 'node:path';
import { buildApp } from './app';

const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '0.0.0.0';
const portalDir = process.env['PORTAL_DIR'] ?? join(process.cwd(), 'dist/apps/web-portal');

const app = await buildApp({ portalDir, logger: true });
await app.listen({ port, host });
