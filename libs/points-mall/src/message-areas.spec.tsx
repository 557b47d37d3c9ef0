import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { setupServer } from 'msw/node';
import { renderAuth } from '@playfront/auth-session/testing';
import { createI18n } from '@playfront/i18n';
import { watchMessageKeys } from '@playfront/i18n/testing';
import { PointMallPage } from './index';
import { mallState, pointsStoryHandlers } from './testing';

const server = setupServer(...pointsStoryHandlers({ state: mallState() }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('PointMallPage in an app that knows nothing of message areas', () => {
  it('loads the areas it renders: the player sees its English texts and refusals, never a key', async () => {
    // An app's instance: English without the deferred areas, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('points_ratio')).toBe(false);
    const keys = watchMessageKeys();

    // Awaited in act: the page waits for its areas (Suspense), and shows once they are in.
    let user!: Awaited<ReturnType<typeof renderAuth>>['user'];
    await act(async () => {
      ({ user } = await renderAuth(
        <Suspense fallback={<p>Loading texts</p>}>
          <PointMallPage />
        </Suspense>,
        { path: '/pointMall', i18n, credentials: { token: 't', accountType: 0 } },
      ));
    });

    // The loyalty area: the points texts.
    const summary = await screen.findByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('1,000 points = P7.00')).toBeInTheDocument();
    // The wallet area: the server's refusal of a wrong payment password, translated by its code.
    await user.click(within(summary).getByRole('button', { name: 'Convert to chips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to chips' });
    await user.type(within(dialog).getByLabelText('Points to convert'), '1000');
    await user.type(within(dialog).getByLabelText('Payment password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment password is not correct.',
    );
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});
