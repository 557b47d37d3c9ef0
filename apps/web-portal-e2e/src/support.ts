import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium, expect, test } from '@playwright/test';
import type { APIRequestContext, FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import { encryptPayload } from '@playfront/api-contract';
import type { PublicKeyInfo } from '@playfront/api-contract';

/** Operator key of the server under test (see docs/api.md, operator calls); the config passes it on. */
export const operatorKey = 'e2e-operator-key';

/** Where screenshots are kept as CI artifacts. */
export const artifactsDir = join(import.meta.dirname, '../artifacts/screenshots');

/** The brand's default dialling code (register settings); the outbox keys SMS by `+84` + number. */
export const defaultDialingCode = '+84';

/** A layout shift as the browser counts it for CLS, with what moved (a region's name, else its class). */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/**
 * Records every layout shift of the page's visits from now on (call before `goto`); an element that moved
 * is named by the first of `regions` (name: CSS selector) it is in, else by its class. `layoutShifts` reads
 * them.
 */
export async function recordLayoutShifts(page: Page, regions: Record<string, string> = {}): Promise<void> {
  await page.addInitScript((named: Record<string, string>) => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { shifts: LayoutShift[] }).shifts = shifts;
    const nameOf = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return '?';
      const region = Object.entries(named).find(([, selector]) => node.closest(selector));
      return region ? region[0] : (node.getAttribute('class') ?? node.nodeName);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }
      >)
        shifts.push({ value: entry.value, moved: entry.sources.map(({ node }) => nameOf(node)) });
    }).observe({ type: 'layout-shift', buffered: true });
  }, regions);
}

/** The layout shifts `recordLayoutShifts` has seen on the page so far. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { shifts: LayoutShift[] }).shifts);

/** Saves a full-page screenshot named after the test's project (phone or desktop) and a label. */
export async function snapshot(page: Page, testInfo: TestInfo, label: string): Promise<string> {
  const path = join(artifactsDir, `${testInfo.project.name}-${label}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** Whether the page runs in the phone layout (the header's compact Log in / Register buttons). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 960;

/** Whether the header shows compact Log in / Register buttons instead of the inline login form (< 1440 px). */
export const hasCompactLogin = (page: Page) => (page.viewportSize()?.width ?? 0) < 1440;

/** The RFC 6238 time step (30 s) of a moment. */
const totpStep = (at = Date.now()): number => Math.floor(at / 30_000);

/** RFC 6238 code of a base32 secret (HMAC-SHA1, 30 s, 6 digits) for a time step, as an authenticator computes it. */
function totpCode(secret: string, step = totpStep()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A code the server takes now, of a later step than `lastStep` (it refuses a step used once). The server also
 * takes the steps either side of its own (an authenticator a little ahead or behind), so a second code within
 * one step is the next step's, as an authenticator 30 s ahead shows it; only a third waits for the step to end.
 */
export async function nextTotp(
  secret: string,
  lastStep: number | null,
): Promise<{ code: string; step: number }> {
  const step = Math.max(totpStep(), (lastStep ?? -1) + 1);
  // The server's step must have reached step - 1; half a second spare for a clock read at the turn.
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
  return { code: totpCode(secret, step), step };
}

let counter = 0;
/**
 * A value unique to this test run, project and call: phone and desktop runs never share an account.
 * Digits only, so it fits usernames and mobile numbers alike.
 */
function uniqueDigits(testInfo: TestInfo, length: number): string {
  counter += 1;
  const project = testInfo.project.name === 'phone' ? '1' : '2';
  const stamp = `${Date.now()}${testInfo.workerIndex}${counter}`;
  return (project + stamp.slice(-(length - 1))).padStart(length, '0');
}

/** A username allowed by the default rule (letter first, letters and digits, 6 to 16). */
export function uniqueUsername(testInfo: TestInfo, prefix = 'e2e'): string {
  return `${prefix}${uniqueDigits(testInfo, 16 - prefix.length)}`;
}

/** A Vietnamese-style mobile number without trunk zero (9 + 8 digits), unique per project and call. */
export function uniqueMobile(testInfo: TestInfo): string {
  return `9${uniqueDigits(testInfo, 8)}`;
}

/** A password that passes the default rule (letters and digits, 8 to 64). */
export function strongPassword(tag = 'Play'): string {
  return `${tag}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0')}x`;
}

interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
  code: string | null;
}

interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  createdAt: number;
}

/** The outbox key of a number: dialling code and digits, trunk zeros dropped (`+84912345678`). */
export const mobileKey = (mobile: string, dialingCode = defaultDialingCode) =>
  `+${dialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '').replace(/^0+/, '')}`;

/** Messages of GET /dev/outbox for a recipient, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/outbox', { params: { to } });
  expect(response.ok(), `GET /dev/outbox?to=${to}`).toBe(true);
  const envelope = (await response.json()) as Envelope<OutboxMessage[]>;
  return envelope.value;
}

/** The id of the newest outbox message of a number (0 when none), to wait for a newer one. */
export async function lastSmsId(request: APIRequestContext, mobile: string): Promise<number> {
  const [newest] = await outbox(request, mobileKey(mobile));
  return newest?.id ?? 0;
}

/** Waits for an SMS to the number newer than `afterId` and returns its 6-digit code. */
export async function newestSmsCode(
  request: APIRequestContext,
  mobile: string,
  afterId = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const [newest] = await outbox(request, mobileKey(mobile));
        if (!newest || newest.channel !== 'sms' || newest.id <= afterId) return '';
        code = /\b(\d{6})\b/.exec(newest.body)?.[1] ?? '';
        return code;
      },
      { message: `an SMS code for ${mobile} in /dev/outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Presses an SMS 'Send code' button until its countdown starts. The button ignores presses within a
 * second of the previous one (spec §4 throttle), so a press right after a refused one may be dropped.
 */
export async function sendSmsCode(container: Locator): Promise<void> {
  const resend = container.getByRole('button', { name: /Resend in \d+ s/ });
  await expect(async () => {
    if ((await resend.count()) === 0) await container.getByRole('button', { name: 'Send code' }).click();
    await expect(resend).toBeDisabled({ timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
}

/** Sets the system status through the operator call (0 normal, 1 maintenance, 2 region restricted). */
export async function setSystemStatus(request: APIRequestContext, status: 0 | 1 | 2): Promise<void> {
  const response = await request.put('/wps/admin/system/status', {
    headers: { 'X-Operator-Key': operatorKey },
    data: { status },
  });
  expect(response.ok(), `PUT /wps/admin/system/status ${status}: ${await response.text()}`).toBe(true);
}

/** The current system status as a visitor gets it. */
export async function systemStatus(request: APIRequestContext): Promise<number> {
  const response = await request.get('/wps/system/status');
  return ((await response.json()) as Envelope<number>).value;
}

/** A date of birth that passes every brand's age check (the minimum age is 18 to 25). */
export const ADULT_BIRTHDAY = '1990-01-01';

/** Fills a registration form's date of birth (a date field: `fill` takes YYYY-MM-DD in any locale). */
export const fillBirthday = (form: Locator | Page, day: string = ADULT_BIRTHDAY) =>
  form.getByLabel('Date of birth', { exact: true }).fill(day);

/**
 * Registers an account by username through the API (encrypted body), without logging it in: for tests
 * that need a fresh account and are not about registration.
 */
export async function registerByApi(
  request: APIRequestContext,
  username: string,
  password: string,
  extra: { email?: string } = {},
  merchant?: string,
): Promise<void> {
  const keyReply = await request.get('/wps/system/publicKey');
  const key = ((await keyReply.json()) as Envelope<PublicKeyInfo>).value;
  const body = await encryptPayload(key, {
    username,
    password,
    confirmPassword: password,
    birthday: ADULT_BIRTHDAY,
    registerMethod: 'WEB',
    login: false,
    ...extra,
  });
  const response = await request.put('/wps/member/register', {
    data: body,
    headers: merchant ? { Merchant: merchant } : {},
  });
  expect(response.ok(), `register ${username}: ${await response.text()}`).toBe(true);
}

/** The site header (banner). */
export const header = (page: Page) => page.getByRole('banner');

/** Texts of the login form, English unless a test switched the language. */
export interface LoginLabels {
  login: string;
  username: string;
  password: string;
}
export const englishLogin: LoginLabels = { login: 'Log in', username: 'Username', password: 'Password' };

/**
 * Opens the login form a visitor uses: the header's inline form on a wide screen, the login dialog (from
 * the compact 'Log in' button) below 1440 px. Returns the container to look for fields in.
 */
export async function openLoginForm(page: Page, labels: LoginLabels = englishLogin): Promise<Locator> {
  if (hasCompactLogin(page)) {
    await header(page).getByRole('button', { name: labels.login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: labels.login });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  const form = header(page).getByRole('region', { name: labels.login });
  await expect(form).toBeVisible();
  return form;
}

/** Fills the username login form and submits it (the caller checks the outcome). */
export async function submitLogin(
  form: Locator,
  username: string,
  password: string,
  labels: LoginLabels = englishLogin,
): Promise<void> {
  await form.getByLabel(labels.username, { exact: true }).fill(username);
  await form.getByLabel(labels.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: labels.login, exact: true }).click();
}

/** The account button of the logged-in strip (opens the member centre). */
export const accountButton = (page: Page, name: string | RegExp) =>
  header(page).getByRole('button', {
    name: typeof name === 'string' ? `Account ${name}: open personal center` : name,
  });

/** The balance button of the logged-in strip: a P amount with two decimals. */
export const balanceButton = (page: Page) =>
  header(page).getByRole('button', { name: /P\s?[\d,]+\.\d{2}\s*Hide balance/ });

/** Asserts the logged-in strip: the account name and a balance, no login form. */
export async function expectLoggedIn(page: Page, name: string | RegExp): Promise<void> {
  await expect(accountButton(page, name)).toBeVisible();
  await expect(balanceButton(page)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Asserts the visitor header: login form or compact buttons, no account strip. */
export async function expectLoggedOut(page: Page): Promise<void> {
  if (hasCompactLogin(page)) {
    await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  } else {
    await expect(header(page).getByRole('region', { name: 'Log in' })).toBeVisible();
  }
  await expect(header(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);
}

/** Logs in through the visible form and waits for the logged-in strip. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  const form = await openLoginForm(page);
  await submitLogin(form, username, password);
  await expectLoggedIn(page, username);
}

/** Logs out through the header button and its confirmation dialog. */
export async function logout(page: Page, testInfo?: TestInfo): Promise<void> {
  await header(page).getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Notice' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  if (testInfo) await snapshot(page, testInfo, 'logout-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/index$/);
  await expectLoggedOut(page);
}

/** Opens the registration dialog from the header (Register button, both layouts). */
export async function openRegisterDialog(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks a language: the header list on desktop, the side menu's language group on a phone. */
export async function chooseLanguage(
  page: Page,
  code: string,
  name: string,
  labels: { menu: string; language: string } = { menu: 'Menu', language: 'Language' },
): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: labels.menu, exact: true }).click();
    const group = page.getByRole('button', { name: labels.language, exact: true });
    // The side menu remembers its open group: open the language group only when it is closed.
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await page.getByRole('button', { name }).click();
    await page.keyboard.press('Escape');
  } else {
    await page.getByLabel(labels.language, { exact: true }).selectOption(code);
  }
}

/** Logs an account in through the API (encrypted body) and returns its session token. */
export async function loginByApi(
  request: APIRequestContext,
  username: string,
  password: string,
  merchant?: string,
): Promise<string> {
  const keyReply = await request.get('/wps/system/publicKey');
  const key = ((await keyReply.json()) as Envelope<PublicKeyInfo>).value;
  const body = await encryptPayload(key, { username, password, type: 'username' });
  const response = await request.post('/wps/session/login', {
    data: body,
    headers: merchant ? { Merchant: merchant } : {},
  });
  expect(response.ok(), `login ${username}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<{ token: string }>).value.token;
}

/**
 * Funds an account the way a player does: a deposit request through the API (first channel, its own
 * Idempotency-Key) that the operator approves. Amount in minor units.
 */
export async function fundByApi(
  request: APIRequestContext,
  token: string,
  amount: number,
  merchant?: string,
): Promise<void> {
  const brand: Record<string, string> = merchant ? { Merchant: merchant } : {};
  const auth = { Authorization: `Bearer ${token}`, ...brand };
  const channels = await request.get('/wps/payment/channels', { headers: auth });
  expect(channels.ok(), `channels: ${await channels.text()}`).toBe(true);
  const [channel] = ((await channels.json()) as Envelope<{ list: { code: string }[] }>).value.list;
  const deposit = await request.post('/wps/payment/deposits', {
    headers: { ...auth, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { channelCode: channel.code, amount: String(amount) },
  });
  expect(deposit.ok(), `deposit: ${await deposit.text()}`).toBe(true);
  const { reference } = ((await deposit.json()) as Envelope<{ reference: string }>).value;
  const approve = await request.post(`/wps/admin/deposits/${reference}`, {
    headers: { 'X-Operator-Key': operatorKey, ...brand },
    data: { decision: 'approve' },
  });
  expect(approve.ok(), `approve ${reference}: ${await approve.text()}`).toBe(true);
}

/** Sets an account's payment password through the API (encrypted body). */
export async function setPaymentPasswordByApi(
  request: APIRequestContext,
  token: string,
  paymentPassword: string,
  merchant?: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, ...(merchant ? { Merchant: merchant } : {}) };
  const keyReply = await request.get('/wps/system/publicKey');
  const key = ((await keyReply.json()) as Envelope<PublicKeyInfo>).value;
  const body = await encryptPayload(key, { paymentPassword, confirmPaymentPassword: paymentPassword });
  const set = await request.put('/wps/member/payment-password', { headers, data: body });
  expect(set.ok(), `payment password: ${await set.text()}`).toBe(true);
}

/**
 * Readies an account to withdraw through the API: sets its payment password (encrypted body) and adds a bank
 * account.
 */
export async function readyToWithdrawByApi(
  request: APIRequestContext,
  token: string,
  paymentPassword: string,
  merchant?: string,
): Promise<void> {
  await setPaymentPasswordByApi(request, token, paymentPassword, merchant);
  const headers = { Authorization: `Bearer ${token}`, ...(merchant ? { Merchant: merchant } : {}) };
  const bank = await request.post('/wps/member/bank-accounts', {
    headers,
    data: { bankName: 'Playfront Test Bank', accountName: 'Test Player', accountNumber: '123456789' },
  });
  expect(bank.ok(), `bank account: ${await bank.text()}`).toBe(true);
}

/** A small valid PNG (8x8, one colour), built here: signature, IHDR, IDAT (zlib) and IEND with CRCs. */
export function makePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: size }, () =>
      Buffer.from([0, ...Array.from({ length: size }, () => [10, 108, 255]).flat()]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The game view's frame (the demo provider's page). */
export const gameFrame = (page: Page): FrameLocator => page.frameLocator('iframe.pf-game__frame');

/** Opens a lobby and launches its first game into the /game frame. */
export async function launchFirstGame(page: Page, path: string) {
  await page.goto(path);
  const play = page.getByRole('button', { name: /^Play / }).first();
  await expect(play).toBeVisible();
  await play.click();
  await expect(page).toHaveURL(/\/game\?gameId=\d+/);
  const frame = gameFrame(page);
  await expect(frame.getByTestId('game-balance')).toHaveText(/\d/);
  return frame;
}

/** Opens the slot lobby and launches its first game into the /game frame. */
export const launchFirstSlot = (page: Page) => launchFirstGame(page, '/rng');

/** Presses the game's `button` and waits for a round id in its result line, which it returns. */
export async function playRound(frame: FrameLocator, button: string): Promise<string> {
  const result = frame.getByTestId('round-result');
  await frame.getByRole('button', { name: button, exact: true }).click();
  await expect(result).toHaveText(/\S/);
  return (await result.textContent()) ?? '';
}

/** Launches the first game of a lobby and plays one hand or shot of `stake` minor units with `button`. */
export async function playOnce(page: Page, path: string, button: string, stake: number): Promise<void> {
  const frame = await launchFirstGame(page, path);
  await frame.locator('#stake').selectOption(String(stake));
  await playRound(frame, button);
}

/** Presses Spin and waits for the round's result. */
export async function spin(frame: FrameLocator): Promise<string> {
  const result = frame.getByTestId('round-result');
  const before = (await result.count()) ? ((await result.textContent()) ?? '') : '';
  await frame.getByRole('button', { name: 'Spin' }).click();
  if (before) await expect(result).not.toHaveText(before);
  else await expect(result).toHaveText(/\S/);
  return (await result.textContent()) ?? '';
}

/**
 * Chromium's own verdict on an installable app: a persistent profile of its own (Playwright's contexts are
 * incognito, where nothing is installable), the page opened by `open` until its worker controls it, then
 * the manifest read without errors from `manifest` and no installability error.
 */
export async function expectInstallable(
  open: (page: Page) => Promise<void>,
  manifest: RegExp,
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const installable = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const tab = installable.pages()[0] ?? (await installable.newPage());
    await open(tab);
    const cdp = await installable.newCDPSession(tab);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(read.url).toMatch(manifest);
    expect(read.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: unknown[] }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await installable.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
