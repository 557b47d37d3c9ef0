import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@playfront/i18n';
import { createTestI18n } from '@playfront/i18n/testing';

export interface RenderWithI18nOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  /** Pass `jest.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** Renders inside an I18nextProvider with every language loaded; returns a `userEvent` instance too. */
export async function renderWithI18n(ui: ReactElement, options: RenderWithI18nOptions = {}) {
  const { language = 'en', advanceTimers, ...renderOptions } = options;
  const i18n = await createTestI18n(language);
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return { user, i18n, ...render(ui, { wrapper, ...renderOptions }) };
}
