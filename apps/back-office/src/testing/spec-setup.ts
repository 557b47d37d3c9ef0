import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { createMockBackOffice } from './mock-backend';
import type { MockBackOffice, MockBackOfficeOptions } from './mock-backend';

/**
 * One MSW server for a spec file and a fresh mock API before each test: `current()` is this test's mock.
 * Downloads (CSV) are captured instead of followed: `downloads()` holds their text.
 */
export function mockBackOfficePerTest(options: MockBackOfficeOptions = {}) {
  const server = setupServer();
  let mock: MockBackOffice = createMockBackOffice(options);
  const saved: { name: string; blob: Blob }[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    mock = createMockBackOffice(options);
    server.resetHandlers(...mock.handlers);
    sessionStorage.clear();
    saved.length = 0;
    let n = 0;
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:mock-${++n}`;
      blobs.set(url, blob as Blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (this.download && blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => server.close());
  return {
    current: () => mock,
    server,
    downloads: async () =>
      Promise.all(
        saved.map(async ({ name, blob }) => ({ name, text: (await blob.text()).replace(/^\ufeff/, '') })),
      ),
  };
}

/**
 * axe-core on what is rendered (jsdom has no layout, so colour contrast is left to the browser check):
 * the violations' ids and the nodes they name, empty when clean.
 */
export async function axeViolations(root: Element = document.body) {
  // jsdom has no canvas (axe uses one to spot icon fonts): answer as a browser without one would.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.html.slice(0, 120)),
  }));
}
