import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppNavigate } from '../routing/duplicate-navigation';
import { useSession } from '@playfront/auth-session';
import { useBrand, useFlags } from '@playfront/brand-config';
import { useCustomerService } from '@playfront/content';
import { useGameNav } from '@playfront/game-launch';
import { languageNames } from '@playfront/i18n';
import { CategoryIcon } from './category-icon';
import { ChevronIcon, GlobeIcon, HelpIcon, UserIcon, HomeIcon } from './icons';
import { useChangeLanguage } from './language-list';
import { LazyDrawerSessionClock } from './lazy-parts';
import { useShell } from './shell-context';
import type { MemberCentrePage } from './shell-context';
import { DESKTOP_QUERY, useMedia } from './use-media';

type Group = 'main' | 'member' | 'language';

interface Item {
  id: string;
  label: string;
  /** A route, or an action (member-centre page, customer service). */
  to?: string;
  action?: () => void;
  icon?: ReactNode;
}

function MenuItems({ items }: { items: Item[] }) {
  return (
    <ul className="pf-side__items">
      {items.map((item) => (
        <li key={item.id}>
          {item.to ? (
            <Link to={item.to} className="pf-side__item">
              {item.icon}
              <span>{item.label}</span>
            </Link>
          ) : (
            <button type="button" className="pf-side__item" onClick={item.action}>
              {item.icon}
              <span>{item.label}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const focusable = 'a[href], button:not([disabled]), select, input, [tabindex]:not([tabindex="-1"])';

/**
 * The side menu (spec §2): main, member and language groups, one open at a time; help closes them all and
 * goes to /help. A column on desktop, a drawer that traps focus and closes on Escape on phones.
 */
export function SideMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const brand = useBrand();
  const { member, isAgent, isLoggedIn } = useSession();
  const flags = useFlags(['AGENTPOLICY3', 'MANPLAYREB3']);
  const { entries } = useGameNav();
  const { openMemberCentre, drawerOpen, setDrawerOpen } = useShell();
  const customerService = useCustomerService(member?.clubLabel?.rankLevel);
  const changeLanguage = useChangeLanguage();
  const isDesktop = useMedia(DESKTOP_QUERY);
  const [open, setOpen] = useState<Group | null>('main');
  const panelRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const isDrawer = !isDesktop;
  const visible = isDesktop || drawerOpen;

  useEffect(() => {
    if (!isDrawer || !drawerOpen) return;
    const panel = panelRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel?.querySelector<HTMLElement>(focusable)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        setDrawerOpen(false);
      } else if (event.key === 'Tab') {
        const items = Array.from(panel.querySelectorAll<HTMLElement>(focusable));
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [isDrawer, drawerOpen, setDrawerOpen]);

  const mc = (page: MemberCentrePage) => () => openMemberCentre(page);
  const main: Item[] = [
    { id: 'deposit', label: t('shell_menu_deposit'), action: mc('depositv2') },
    { id: 'withdraw', label: t('shell_menu_withdraw'), action: mc('withdraw') },
    { id: 'promotions', label: t('shell_page_promotions'), to: '/promotions' },
    ...(flags.AGENTPOLICY3
      ? [{ id: 'referral', label: t('shell_menu_referral'), action: mc('referral') }]
      : []),
    { id: 'reward', label: t('shell_menu_reward_centre'), action: mc('rewardCenter') },
    ...(flags.MANPLAYREB3
      ? [{ id: 'cashback', label: t('shell_menu_cashback'), action: mc('manualRebate') }]
      : []),
    { id: 'download', label: t('shell_page_download'), to: '/download' },
    { id: 'feedback', label: t('shell_feedback'), to: '/feedback' },
    {
      id: 'customer-service',
      label: t('shell_customer_service'),
      action: () => void customerService.open(),
    },
  ];
  const games: Item[] = [
    { id: 'home', label: t('shell_page_home'), to: '/index', icon: <HomeIcon /> },
    { id: 'hot', label: t('shell_nav_hot'), to: '/hot', icon: <CategoryIcon id="HOT" /> },
    ...entries.map((entry) => ({
      id: entry.id,
      label: t(entry.labelKey),
      to: entry.path,
      icon: <CategoryIcon id={entry.id} />,
    })),
  ];
  const memberItems: Item[] = [
    // Spec §5: the agent centre only for agent account types, on a brand with the agent policy.
    ...(isAgent && flags.AGENTPOLICY3
      ? [{ id: 'agent', label: t('shell_agent_centre'), action: mc('agent') }]
      : []),
    { id: 'vip', label: t('shell_menu_vip'), to: '/vip' },
    { id: 'bets', label: t('shell_menu_betting_record'), action: mc('personalHistoryCopy') },
    { id: 'account-details', label: t('shell_menu_account_details'), action: mc('transactionHistory') },
    { id: 'security', label: t('shell_menu_security_centre'), action: mc('securityCenter') },
    { id: 'my-account', label: t('shell_menu_my_account'), action: mc('securityCenter') },
    { id: 'profit', label: t('shell_menu_profit'), action: mc('personalProfit') },
    ...(flags.MANPLAYREB3 ? [{ id: 'messages', label: t('shell_messages'), action: mc('messageV2') }] : []),
    {
      id: 'responsible-gaming',
      label: t('shell_mc_responsibleGaming'),
      action: mc('responsibleGaming'),
    },
  ];

  const group = (id: Group, label: string, icon: ReactNode, content: ReactNode) => {
    const expanded = open === id;
    const panelId = `${baseId}-${id}`;
    return (
      <li className="pf-side__group">
        <button
          type="button"
          className="pf-side__group-toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen(expanded ? null : id)}
        >
          {icon}
          <span>{label}</span>
          <ChevronIcon className="pf-icon pf-side__chevron" />
        </button>
        <div id={panelId} hidden={!expanded} className="pf-side__panel">
          {expanded && content}
        </div>
      </li>
    );
  };

  return (
    <>
      {isDrawer && drawerOpen && (
        <div className="pf-side__backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <nav
        id="pf-side-menu"
        ref={panelRef}
        aria-label={t('shell_side_menu')}
        className={`pf-side${isDrawer ? ' pf-side--drawer' : ''}`}
        hidden={!visible}
        {...(isDrawer && drawerOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        {isDrawer && (
          <div className="pf-side__drawer-head">
            <span className="pf-side__drawer-title">{brand.name}</span>
            <button type="button" className="pf-side__close" onClick={() => setDrawerOpen(false)}>
              {t('shell_close_menu')}
            </button>
          </div>
        )}
        {/* Phones: the header row has no room for the session clock, so the drawer shows it. */}
        {isDrawer && drawerOpen && isLoggedIn && (
          <Suspense fallback={null}>
            <LazyDrawerSessionClock />
          </Suspense>
        )}
        {/* A closed drawer renders no groups: a phone's first render is spared the menu it does not show. */}
        {visible && (
          <ul className="pf-side__groups">
            {group(
              'main',
              t('shell_menu_main'),
              <HomeIcon />,
              <>
                <MenuItems items={main} />
                <p className="pf-side__subtitle">{t('shell_menu_game_centre')}</p>
                <MenuItems items={games} />
              </>,
            )}
            {group('member', t('shell_menu_member'), <UserIcon />, <MenuItems items={memberItems} />)}
            {brand.languages.length > 1 &&
              group(
                'language',
                t('app_language'),
                <GlobeIcon />,
                <ul className="pf-side__items" aria-label={t('app_language')}>
                  {brand.languages.map((language) => (
                    <li key={language}>
                      <button
                        type="button"
                        className="pf-side__item"
                        aria-pressed={i18n.language === language}
                        lang={language === 'cn' ? 'zh-CN' : language}
                        onClick={() => void changeLanguage(language)}
                      >
                        <span>{languageNames[language]}</span>
                      </button>
                    </li>
                  ))}
                </ul>,
              )}
            <li className="pf-side__group">
              <button
                type="button"
                className="pf-side__group-toggle"
                onClick={() => {
                  setOpen(null);
                  setDrawerOpen(false);
                  navigate('/help');
                }}
              >
                <HelpIcon />
                <span>{t('shell_help_title')}</span>
              </button>
            </li>
          </ul>
        )}
      </nav>
    </>
  );
}
