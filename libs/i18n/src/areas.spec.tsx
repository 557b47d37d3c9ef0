import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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
});
