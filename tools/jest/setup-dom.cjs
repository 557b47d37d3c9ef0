// Shared test setup: DOM matchers for every spec that renders, and the WebCrypto the browser has
// (jsdom lacks crypto.subtle; the portal encrypts credentials with it).
require('@testing-library/jest-dom');

if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', {
    value: require('node:crypto').webcrypto,
    configurable: true,
  });
}

// jsdom has no layout and no scrolling; pages call window.scrollTo on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
