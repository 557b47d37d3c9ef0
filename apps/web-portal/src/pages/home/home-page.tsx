import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthModals, useIsLoggedIn } from '@playfront/auth-session';
import { useBrand } from '@playfront/brand-config';
import { categoryPaths, useGameNav, useGetGameMenusQuery } from '@playfront/game-launch';
import { LazyHomeLobby } from '@playfront/game-launch';
import { Button } from '@playfront/ui-kit';
import { CategoryIcon } from '../../layout/category-icon';

/** /index: a welcome hero, one entry per game category, then hot games and a lane per category (on demand). */
export default function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const isLoggedIn = useIsLoggedIn();
  const { openRegister, openLogin } = useAuthModals();
  const { entries, isLoading } = useGameNav();
  const { data } = useGetGameMenusQuery();
  const vendorsOf = (path: string) =>
    (data?.data.lanes ?? [])
      .filter((lane) => categoryPaths[lane.title] === path)
      .flatMap((lane) => lane.cards.map((card) => card.displayName));

  return (
    <div className="pf-home">
      <section className="pf-hero" aria-labelledby="pf-hero-title">
        <p className="pf-hero__eyebrow">{t('shell_hero_eyebrow', { brand: brand.name })}</p>
        <h1 id="pf-hero-title" className="pf-hero__title">
          {t('app_welcome_title')}
        </h1>
        <p className="pf-hero__text">{t('app_welcome_text')}</p>
        <div className="pf-hero__actions">
          {isLoggedIn ? (
            <Link to="/hot" className="pf-hero__cta">
              {t('shell_play_hot')}
            </Link>
          ) : (
            <>
              <Button size="lg" onClick={() => openRegister()}>
                {t('shell_join_now')}
              </Button>
              <Button size="lg" variant="secondary" onClick={() => openLogin()}>
                {t('shell_login')}
              </Button>
            </>
          )}
        </div>
      </section>

      <section className="pf-home__section" aria-labelledby="pf-categories-title" aria-busy={isLoading}>
        <h2 id="pf-categories-title" className="pf-home__heading">
          {t('shell_categories_title')}
        </h2>
        <ul className="pf-categories">
          {entries.map((entry) => {
            const vendors = entry.id === 'DS88' ? [] : vendorsOf(entry.path);
            return (
              <li key={entry.id}>
                <Link to={entry.path} className={`pf-category pf-category--${entry.id.toLowerCase()}`}>
                  <span className="pf-category__icon">
                    <CategoryIcon id={entry.id} />
                  </span>
                  <span className="pf-category__name">{t(entry.labelKey)}</span>
                  <span className="pf-category__meta">
                    {vendors.length > 0
                      ? t('shell_vendor_count', { count: vendors.length })
                      : t('shell_enter_lobby')}
                  </span>
                  {entry.hot && <span className="pf-category__hot">{t('shell_hot_badge')}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <LazyHomeLobby />
    </div>
  );
}
