import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';
import type { APIRequestContext, Locator, Page, Request, Response, TestInfo } from '@playwright/test';
import { encryptPayload } from '@playfront/api-contract';
import type { PublicKeyInfo } from '@playfront/api-contract';
import { ServerTexts } from './server-texts';
import { artifactsDir, fundByApi, registerByApi, strongPassword, uniqueUsername } from './support';

/**
 * The walk-through: every route of spec §2 and every member-centre page, in each of the six languages, on a
 * phone and on a desktop, with axe (no serious or critical violation, and none of the rules the first
 * walk-through tripped over), no request answered 401 or 5xx while a visitor walks, and, in every language but
 * English, no English server text where the content has a text in the page's language (server-texts.ts).
 *
 * One page per language: the visitor routes are opened by the client-side router (no reload between
 * them), then the same page logs in and opens each member-centre page in turn.
 */

/** axe-core's browser build, evaluated in the page (the portal's CSP refuses an injected script tag). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const languages = ['en', 'cn', 'ja', 'ko', 'th', 'vi'] as const;

/** The routes of spec §2 (/ redirects to /index; /join and /seamless are walked whatever they show). */
const routes = [
  '/',
  '/index',
  '/register',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/live',
  '/sports',
  '/fish',
  '/rng',
  '/pvp',
  '/esports',
  '/hot',
  '/fav',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
];

/**
 * Rules that fail the walk whatever their impact: the defects of the first walk-through (issue #16 item 7)
 * stay fixed. label-content-name-mismatch is an experimental axe rule, switched on here.
 */
const guardedRules = [
  'color-contrast',
  'label-content-name-mismatch',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'heading-order',
];

interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Data, code and style requests in flight (not pictures), to wait for a page's data without a fixed delay. */
function trackRequests(page: Page) {
  let inFlight = 0;
  const counted = (request: Request) =>
    ['fetch', 'xhr', 'script', 'stylesheet', 'document'].includes(request.resourceType());
  const settled = (request: Request) => {
    if (counted(request)) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('request', (request) => {
    if (counted(request)) inFlight += 1;
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return () => inFlight;
}

/**
 * Waits until no request is in flight and no loader, busy region or finite animation is left, twice in a
 * row and for at least QUIET_MS: code that has just arrived may take a moment to render what it brought (a
 * dialog opened by a page's first render, say, then fading in). React reveals content that suspended up to
 * 300 ms after its fallback appeared (its reveal throttle), with nothing in flight meanwhile: a shorter quiet
 * (or waiting for painted frames instead) let axe read the login dialog mid fade-in on /lottery in 2 of 6
 * phone walks. The polls end at about 300 ms when the page is quiet from the start.
 */
const QUIET_MS = 300;
async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quietTicks = 0;
  let quietSince = 0;
  await expect
    .poll(
      async () => {
        // Loaders, and finite animations still running (a dialog fading in would show axe half its contrast).
        const busy = await page.evaluate(
          () =>
            document.querySelectorAll('.pf-loader, [aria-busy="true"], [role="status"] .pf-spinner__svg')
              .length +
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  Number(animation.effect?.getComputedTiming().endTime) !== Infinity,
              ).length,
        );
        quietTicks = inFlight() === 0 && busy === 0 ? quietTicks + 1 : 0;
        if (quietTicks === 1) quietSince = Date.now();
        return quietTicks >= 2 && Date.now() - quietSince >= QUIET_MS;
      },
      { intervals: [50, 100, 100, 50, 100, 250], timeout: 15_000 },
    )
    .toBe(true);
}

/** What axe looks at: the whole page, the page without the layout parts it has already seen, or a dialog. */
type Scope = 'page' | 'content' | 'dialog';
const scopes: Record<Scope, unknown> = {
  page: { include: [['html']] },
  content: { include: [['html']], exclude: [['.pf-header'], ['.pf-footer'], ['#pf-side-menu']] },
  dialog: { include: [['[role="dialog"]']] },
};

/** Runs axe and returns the violations the walk does not accept. */
async function axeViolations(page: Page, scope: Scope = 'content'): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(context, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations;
  }, scopes[scope]);
  return violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || guardedRules.includes(v.id),
  );
}

const describe = (where: string, violations: AxeViolation[]) =>
  violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help}\n` +
      v.nodes
        .slice(0, 3)
        .map((n) => `    ${n.target.join(' ')} ${n.html.slice(0, 160)}`)
        .join('\n'),
  );

/** Logs in through the API (encrypted body): the session token and account type the login form stores. */
async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const key = ((await (await request.get('/wps/system/publicKey')).json()) as { value: PublicKeyInfo }).value;
  const body = await encryptPayload(key, { username, password, type: 'username' });
  const response = await request.post('/wps/session/login', { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: { token: string; accountType: number } }).value;
}

/** The rows of the header bar's visible parts, each named by its first part: one row when nothing wrapped. */
async function headerRows(page: Page): Promise<string[]> {
  return page.locator('.pf-header__bar').evaluate((bar) => {
    const selectors = [
      ':scope > *',
      '.pf-strip > *',
      '.pf-header__tools > *',
      '.pf-auth-mini > *',
      '.pf-auth-login--inline > *',
      '.pf-auth-form--inline > *',
    ];
    const shown = [...bar.querySelectorAll(selectors.join(', '))].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    });
    // Parts on one row overlap vertically; a part wholly below another one has wrapped.
    const rows: { top: number; bottom: number }[] = [];
    const described: string[] = [];
    for (const el of shown) {
      const { top, bottom } = el.getBoundingClientRect();
      if (rows.some((row) => top < row.bottom - 2 && bottom > row.top + 2)) continue;
      rows.push({ top, bottom });
      described.push(`${Math.round(top)}-${Math.round(bottom)}px: ${el.className || el.tagName}`);
    }
    return described;
  });
}

/** Screenshots the header at the project's width and, on a desktop, at 1440 and 1920 px, and counts its rows. */
async function checkHeader(page: Page, testInfo: TestInfo, who: string): Promise<void> {
  const original = page.viewportSize();
  const widths =
    testInfo.project.name === 'desktop' ? [original?.width ?? 1366, 1440, 1920] : [original?.width ?? 390];
  for (const width of widths) {
    await page.setViewportSize({ width, height: original?.height ?? 900 });
    // From 1440 px a visitor's header loads the inline login form in place of the two buttons.
    if (who.startsWith('visitor') && width >= 1440) {
      await expect(page.locator('.pf-header .pf-auth-login--inline form')).toBeVisible();
    }
    // A visitor's phone header keeps its login buttons on a row of their own; every other header is one row.
    if (!who.startsWith('visitor') || width >= 960) {
      await expect.poll(() => headerRows(page), { message: `${who} header at ${width} px` }).toHaveLength(1);
    }
    await page.getByRole('banner').screenshot({
      path: join(artifactsDir, `${testInfo.project.name}-walk-header-${who}-${width}.png`),
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

/** Opens a path with the client-side router, as a link would. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const language of languages) {
  test(`walks every route and member-centre page in ${language} with axe`, async ({
    page,
    request,
  }, testInfo: TestInfo) => {
    test.setTimeout(150_000);
    await page.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, language);
    const inFlight = trackRequests(page);
    const problems: string[] = [];
    // The server's English texts that have a text of their own in this language, and what each page shows.
    const texts = language === 'en' ? null : new ServerTexts(request, language);
    const english: string[] = [];
    texts?.watch(page);
    await texts?.readStored();
    let visitor = true;
    let where = '/index';
    const refused: string[] = [];
    page.on('response', (response: Response) => {
      const status = response.status();
      if ((visitor && status === 401) || status >= 500) {
        refused.push(
          `${where}: ${status} ${response.request().method()} ${new URL(response.url()).pathname}`,
        );
      }
    });

    await page.goto('/index');
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'cn' ? 'zh-CN' : language);
    await settle(page, inFlight);
    await page.screenshot({
      path: join(artifactsDir, `${testInfo.project.name}-walk-${language}-index.png`),
      animations: 'disabled',
    });
    // The visitor's header (its login form inline from 1440 px) does not wrap on a desktop, in any language.
    if (testInfo.project.name === 'desktop') await checkHeader(page, testInfo, `visitor-${language}`);
    if (language === 'en') {
      if (testInfo.project.name === 'phone') await checkHeader(page, testInfo, 'visitor-en');
      // The lottery and e-lottery lanes, told apart, with whole thumbnails.
      const lanes = page.locator('section.pf-lane');
      await lanes
        .filter({ has: page.getByRole('heading', { name: 'E-lottery', exact: true }) })
        .scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { level: 2, name: 'Lottery', exact: true })).toHaveCount(1);
      await settle(page, inFlight);
      await page.screenshot({
        path: join(artifactsDir, `${testInfo.project.name}-walk-en-lanes.png`),
        animations: 'disabled',
      });
    }
    // The header, footer and side menu are the same on every route: axe reads them on the first one.
    for (const [index, path] of routes.entries()) {
      where = path;
      await navigate(page, path);
      await expect(page.locator('main').first()).toBeVisible();
      await settle(page, inFlight);
      problems.push(
        ...describe(`${language} ${path}`, await axeViolations(page, index === 0 ? 'page' : 'content')),
      );
      if (texts) english.push(...(await texts.englishOn(page, path)));
    }
    const visitorRefused = refused.splice(0);

    // The member: a fresh account, its session token as the login leaves it, then each personal-center page.
    visitor = false;
    where = 'member';
    const username = uniqueUsername(testInfo, `wk${language}`);
    const password = strongPassword('Walk');
    await registerByApi(request, username, password);
    const session = await apiLogin(request, username, password);
    // A balance with thousands, as players have: the phone header must still hold one row. (Below the
    // brand's affordability threshold of 10,000.00: this walk is not about the affordability check.)
    await fundByApi(request, session.token, 987_654);
    await page.evaluate(({ token, accountType }) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('isAgent', String(accountType));
    }, session);
    await page.goto('/index');
    const account: Locator = page.locator('header .pf-strip__account');
    await expect(account).toBeVisible();
    await settle(page, inFlight);
    problems.push(...describe(`${language} /index (member)`, await axeViolations(page, 'page')));
    if (texts) english.push(...(await texts.englishOn(page, '/index (member)')));
    // The member's header: one row on a phone, no wrap on a desktop, in every language.
    await checkHeader(page, testInfo, `member-${language}`);
    await account.click();
    const dialog = page.getByRole('dialog');
    const menu = dialog.locator('.pf-mc__nav button');
    await expect(menu.first()).toBeVisible();
    const count = await menu.count();
    expect(count).toBeGreaterThanOrEqual(12);
    for (let index = 0; index < count; index += 1) {
      const entry = menu.nth(index);
      const label = (await entry.innerText()).trim();
      await entry.click();
      await expect(entry).toHaveAttribute('aria-current', 'page');
      await settle(page, inFlight);
      problems.push(...describe(`${language} member centre "${label}"`, await axeViolations(page, 'dialog')));
      if (texts) english.push(...(await texts.englishOn(page, `member centre "${label}"`)));
    }
    // The check had texts to look for: the seeded content is translated into every language.
    if (texts) expect(texts.pairs.size.forbidden).toBeGreaterThan(100);
    // Requests a visitor got 401 or 5xx for, 5xx replies to the member, axe's findings and English server
    // texts: all none.
    expect(
      { visitorRefused, memberRefused: refused, axe: problems, english },
      [...problems, ...english].join('\n'),
    ).toEqual({
      visitorRefused: [],
      memberRefused: [],
      axe: [],
      english: [],
    });
  });
}
