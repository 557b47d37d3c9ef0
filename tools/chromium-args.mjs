// The Debian Chromium that the tools' browser runs use (Storybook accessibility, Lighthouse) and the flags
// they share with the e2e suite's (apps/web-portal-e2e/playwright.config.ts keeps its own copy: a project may
// not import from tools/): no sandbox (CI runs as root), no GPU, no QUIC, nothing Chromium fetches for itself
// (first-run pages, component updates, sync, background networking), so that runs measure only the page.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
