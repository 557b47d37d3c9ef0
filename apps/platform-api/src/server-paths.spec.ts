import { SERVER_PATH_PREFIXES } from '@playfront/api-contract';
import { createTestApp } from './testing/test-app';
import type { TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The top of every branch of Fastify's route tree: nested lines only extend a path above them. */
function routedPaths(app: TestApp['app']): string[] {
  const table = app.printRoutes({ commonPrefix: false });
  return [...table.matchAll(/^[├└]── (\/\S*)/gm)].map((match) => match[1] ?? '');
}

describe('server path prefixes', () => {
  it('cover every route the API serves, so the portal dev server proxies all of them', () => {
    const paths = routedPaths(t.app);
    expect(paths.length).toBeGreaterThan(50);
    // The demo provider's pages and art, and its game calls, are among them.
    expect(paths).toContain('/health');
    expect(paths.some((path) => path.startsWith('/demo-games/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/demo/'))).toBe(true);
    const outside = paths.filter((path) => !SERVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)));
    expect(outside).toEqual([]);
  });
});
