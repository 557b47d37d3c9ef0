import { useTranslation } from 'react-i18next';
import { IconButton, useTheme } from '@playfront/ui-kit';
import { MoonIcon, SunIcon } from './icons';

/** Switches dark and light; named after the theme it switches to. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  return (
    <IconButton
      label={theme === 'dark' ? t('app_theme_light') : t('app_theme_dark')}
      icon={theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      onClick={toggleTheme}
    />
  );
}
