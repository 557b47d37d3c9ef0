import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type Theme = 'dark' | 'light';

/** The brand colours an operator may override on top of either theme. */
export interface BrandColors {
  /** Main action colour (buttons, links, current page). */
  primary: string;
  /** Text and icons drawn on `primary`. */
  onPrimary: string;
  /** Customer-service chat window header colour. */
  chatHeader: string;
}

export interface ThemeContextValue {
  /** The theme in use. */
  theme: Theme;
  /** Switches to a theme and remembers it. */
  setTheme: (theme: Theme) => void;
  /** Switches between dark and light. */
  toggleTheme: () => void;
}

export interface ThemeProviderProps {
  /** Theme to use when nothing is stored yet. */
  defaultTheme?: Theme;
  /** localStorage key that remembers the visitor's choice. */
  storageKey?: string;
  /** The app, or the part of it that the theme applies to. */
  children?: ReactNode;
}

/** Where the visitor's theme choice is kept (localStorage); index.html's head script reads it too. */
export const themeStorageKey = 'pf-theme';

const ThemeContext = createContext<ThemeContextValue | null>(null);

const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light';

// Private browsing and sandboxed iframes may throw on storage access: the theme still works, unsaved.
function readStoredTheme(key: string): Theme | null {
  try {
    const value = window.localStorage.getItem(key);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

function storeTheme(key: string, theme: Theme): void {
  try {
    window.localStorage.setItem(key, theme);
  } catch {
    /* storage unavailable: keep the choice for this page only */
  }
}

/** Holds the colour theme, sets `data-theme` on `<html>` and persists the visitor's choice. */
export function ThemeProvider({
  defaultTheme = 'dark',
  storageKey = themeStorageKey,
  children,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(storageKey) ?? defaultTheme);

  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);

  const setTheme = useCallback(
    (next: Theme) => {
      storeTheme(storageKey, next);
      setThemeState(next);
    },
    [storageKey],
  );

  const toggleTheme = useCallback(() => {
    setThemeState((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      storeTheme(storageKey, next);
      return next;
    });
  }, [storageKey]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setters. Must be used inside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return context;
}

const brandProperties: Record<keyof BrandColors, string> = {
  primary: '--pf-color-primary',
  onPrimary: '--pf-color-on-primary',
  chatHeader: '--pf-chat-header',
};

/** Overrides brand colours as inline custom properties on `root` (the `<html>` element by default). */
export function applyBrandColors(
  colors: Partial<BrandColors>,
  root: HTMLElement = document.documentElement,
): void {
  for (const key of Object.keys(brandProperties) as (keyof BrandColors)[]) {
    const value = colors[key];
    if (value) {
      root.style.setProperty(brandProperties[key], value);
      if (key === 'primary') root.style.setProperty('--pf-color-link', value);
    }
  }
}
