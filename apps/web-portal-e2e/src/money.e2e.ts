import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { makePng, operatorKey, snapshot } from './support';

/**
 * The money flow through the member centre against the real server: deposit, operator approval, header
 * balance without a reload, transfer to a game wallet and back, withdrawal, operator approval, the
 * confirmation with a proof image, and every step in the account record.
 *
 * Each project has its own seeded account so the two never collide on one server: the phone runs as
 * demo_member (payment password and bank account seeded), the desktop as teamplay1 (a member of the demo
 * agent's team), which first sets its payment password and adds a bank account through the member centre.
 * Amounts are checked relative to the balance read at the start so a retry still holds. (Not the demo
 * agent: its balance moves when the settlement job pays its salaries on its team's bets.)
 */
const accounts = {
  phone: { username: 'demo_member', password: 'Demo@2026', seeded: true },
  desktop: { username: 'teamplay1', password: 'Demo@2026', seeded: false },
} as const;
const paymentPassword = 'Pay@2026';

/** "P1,234.56" -> 123456 minor units. */
const minor = (text: string) => Number(text.replace(/[^0-9]/g, ''));
/** 123456 -> "P1,234.56" (the brand symbol P, two decimals, grouping). */
const shown = (value: number) =>
  `P${Math.floor(value / 100).toLocaleString('en-US')}.${String(value % 100).padStart(2, '0')}`;

/** The header amount (its button also carries the visually hidden "Hide balance" text). */
const amountText = (value: number) => new RegExp(`^${shown(value).replace(/[.$]/g, '\\$&')}`);

const root = join(import.meta.dirname, '../../..');

/**
 * The operator CLI as an operator runs it (`npm run ops -- …`, i.e. tools/ops.mjs), in a child process. The
 * server under test owns its PGlite folder, so the CLI goes through its operator calls (PLAYFRONT_API_URL
 * with OPERATOR_KEY) and runs from the same build as the server (PLAYFRONT_DIST).
 */
async function operatorCli(testInfo: TestInfo, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'tools/ops.mjs'), ...args], {
    cwd: root,
    timeout: 30_000,
    env: {
      ...process.env,
      PLAYFRONT_API_URL: String(testInfo.project.use.baseURL),
      OPERATOR_KEY: operatorKey,
      ...(process.env['E2E_DIST'] ? { PLAYFRONT_DIST: process.env['E2E_DIST'] } : {}),
    },
  });
  return stdout;
}

async function operatorApprove(testInfo: TestInfo, kind: 'deposit' | 'withdrawal', reference: string) {
  expect(await operatorCli(testInfo, 'pending')).toContain(reference);
  const out = await operatorCli(testInfo, kind, 'approve', reference);
  expect(out).toContain(`${kind} ${reference}: ${kind === 'deposit' ? 'APPROVED' : 'PAID'}`);
}

const headerBalance = (page: Page) => page.locator('.pf-strip .pf-balance__amount');

async function openMemberCentre(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /open personal center/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal center' });
  await expect(dialog.getByRole('navigation', { name: 'Personal center menu' })).toBeVisible();
  return dialog;
}

async function goTo(dialog: Locator, label: string) {
  const item = dialog.getByRole('navigation', { name: 'Personal center menu' }).getByRole('button', {
    name: label,
    exact: true,
  });
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'page');
}

test.describe('money through the member centre', () => {
  test('deposit, transfer, withdraw, confirm and see it all in the account record', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const account = accounts[testInfo.project.name as keyof typeof accounts] ?? accounts.desktop;

    await page.goto('/login');
    const form = page.getByRole('main');
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(headerBalance(page)).toHaveText(/P[\d,]+\.\d\d/);
    const start = minor((await headerBalance(page).textContent()) ?? '');

    // My account: profile, login password, payment password (set here for the unseeded account).
    let dialog = await openMemberCentre(page);
    await expect(dialog.getByRole('button', { name: 'My account', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(dialog.getByText(account.username, { exact: true })).toBeVisible();
    if (!account.seeded) {
      // Wait for the form to know whether a password is set (a retry finds it set) before choosing.
      const setButton = dialog.getByRole('button', { name: 'Set payment password' });
      await expect(
        setButton.or(dialog.getByRole('button', { name: 'Change payment password' })),
      ).toBeVisible();
      if (await setButton.isVisible()) {
        await dialog.getByLabel('New payment password').fill(paymentPassword);
        await dialog.getByLabel('Confirm payment password').fill(paymentPassword);
        await setButton.click();
        await expect(dialog.getByText('Your payment password is set.')).toBeVisible();
      }
    }
    await snapshot(page, testInfo, 'money-account');

    // Deposit 200.00 and let the operator approve it with the CLI.
    await goTo(dialog, 'Deposit');
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await dialog.getByLabel('Amount').fill('200');
    await dialog.getByRole('button', { name: 'Request deposit' }).click();
    const pending = dialog.getByText(/^Deposit \w+ of P200\.00 is pending/);
    await expect(pending).toBeVisible();
    const depositRef = /Deposit (\w+) of/.exec((await pending.textContent()) ?? '')?.[1] ?? '';
    await snapshot(page, testInfo, 'money-deposit-pending');
    await operatorApprove(testInfo, 'deposit', depositRef);
    await expect(dialog.getByText(`Deposit ${depositRef} of P200.00: Approved.`)).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(headerBalance(page)).toHaveText(amountText(start + 20000));
    await snapshot(page, testInfo, 'money-header-after-deposit');

    // My wallet: 50.00 to a game wallet, then everything back to the main wallet.
    dialog = await openMemberCentre(page);
    await goTo(dialog, 'My wallet');
    await expect(dialog.getByLabel('To')).not.toHaveValue('');
    await dialog.getByLabel('Amount').fill('50');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog.getByText('Transferred P50.00.')).toBeVisible();
    await snapshot(page, testInfo, 'money-wallet');
    await dialog.getByRole('button', { name: 'All back to main wallet' }).click();
    await expect(dialog.getByText('P50.00 moved back to the main wallet.')).toBeVisible();

    // Withdrawal: (bank account for the unseeded account), wrong then right payment password.
    await goTo(dialog, 'Withdrawal');
    // The page first loads the bank accounts: wait for either the form that adds one or the withdrawal form.
    // (Deciding on an instant check while it still loaded skipped the bank account; the bank form's own
    // label "Add a bank account" then matched a loose 'Bank account' and the test waited for the Amount
    // field until the test timeout: the flaky first try of the unseeded desktop account.)
    const bankSelect = dialog.getByLabel('Bank account', { exact: true });
    await expect(dialog.getByLabel('Bank name').or(bankSelect)).toBeVisible();
    if (!account.seeded && (await dialog.getByLabel('Bank name').isVisible())) {
      await dialog.getByLabel('Bank name').fill('Playfront Test Bank');
      await dialog.getByLabel('Account holder').fill('Demo Agent');
      await dialog.getByLabel('Account number').fill('9876543210');
      await dialog.getByRole('button', { name: 'Add a bank account' }).click();
    }
    await expect(bankSelect).toBeVisible();
    await dialog.getByLabel('Amount').fill('100');
    await dialog.getByLabel('Payment password', { exact: true }).fill('Wrong@2026');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(dialog.getByText('The payment password is not correct.')).toBeVisible();
    await expect(dialog.getByLabel('Amount')).toHaveValue('100');
    await dialog.getByLabel('Payment password', { exact: true }).fill(paymentPassword);
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const withdrawn = dialog.getByText(/^Withdrawal \w+ of P100\.00 is pending approval\./);
    await expect(withdrawn).toBeVisible();
    const withdrawalRef = /Withdrawal (\w+) of/.exec((await withdrawn.textContent()) ?? '')?.[1] ?? '';
    await operatorApprove(testInfo, 'withdrawal', withdrawalRef);

    // Confirmation: not received with a proof image, then received after all.
    const item = dialog.getByRole('listitem').filter({ hasText: withdrawalRef });
    await expect(item.getByRole('button', { name: 'Not received' })).toBeVisible({ timeout: 15_000 });
    await item.getByRole('button', { name: 'Not received' }).click();
    await item.getByLabel('Proof images').setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(item.getByText('proof.png')).toBeVisible();
    await item.getByRole('button', { name: 'Report not received' }).click();
    await expect(item.getByText('Proof images sent: 1')).toBeVisible();
    // The operator sees the report and its re-encoded proof image.
    expect(await operatorCli(testInfo, 'disputes')).toMatch(
      new RegExp(`${withdrawalRef}[^\\n]*\\n\\s+[\\w-]{24}\\.png\\s+image/png\\s+\\d+ bytes`),
    );
    await item.getByRole('button', { name: 'Received', exact: true }).click();
    await item.getByRole('button', { name: 'Confirm received' }).click();
    await expect(item.getByText('Confirmation: Received')).toBeVisible();
    await snapshot(page, testInfo, 'money-withdrawal');

    // Account record: every step, newest first.
    await goTo(dialog, 'Account record');
    const record = dialog.getByRole('list', { name: 'Account record' });
    await expect(record.getByText(withdrawalRef).first()).toBeVisible();
    for (const type of ['Withdrawal', 'From game wallet', 'To game wallet', 'Deposit']) {
      await expect(record.getByText(type, { exact: true }).first()).toBeVisible();
    }
    await expect(record.getByText(new RegExp(depositRef)).first()).toBeVisible();
    await dialog.getByLabel('Type').selectOption('DEPOSIT');
    await expect(record.getByText('To game wallet', { exact: true })).toHaveCount(0);
    await expect(record.getByText(new RegExp(depositRef)).first()).toBeVisible();
    await snapshot(page, testInfo, 'money-record-dark');
    expect(await operatorCli(testInfo, 'reconcile')).toContain('Reconciliation: OK');

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(headerBalance(page)).toHaveText(amountText(start + 10000));
    await page.getByRole('button', { name: 'Light theme' }).click();
    dialog = await openMemberCentre(page);
    await goTo(dialog, 'Withdrawal');
    await expect(dialog.getByText(withdrawalRef).first()).toBeVisible();
    await snapshot(page, testInfo, 'money-withdrawal-light');
    await goTo(dialog, 'Deposit');
    await snapshot(page, testInfo, 'money-deposit-light');
  });
});
