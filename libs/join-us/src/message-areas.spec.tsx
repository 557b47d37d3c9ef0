import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply } from '@playfront/api-client/testing';
import { renderAuth, storyHandlers } from '@playfront/auth-session/testing';
import { createI18n } from '@playfront/i18n';
import { watchMessageKeys } from '@playfront/i18n/testing';
import { JoinPage } from './index';

const server = setupServer(
  ...storyHandlers(),
  http.get('*/wps/affiliate-applications/mine', () => okReply({ list: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('JoinPage in an app that knows nothing of its messages', () => {
  it('brings its own English texts, checks included: the visitor never sees a key', async () => {
    // An app's instance: English of the first download only, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('join_title')).toBe(false);
    const keys = watchMessageKeys();

    let user!: Awaited<ReturnType<typeof renderAuth>>['user'];
    await act(async () => {
      ({ user } = await renderAuth(
        <Suspense fallback={<p>Loading texts</p>}>
          <JoinPage />
        </Suspense>,
        { path: '/join', i18n },
      ));
    });

    expect(screen.getByRole('heading', { name: 'Become our partner' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Linh');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    // The checks before sending speak the join texts too.
    expect(await screen.findByText('Give an e-mail address or a mobile number.')).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});
