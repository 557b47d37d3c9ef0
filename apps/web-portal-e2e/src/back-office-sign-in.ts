import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

// The back office's sign-in for the scenarios (back-office*.e2e.ts): the demo operators, their
// authenticator codes, and a browser per operator.

/** The demo operators' password (the demo seed; README). */
export const OPERATOR_PASSWORD = 'Operator@2026';

/** RFC 6238 code of a base32 secret (what the operator's authenticator app shows). */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 15;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

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
  // A code works once: wait for the next 30-second step when this one was used already.
  let step = Math.floor(Date.now() / 30_000);
  if (step <= known.lastStep) {
    await page.waitForTimeout((known.lastStep + 1) * 30_000 - Date.now() + 500);
    step = Math.floor(Date.now() / 30_000);
  }
  await code.fill(totp(known.secret));
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
