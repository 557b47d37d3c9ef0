import { Navigate, NavLink, Outlet, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { sessionEnded } from '@playfront/api-client';
import { Button, useTheme } from '@playfront/ui-kit';
import { useOperatorLogoutMutation } from '../api/operator-api';
import { Screen } from '../components/screen';
import { BrandSelect } from './brand-select';
import { LanguageSelect } from './language-select';
import { mayOpen, visibleNav } from './permissions';
import type { Area } from './permissions';
import { useOperator } from './use-operator';

/** What a route of the shell declares: the areas any of which lets an operator open it. */
export interface ScreenHandle {
  areas?: readonly Area[];
  /** The start screen: an operator who may not open it goes to the first screen they may. */
  home?: boolean;
}

/** A role's name in the operator's language (an unknown role as the server names it). */
export function useRoleName() {
  const { t, i18n } = useTranslation();
  return (role: string) => (i18n.exists(`bo_role_${role}`) ? t(`bo_role_${role}`) : role);
}

function SignOut() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [logout, { isLoading }] = useOperatorLogoutMutation();
  const signOut = async () => {
    // The session ends here whatever the server answers (it may have ended there already).
    await logout().catch(() => undefined);
    dispatch(sessionEnded());
  };
  return (
    <Button variant="secondary" size="sm" onClick={signOut} loading={isLoading}>
      {t('bo_sign_out')}
    </Button>
  );
}

function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  return (
    <Button variant="ghost" size="sm" onClick={toggleTheme} aria-pressed={theme === 'dark'}>
      {t('bo_theme_dark')}
    </Button>
  );
}

/** Refused before the server refuses: the operator's roles do not open this screen. */
function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Screen title={t('bo_forbidden_title')}>
      <p>{t('bo_forbidden_text')}</p>
    </Screen>
  );
}

/**
 * The frame of every screen once signed in: a skip link, the header (the operator, their roles, the
 * language, sign-out), the navigation filtered by the operator's permissions, and the screen.
 */
export function Shell() {
  const { t } = useTranslation();
  const operator = useOperator();
  const roleName = useRoleName();
  const matches = useMatches();
  const navigation = useNavigation();
  const nav = visibleNav(operator);
  const handle = (matches.at(-1)?.handle ?? {}) as ScreenHandle;
  const allowed = mayOpen(operator, handle.areas);

  let content = <Outlet />;
  if (!allowed && handle.home && nav.length > 0) content = <Navigate to={nav[0].path} replace />;
  else if (!allowed) content = <NotAllowed />;

  return (
    <div className="bo-app">
      <header className="bo-header">
        <a className="bo-skip" href="#bo-main">
          {t('bo_skip_to_content')}
        </a>
        <NavLink to="/" className="bo-header__brand">
          {t('bo_app_name')}
        </NavLink>
        <div className="bo-header__operator">
          <span className="bo-header__name">{operator.me?.displayName}</span>
          <span className="bo-header__roles">
            <span className="pf-visually-hidden">{t('bo_roles')}: </span>
            {operator.me?.roles.map((role) => (
              <span key={role} className="bo-role">
                {roleName(role)}
              </span>
            ))}
          </span>
        </div>
        <div className="bo-header__tools">
          <BrandSelect />
          <LanguageSelect />
          <ThemeSwitch />
          <SignOut />
        </div>
      </header>
      <div className="bo-body">
        <nav className="bo-nav" aria-label={t('bo_nav_label')}>
          <ul>
            {nav.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} end={entry.path === '/'} className="bo-nav__link">
                  {t(entry.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="bo-main" className="bo-main" aria-busy={navigation.state === 'loading' || undefined}>
          {navigation.state === 'loading' && (
            <div className="bo-progress" role="progressbar" aria-label={t('ui_loading')} />
          )}
          {content}
        </main>
      </div>
    </div>
  );
}
