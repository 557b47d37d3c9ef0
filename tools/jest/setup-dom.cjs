// Shared test setup: DOM matchers for every spec that renders, and the WebCrypto the browser has
// (jsdom lacks crypto.subtle; the portal encrypts credentials with it).
require('@testing-library/jest-dom');

// findBy* and waitFor wait for what a user would see; on a busy machine (CI, several suites at once) a render
// or a mocked call can take seconds, so the default of 1 s fails correct code. A real defect still fails,
// after 15 s instead of 1 s.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });

if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', {
    value: require('node:crypto').webcrypto,
    configurable: true,
  });
}

// jsdom has no layout and no scrolling; pages call window.scrollTo on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
