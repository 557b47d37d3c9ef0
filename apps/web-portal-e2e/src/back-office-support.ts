import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { nextTotp } from './support';

/*
 * Signing operators in to the back office at /bo/ against the real server, for every back-office spec: the
 * authenticator is enrolled at an operator's first sign-in in this server's run, and its secret kept for the
 * later ones.
 */

/** The demo operators' password (the demo seed; README). */
export const OPERATOR_PASSWORD = 'Operator@2026';

/**
 * The authenticator secrets enrolled in this server's run, kept in a file so a retried test (a new worker)
 * signs in the operators it enrolled before. Each run starts a fresh database, whose enrolment replaces them.
 */
const secretsFile = join(tmpdir(), `playfront-e2e-operators-${process.env['E2E_PORT'] ?? 4310}.json`);
const secrets: Record<string, { secret: string; lastStep: number }> = existsSync(secretsFile)
  ? JSON.parse(readFileSync(secretsFile, 'utf8'))
  : {};

/** Signs an operator in, enrolling the authenticator at the first sign-in; lands on the dashboard. */
export async function signIn(page: Page, username: string, password = OPERATOR_PASSWORD): Promise<void> {
  await page.goto('/bo/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeVisible();
  const enrol = page.locator('.bo-enrol__secret');
  if (await enrol.isVisible()) {
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    secrets[username] = { secret: (await enrol.textContent()) ?? '', lastStep: 0 };
  }
  const known = secrets[username];
  expect(known, `the authenticator secret of ${username}`).toBeTruthy();
  // A code works once: a later sign-in takes the next step's code (nextTotp).
  const { code: digits, step } = await nextTotp(known.secret, known.lastStep);
  await code.fill(digits);
  known.lastStep = step;
  writeFileSync(secretsFile, JSON.stringify(secrets));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0);
}

/** A browser of its own for another operator. */
export async function operatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL });
  return context.newPage();
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
