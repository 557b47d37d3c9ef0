import { expect, test } from './fixtures';
import { chooseLanguage, snapshot } from './support';

test.describe('portal home', () => {
  test('redirects / to /index and shows the home page with the game categories', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Playfront' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your game' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'Hot games' }),
    ).toBeVisible();
    await snapshot(page, testInfo, 'home-dark');
  });

  test('switches between dark and light themes and keeps the choice', async ({ page }, testInfo) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const darkBackground = await html.evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    const lightBackground = await html.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(lightBackground).not.toBe(darkBackground);
    await snapshot(page, testInfo, 'home-light');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  });

  test('switches language from the language list and remembers it', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Playfront' })).toBeVisible();
    await chooseLanguage(page, 'vi', 'Tiếng Việt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chào mừng đến với Playfront');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await snapshot(page, testInfo, 'home-vi');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chào mừng đến với Playfront');
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Playfront' })).toBeVisible();
    const themeButton = page.getByRole('button', { name: 'Light theme' });
    for (let i = 0; i < 30 && !(await themeButton.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(themeButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
