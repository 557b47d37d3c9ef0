import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

export { expect };

/** sessionStorage key of the popup announcements already shown in a browser session (libs/content). */
const POPUP_SEEN_KEY = 'pf-popups-seen';

/**
 * Marks the brand's popup announcements (type PU) as already shown in every page of `context`: a popup opens
 * on arrival once per browser session and takes the focus, which is right for a visitor and in the way of a
 * spec about something else. content-languages.e2e.ts checks the popups themselves (`arrivalPopups: true`).
 */
export async function skipArrivalPopups(context: BrowserContext, request: APIRequestContext): Promise<void> {
  const reply = await request.get('/wps/announcement/list?types=PU&platform=W');
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { value: { list: Array<{ id: number }> } };
  const ids = body.value.list.map((popup) => popup.id);
  await context.addInitScript(([key, seen]) => sessionStorage.setItem(key, JSON.stringify(seen)), [
    POPUP_SEEN_KEY,
    ids,
  ] as const);
}

/** The specs' `test`: as Playwright's, with the arrival popups already seen unless a spec opts in. */
export const test = base.extend<{ arrivalPopups: boolean }>({
  arrivalPopups: [false, { option: true }],
  context: async ({ context, arrivalPopups, request }, use) => {
    if (!arrivalPopups) await skipArrivalPopups(context, request);
    await use(context);
  },
});

/** Another browser of the same kind (viewport, phone or desktop) for a second user. */
export async function secondBrowser(browser: Browser, page: Page, request: APIRequestContext): Promise<Page> {
  const { use } = test.info().project;
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    baseURL: use.baseURL,
  });
  await skipArrivalPopups(context, request);
  return context.newPage();
}
