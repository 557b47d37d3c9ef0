import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs a member in through the login page and waits for the balance in the header. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('.pf-strip .pf-balance__amount')).toHaveText(/P[\d,]+\.\d\d/);
}

export async function memberCentrePage(page: Page, label: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Personal center' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /open personal center/ }).click();
  const item = dialog
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('button', { name: label, exact: true });
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'page');
  return dialog;
}
