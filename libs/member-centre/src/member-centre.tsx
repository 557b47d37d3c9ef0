import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, loadingOf } from '@playfront/api-client';
import type { QueryLoadFields } from '@playfront/api-client';
import { canOpenMemberCentre, useSession } from '@playfront/auth-session';
import { useMessageAreas, withMessageAreas } from '@playfront/i18n';
import { Button, EmptyState, Loader, Modal, Spinner } from '@playfront/ui-kit';
import {
  DepositPage,
  TransactionHistoryPage,
  TransferFundPage,
  UplineTransferPage,
  useGetFundsQuery,
  WithdrawPage,
} from '@playfront/wallet';
import { BettingRecordPage } from './betting-record-page';
import { BonusDetailsPage } from './bonus-details-page';
import { MissionActivityPage } from './mission-activity-page';
import { memberCentreLabelKeys, memberCentrePages } from './pages';
import type { MemberCentrePage } from './pages';
import { RewardCenterPage } from './reward-center-page';
import { useGetMissionSummaryQuery } from './rewards-api';
import { SecurityCenterPage } from './security-center-page';
import { MemberCentreStyles } from './styles';

/** Invite friends: its own chunk, with its texts. */
const ReferralPage = lazy(() => withMessageAreas(['loyalty'], () => import('./referral-page')));
/** Cashback (manualRebate): its own chunk, with its message areas (its refusals among them). */
const CashbackPage = lazy(() => withMessageAreas(['loyalty', 'refusals'], () => import('./cashback-page')));
// Pages of their own chunk, each with its message area: they load the first time they are opened.
const ProfitPage = lazy(() => withMessageAreas(['loyalty'], () => import('./profit-page')));
const MessagePage = lazy(() => withMessageAreas(['loyalty'], () => import('./message-page')));
/** Responsible gaming: its own chunk, with its texts and the refusals its calls may answer. */
const ResponsibleGamingPage = lazy(() =>
  withMessageAreas(['loyalty', 'refusals'], () => import('./responsible-gaming-page')),
);

export interface MemberCentreProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** The page to show when it opens (and whenever the opener asks for another one). */
  page: MemberCentrePage;
  /** Called on the close button and Escape. */
  onClose: () => void;
  /** Told when the player picks another page in the menu. */
  onNavigate?: (page: MemberCentrePage) => void;
  /** Pages the brand switched off (e.g. manualRebate while MANPLAYREB3 is off): left out of the menu. */
  hidden?: readonly MemberCentrePage[];
}

/**
 * The member centre ('personal center', spec §2): a left menu in the spec's order (a scrolling tab strip on
 * a phone) with the selected page marked aria-current, and the page beside it. It shows once the member
 * info and funds have loaded, and refuses trial accounts (spec §4, §5).
 */
export function MemberCentre({ open, page, onClose, onNavigate, hidden = [] }: MemberCentreProps) {
  // Its own texts (wallet, rewards) and those of the pages it shows in place (play, forms): moving between
  // pages never waits. The pages of their own chunk load their areas with it.
  useMessageAreas(['wallet', 'rewards', 'play', 'forms']);
  const { t } = useTranslation();
  // The opener's page wins whenever it changes; the menu moves between pages in between.
  const [state, setState] = useState({ requested: page, current: page });
  const current = state.requested === page ? state.current : page;
  const go = (next: MemberCentrePage) => {
    setState({ requested: page, current: next });
    onNavigate?.(next);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('shell_personal_center')}
      width={1000}
      height={640}
      className="pf-mc"
    >
      <MemberCentreStyles />
      <MemberCentreBody page={current} onPage={go} onClose={onClose} hidden={hidden} />
    </Modal>
  );
}

/**
 * ui-kit's Badge markup and styles, drawn here: importing Badge would move it out of the home route's boot
 * chunk into a chunk shared with the member centre, one more file on first load.
 */
function MenuBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="pf-badge pf-badge--count pf-mc__badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="pf-visually-hidden">{label}</span>
    </span>
  );
}

/** Of the funds call, whether it is loading or failed (the pages read the funds themselves). */
const fundsState = (result: QueryLoadFields & { error?: unknown }) => ({
  isLoading: loadingOf(result),
  error: result.error,
});
/** Of the mission summary, the count of open missions. */
const openMissions = ({ data }: { data?: { open: number } }) => ({ missionsOpen: data?.open ?? 0 });

function MemberCentreBody({
  page,
  onPage,
  onClose,
  hidden,
}: {
  page: MemberCentrePage;
  onPage: (page: MemberCentrePage) => void;
  onClose: () => void;
  hidden: readonly MemberCentrePage[];
}) {
  const { t } = useTranslation();
  const pageHeadingId = useId();
  const { isLoggedIn, accountType, member, isLoading } = useSession();
  const allowed = isLoggedIn && canOpenMemberCentre(accountType);
  // Only what the body shows is read of each call: a refetch (the balance after a transfer, the missions
  // after a claim) re-renders the pages only when it changes that.
  const funds = useGetFundsQuery(undefined, { skip: !allowed, selectFromResult: fundsState });
  // The mission activity entry counts the open missions (nothing shows at 0 or when the call fails).
  const { missionsOpen } = useGetMissionSummaryQuery(undefined, {
    skip: !allowed,
    selectFromResult: openMissions,
  });

  if (!allowed) {
    return (
      <EmptyState
        title={t('in_need_true_account')}
        action={<Button onClick={onClose}>{t('in_increase_submit')}</Button>}
      />
    );
  }
  if (isLoading || funds.isLoading || (!member && !funds.error)) {
    return (
      <div className="pf-mc__loading">
        <Spinner label={t('ui_loading')} />
      </div>
    );
  }
  if (!member || funds.error) {
    return (
      <EmptyState
        title={t('wallet_mc_error')}
        description={errorMessage(funds.error, '')}
        action={
          <Button variant="secondary" onClick={() => void funds.refetch()}>
            {t('shell_retry')}
          </Button>
        }
      />
    );
  }

  return (
    <div className="pf-mc__layout">
      <nav className="pf-mc__nav" aria-label={t('wallet_mc_menu')}>
        <ul className="pf-mc__menu">
          {memberCentrePages
            .filter((id) => !hidden.includes(id))
            .map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className="pf-mc__item"
                  aria-current={id === page ? 'page' : undefined}
                  onClick={() => onPage(id)}
                >
                  {t(memberCentreLabelKeys[id])}
                  {id === 'missionLeaderboard' && missionsOpen > 0 && (
                    <MenuBadge
                      count={missionsOpen}
                      label={t('rewards_mc_missions_open', { count: missionsOpen })}
                    />
                  )}
                </button>
              </li>
            ))}
        </ul>
      </nav>
      {/* It scrolls on a desktop: focusable, so a page without controls still scrolls from the keyboard. */}
      {/* A group, not a region: the page inside is the region of that name. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable area (axe scrollable-region-focusable) */}
      <div className="pf-mc__page" role="group" aria-labelledby={pageHeadingId} tabIndex={0}>
        <h3 id={pageHeadingId} className="pf-visually-hidden">
          {t(memberCentreLabelKeys[page])}
        </h3>
        {page === 'securityCenter' && <SecurityCenterPage onLeave={onClose} />}
        {page === 'transferFund' && <TransferFundPage />}
        {page === 'depositv2' && <DepositPage onSetLimits={() => onPage('responsibleGaming')} />}
        {page === 'withdraw' && <WithdrawPage onSetPaymentPassword={() => onPage('securityCenter')} />}
        {page === 'transferUpline' &&
          (member.toUpline ? <UplineTransferPage /> : <EmptyState title={t('err_no_upline')} />)}
        {page === 'personalHistoryCopy' && <BettingRecordPage />}
        {page === 'manualRebate' && (
          <Suspense fallback={<Loader visible />}>
            <CashbackPage />
          </Suspense>
        )}
        {page === 'transactionHistory' && <TransactionHistoryPage />}
        {page === 'bonusDetails' && <BonusDetailsPage />}
        {page === 'rewardCenter' && <RewardCenterPage />}
        {page === 'referral' && (
          <Suspense fallback={<Loader visible label={t('ui_loading')} />}>
            <ReferralPage />
          </Suspense>
        )}
        {page === 'missionLeaderboard' && <MissionActivityPage />}
        <Suspense fallback={<Loader visible label={t('ui_loading')} />}>
          {page === 'personalProfit' && <ProfitPage />}
          {page === 'messageV2' && <MessagePage />}
          {page === 'responsibleGaming' && <ResponsibleGamingPage />}
        </Suspense>
      </div>
    </div>
  );
}
