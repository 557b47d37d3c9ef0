import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useIsLoggedIn } from '@playfront/auth-session';
import { useGameNav } from '@playfront/game-launch';
import { CategoryIcon } from './category-icon';

/**
 * The top game navigation (spec §2): hot games, favourites for members, then one entry per category that
 * has a vendor (DS88 right after live casino).
 */
export function TopNav() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const { entries } = useGameNav();
  const items = [
    { id: 'HOT', path: '/hot', label: t('shell_nav_hot') },
    ...(isLoggedIn ? [{ id: 'FAV', path: '/fav', label: t('shell_nav_fav') }] : []),
    ...entries.map((entry) => ({ id: entry.id, path: entry.path, label: t(entry.labelKey) })),
  ];
  return (
    <nav className="pf-topnav" aria-label={t('shell_games_nav')}>
      <ul className="pf-topnav__list">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.path}
              end
              className={({ isActive }) => `pf-topnav__link${isActive ? ' pf-topnav__link--active' : ''}`}
            >
              <CategoryIcon id={item.id} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
