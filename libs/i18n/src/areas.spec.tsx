import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n, useMessageAreas } from './index';

/** A lib's screen: records what it rendered each time. */
function Cashier({ seen }: { seen: string[] }) {
  useMessageAreas(['wallet', 'play']);
  const { t } = useTranslation();
  const text = `${t('wallet_channel')} · ${t('play_no_game')}`;
  seen.push(text);
  return <p>{text}</p>;
}

const renderCashier = (i18n: Awaited<ReturnType<typeof createI18n>>, seen: string[]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <Cashier seen={seen} />
      </Suspense>
    </I18nextProvider>,
  );

describe('useMessageAreas', () => {
  it("holds a lib's screen until its deferred messages are in, then renders it translated", async () => {
    // An app's instance: English without the deferred areas, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('wallet_channel')).toBe(false);
    const seen: string[] = [];

    await act(async () => {
      renderCashier(i18n, seen);
    });

    expect(screen.getByText('Payment channel · No game was chosen.').tagName).toBe('P');
    // Never a render with raw keys.
    expect(new Set(seen)).toEqual(new Set(['Payment channel · No game was chosen.']));
  });

  it('renders at once when the areas are already there', async () => {
    const i18n = await createI18n({ language: 'en' });
    const seen: string[] = [];
    renderCashier(i18n, seen);
    // The first test loaded both areas into every instance that waits for them, this one included.
    expect(screen.getByText('Payment channel · No game was chosen.').tagName).toBe('P');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('holds a screen a transition reveals, and React replays it once the areas are in without a complaint', async () => {
    // A router shows its pages in a transition: React waits for the promise, then replays the screen.
    function Download() {
      useMessageAreas(['download']);
      const { t } = useTranslation();
      return <p>{t('shell_download_none')}</p>;
    }
    function Page() {
      const [shown, setShown] = useState(false);
      useEffect(() => startTransition(() => setShown(true)), []);
      return <Suspense fallback={<p>loading</p>}>{shown && <Download />}</Suspense>;
    }
    const errors = jest.spyOn(console, 'error');
    const i18n = await createI18n({ language: 'en' });

    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Page />
        </I18nextProvider>,
      );
    });

    const complaints = errors.mock.calls.map(([message]) => String(message));
    errors.mockRestore();
    expect(screen.getByText('No apps are available to download right now.').tagName).toBe('P');
    // Neither the conditional use() warning nor an error React recovered from by rendering again.
    expect(complaints).toEqual([]);
  });

  it('gives an instance created later the areas downloaded before it existed', async () => {
    // A page's chunk and its areas are fetched while the start-up calls run, before the app has its
    // instance: the instance gets them when it is created, and no other area comes with them.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./index');
      await fresh.withMessageAreas(['rewards'], () => Promise.resolve('page'));
      const i18n = await fresh.createI18n({ language: 'en' });
      expect(i18n.t('rewards_mc_bonusDetails')).toBe('Bonus details');
      expect(i18n.exists('shell_download_none')).toBe(false);
      await fresh.loadMessageAreas(['download']);
      expect(i18n.t('shell_download_none')).toBe('No apps are available to download right now.');
    });
  });
});
