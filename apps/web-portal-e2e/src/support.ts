import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Where screenshots are kept as CI artifacts. */
export const artifactsDir = join(import.meta.dirname, '../artifacts/screenshots');

/** Saves a full-page screenshot named after the test's project (phone or desktop) and a label. */
export async function snapshot(page: Page, testInfo: TestInfo, label: string): Promise<string> {
  const path = join(artifactsDir, `${testInfo.project.name}-${label}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
