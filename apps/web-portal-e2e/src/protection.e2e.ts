import { expect, test } from './fixtures';
import { memberCentrePage, signIn } from './member-support';
import {
  fundByApi,
  gameFrame,
  header,
  isPhone,
  launchFirstSlot,
  loginByApi,
  registerByApi,
  snapshot,
  spin,
  strongPassword,
  uniqueUsername,
} from './support';

/**
 * Player protection as a member meets it, on phone and desktop: a deposit limit set in the member centre
 * refuses a deposit above it with a message that says which limit and when it starts again; a raise waits
 * for the cooling-off before it can be confirmed.
 */
test('a deposit limit refuses a deposit above it, and a raise waits for the cooling-off', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(testInfo, 'lim');
  const password = strongPassword('Limit');
  await registerByApi(request, username, password);
  await signIn(page, username, password);

  // A daily deposit limit of 200.00 applies at once.
  let dialog = await memberCentrePage(page, 'Responsible gaming');
  await dialog.getByLabel('Limit', { exact: true }).selectOption({ label: 'Deposit limit' });
  await dialog.getByLabel('Period', { exact: true }).selectOption({ label: 'Daily' });
  await dialog.getByLabel('Amount', { exact: true }).fill('200');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Your limit is saved and applies now.')).toBeVisible();
  const daily = dialog.getByRole('group', { name: 'Deposit limit, Daily' });
  await expect(daily).toContainText('P200.00');
  await snapshot(page, testInfo, 'protection-limit-set');

  // 250.00 is refused, saying which limit and from when; 120.00 goes through and counts.
  dialog = await memberCentrePage(page, 'Deposit');
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await dialog.getByLabel('Amount', { exact: true }).fill('250');
  await dialog.getByRole('button', { name: 'Request deposit' }).click();
  await expect(
    dialog.getByText(
      /This deposit would take you past your daily deposit limit\. Deposit a smaller amount, or this one from .+\d/,
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('250');
  await snapshot(page, testInfo, 'protection-deposit-refused');
  await dialog.getByLabel('Amount', { exact: true }).fill('120');
  await dialog.getByRole('button', { name: 'Request deposit' }).click();
  await expect(dialog.getByText(/^Deposit \w+ of P120\.00 is pending/)).toBeVisible();

  // Raising it to 500.00 waits 24 hours and a confirmation; the 200.00 limit holds meanwhile.
  dialog = await memberCentrePage(page, 'Responsible gaming');
  await expect(dialog.getByRole('group', { name: 'Deposit limit, Daily' })).toContainText(
    'P120.00 of P200.00',
  );
  await dialog.getByLabel('Limit', { exact: true }).selectOption({ label: 'Deposit limit' });
  await dialog.getByLabel('Period', { exact: true }).selectOption({ label: 'Daily' });
  await dialog.getByLabel('Amount', { exact: true }).fill('500');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const raise = page.getByRole('dialog', { name: 'Raise this limit?' });
  await expect(raise).toContainText('24 hours');
  await raise.getByRole('button', { name: 'Request the change' }).click();
  const pending = dialog.getByRole('group', { name: 'Deposit limit, Daily' });
  await expect(pending).toContainText(/Raises to P500\.00 on .+ — waiting for the 24-hour cooling-off\./);
  await expect(pending.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await snapshot(page, testInfo, 'protection-raise-waiting');
});

test('the reality check interrupts play with the session so far, pausing the game until the member goes on', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(testInfo, 'rc');
  const password = strongPassword('Check');
  await registerByApi(request, username, password);
  await fundByApi(request, await loginByApi(request, username, password), 50_000);
  // The browser's clock, so ten minutes of play pass in a moment (the server's clock runs as it is).
  await page.clock.install();
  await signIn(page, username, password);
  // The session clock: in the header on a desktop, in the menu drawer on a phone.
  if (isPhone(page)) {
    await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
    const side = page.getByRole('dialog', { name: 'Side menu' });
    await expect(side.getByText(/Logged in for/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();
  } else {
    await expect(header(page).getByText(/^0:0\d$/)).toBeVisible();
  }

  // A reminder every 10 minutes, the brand's shortest.
  const dialog = await memberCentrePage(page, 'Responsible gaming');
  await dialog.getByLabel('Remind me every').selectOption('10');
  await dialog.getByRole('button', { name: 'Save reminder' }).click();
  await expect(dialog.getByText('You will be reminded every 10 minutes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const frame = await launchFirstSlot(page);
  await spin(frame);
  await page.clock.fastForward('10:30');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('Wagered this session');
  await expect(check.getByText(/P\d+\.\d\d/).first()).toBeVisible();
  // The game is paused behind it: its controls are off.
  await expect(gameFrame(page).getByText('Paused', { exact: true })).toBeVisible();
  await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeDisabled();
  await snapshot(page, testInfo, 'protection-reality-check');

  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeEnabled();
  await spin(gameFrame(page));
});
