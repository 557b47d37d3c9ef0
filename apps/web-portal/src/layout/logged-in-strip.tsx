import { useTranslation } from 'react-i18next';
import { useAuthModals, useSession } from '@playfront/auth-session';
import { useBrand } from '@playfront/brand-config';
import { SessionClock } from '@playfront/game-launch';
import { Badge, IconButton } from '@playfront/ui-kit';
import { BalanceDisplay } from '@playfront/wallet';
import { useUnreadCount } from './header-api';
import { LogoutIcon, MailIcon, UserIcon } from './icons';
import { useShell } from './shell-context';

/**
 * The session clock in the phone drawer (the header row has no room for it below 600 px): the time since
 * login in words. It lives in this chunk, which a member's page has loaded already.
 */
export function DrawerSessionClock() {
  return <SessionClock variant="full" className="pf-side__clock" />;
}

/**
 * The logged-in header strip (spec §2): balance with hide and refresh, the time since login (58 Pa. Code
 * 814a; from 600 px, in the drawer below), unread messages, the agent centre
 * for agent accounts, the account name that opens the member centre, and logout (the confirm dialog,
 * loader and reset belong to auth-session).
 */
export function LoggedInStrip() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { member, isTrial, isAgent } = useSession();
  const { confirmLogout } = useAuthModals();
  const { openMemberCentre } = useShell();
  // Spec §4, §7: the header reads the unread count when it loads and keeps it current (trial accounts have no inbox).
  const count = useUnreadCount(isTrial);
  const name = member?.nickname || member?.userName || member?.account || '';

  return (
    <div className="pf-strip">
      <BalanceDisplay currencySymbol={brand.currencySymbol} className="pf-strip__balance" />
      <SessionClock className="pf-strip__clock" />
      {!isTrial && (
        <button
          type="button"
          className="pf-strip__icon-link"
          aria-label={count > 0 ? t('shell_messages_unread', { count }) : t('shell_messages')}
          onClick={() => openMemberCentre('messageV2')}
        >
          <Badge count={count} label="">
            <MailIcon />
          </Badge>
        </button>
      )}
      {isAgent && (
        <button type="button" className="pf-strip__account" onClick={() => openMemberCentre('agent')}>
          {t('shell_agent_centre')}
        </button>
      )}
      <button
        type="button"
        className="pf-strip__account"
        aria-label={t('shell_open_member_centre', { name })}
        onClick={() => openMemberCentre()}
      >
        {member?.avatar ? (
          <img
            className="pf-strip__avatar"
            src={
              // As avatarSrc of api-contract, written out so the first download does not take the schemas.
              member.avatar.startsWith('/') ? member.avatar : `/wps/member/avatar/static/${member.avatar}.svg`
            }
            alt=""
            width={24}
            height={24}
          />
        ) : (
          <UserIcon />
        )}
        <span className="pf-strip__name">{name}</span>
      </button>
      {/* Beside the button, not in it: the button's name says the account name its text shows (label in name). */}
      {member?.clubLabel?.labelName && <span className="pf-strip__rank">{member.clubLabel.labelName}</span>}
      <IconButton
        label={t('shell_logout')}
        icon={<LogoutIcon />}
        className="pf-strip__logout"
        onClick={() => confirmLogout()}
      />
    </div>
  );
}
