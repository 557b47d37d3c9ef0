import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { ThemeProvider, applyBrandColors, useTheme } from './theme';

function ThemeSwitch() {
  const { theme, toggleTheme, setTheme } = useTheme();
  return (
    <>
      <p>Theme: {theme}</p>
      <button type="button" onClick={toggleTheme}>
        Toggle
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        Light
      </button>
    </>
  );
}

describe('ThemeProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset['theme'];
  });

  it('starts with the default theme and sets data-theme on <html>', async () => {
    await renderWithI18n(
      <ThemeProvider defaultTheme="light">
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('Theme: light')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('toggles with the keyboard and persists the choice', async () => {
    const { user } = await renderWithI18n(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Toggle' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Theme: light')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('pf-theme')).toBe('light');
  });

  it('restores the stored theme under a custom key', async () => {
    localStorage.setItem('brand-theme', 'light');
    await renderWithI18n(
      <ThemeProvider storageKey="brand-theme" defaultTheme="dark">
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('Theme: light')).toBeInTheDocument();
  });

  it('ignores a stored value that is not a theme', async () => {
    localStorage.setItem('pf-theme', 'purple');
    await renderWithI18n(
      <ThemeProvider defaultTheme="dark">
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('Theme: dark')).toBeInTheDocument();
  });

  it('setTheme stores the theme', async () => {
    const { user } = await renderWithI18n(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(localStorage.getItem('pf-theme')).toBe('light');
  });

  it('useTheme outside the provider throws a helpful error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderWithI18n(<ThemeSwitch />)).rejects.toThrow(/ThemeProvider/);
  });
});

describe('applyBrandColors', () => {
  it('sets only the given brand custom properties', () => {
    const root = document.createElement('div');
    applyBrandColors({ primary: '#00aa55', chatHeader: '#123456' }, root);
    expect(root.style.getPropertyValue('--pf-color-primary')).toBe('#00aa55');
    expect(root.style.getPropertyValue('--pf-chat-header')).toBe('#123456');
    expect(root.style.getPropertyValue('--pf-color-on-primary')).toBe('');
  });

  it('defaults to <html>', () => {
    applyBrandColors({ onPrimary: '#000000' });
    expect(document.documentElement.style.getPropertyValue('--pf-color-on-primary')).toBe('#000000');
  });
});
