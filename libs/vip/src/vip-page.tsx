import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { api, selectIsLoggedIn } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import type { VipMemberStatus, VipOverview, VipRank } from '@playfront/api-contract';
import { useAuthModals, useSession } from '@playfront/auth-session';
import { useMessageAreas } from '@playfront/i18n';
import { Button, EmptyState } from '@playfront/ui-kit';
import { formatRate, percentOf, useVipMoney } from './format';
import { VipLoadable } from './states';
import { VipStyles } from './styles';
import { useGetVipQuery } from './vip-api';

/**
 * /vip: the member's rank (badge and name), the progress to the next rank (deposits and valid bets so far
 * against what it needs) and the benefits of every rank with the member's own marked. A visitor sees the
 * benefits and a call to log in.
 */
export function VipPage() {
  // The play area names the game categories of the cashback rates.
  useMessageAreas(['loyalty', 'play']);
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const dispatch = useDispatch();
  const loggedIn = useSelector((state: { credentials: CredentialsState }) => selectIsLoggedIn(state));
  const { member: info } = useSession();
  const { currentData, isFetching, isError, refetch } = useGetVipQuery(
    { member: loggedIn, language: i18n.language },
    { refetchOnMountOrArgChange: true },
  );
  const me = loggedIn ? (currentData?.member ?? null) : null;

  // The rank changed since member info was read (the hourly evaluation): the header's club label follows.
  const shownLevel = info?.clubLabel?.rankLevel;
  useEffect(() => {
    if (me && shownLevel !== undefined && me.level !== shownLevel) {
      dispatch(api.util.invalidateTags(['Member']));
    }
  }, [dispatch, me, shownLevel]);

  return (
    <section className="pf-page pf-vip" aria-labelledby={titleId}>
      <VipStyles />
      <h1 id={titleId} className="pf-page__title">
        {t('shell_page_vip')}
      </h1>
      {currentData && <p className="pf-page__lead">{t('vip_lead', { days: currentData.windowDays })}</p>}
      <VipLoadable
        isLoading={isFetching && !currentData}
        error={isError && !isFetching ? t('vip_load_failed') : undefined}
        onRetry={() => void refetch()}
      >
        {currentData && currentData.ranks.length === 0 && <EmptyState title={t('vip_empty')} />}
        {currentData && currentData.ranks.length > 0 && (
          <>
            {me ? <CurrentRank overview={currentData} me={me} /> : !loggedIn && <VisitorCall />}
            <BenefitsTable ranks={currentData.ranks} mine={me?.level ?? null} />
          </>
        )}
      </VipLoadable>
    </section>
  );
}

function RankBadge({ level }: { level: number }) {
  return (
    <span className={`pf-vip__badge pf-vip__badge--${Math.min(level, 6)}`} aria-hidden="true">
      {level}
    </span>
  );
}

function CurrentRank({ overview, me }: { overview: VipOverview; me: VipMemberStatus }) {
  const { t } = useTranslation();
  const money = useVipMoney();
  const headingId = useId();
  const next = me.progress ? overview.ranks.find((rank) => rank.level === me.progress?.nextLevel) : undefined;
  return (
    <section className="pf-vip__current" aria-labelledby={headingId}>
      <div className="pf-vip__rank">
        <RankBadge level={me.level} />
        <div>
          <p id={headingId} className="pf-vip__label">
            {t('vip_current_label')}
          </p>
          <p className="pf-vip__name">{me.name}</p>
          <p className="pf-vip__level">{t('vip_level', { level: me.level })}</p>
        </div>
      </div>
      {me.progress && next ? (
        <div className="pf-vip__progress">
          <h2 className="pf-vip__subtitle">{t('vip_progress_title', { name: me.progress.nextName })}</h2>
          <ProgressBar
            label={t('vip_progress_deposits')}
            have={me.deposits}
            need={next.minDeposit}
            left={me.progress.depositNeeded}
            money={money}
          />
          <ProgressBar
            label={t('vip_progress_bets')}
            have={me.validBet}
            need={next.minValidBet}
            left={me.progress.validBetNeeded}
            money={money}
          />
          <p className="pf-vip__note">{t('vip_window_note', { days: me.windowDays })}</p>
        </div>
      ) : (
        <p className="pf-vip__top">{t('vip_top_rank')}</p>
      )}
    </section>
  );
}

interface ProgressBarProps {
  label: string;
  have: string;
  need: string;
  left: string;
  money: (value: string) => string;
}

function ProgressBar({ label, have, need, left, money }: ProgressBarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const percent = percentOf(have, need);
  const amounts = t('vip_progress_amount', { have: money(have), need: money(need) });
  return (
    <div className="pf-vip__bar">
      <div className="pf-vip__bar-top">
        <span id={labelId} className="pf-vip__bar-label">
          {label}
        </span>
        <span className="pf-vip__bar-amounts">{amounts}</span>
      </div>
      <div
        className="pf-vip__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={amounts}
      >
        <span className="pf-vip__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="pf-vip__left">
        {left === '0' ? t('vip_progress_done') : t('vip_progress_needed', { amount: money(left) })}
      </p>
    </div>
  );
}

function VisitorCall() {
  const { t } = useTranslation();
  const { openLogin } = useAuthModals();
  return (
    <div className="pf-vip__visitor">
      <p>{t('vip_visitor_text')}</p>
      <Button onClick={() => openLogin()}>{t('vip_login')}</Button>
    </div>
  );
}

function BenefitsTable({ ranks, mine }: { ranks: VipRank[]; mine: number | null }) {
  const { t } = useTranslation();
  const money = useVipMoney();
  const category = (id: string) => t(`play_category_${id}`, { defaultValue: id });
  return (
    // It scrolls sideways on a phone: focusable and named, so the keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region (axe scrollable-region-focusable)
    <div className="pf-vip__table-wrap" role="region" aria-label={t('vip_benefits_title')} tabIndex={0}>
      <table className="pf-vip__table">
        <caption className="pf-vip__subtitle">{t('vip_benefits_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vip_col_rank')}</th>
            <th scope="col">{t('vip_col_requirement')}</th>
            <th scope="col">{t('vip_col_cashback')}</th>
            <th scope="col">{t('vip_col_withdrawal')}</th>
            <th scope="col">{t('vip_col_bonus')}</th>
          </tr>
        </thead>
        <tbody>
          {ranks.map((rank) => {
            const own = rank.level === mine;
            return (
              <tr
                key={rank.level}
                className={own ? 'pf-vip__row--mine' : undefined}
                aria-current={own || undefined}
              >
                <th scope="row">
                  <span className="pf-vip__row-rank">
                    <RankBadge level={rank.level} />
                    <span>{rank.name}</span>
                    {own && <span className="pf-vip__mine">{t('vip_your_rank')}</span>}
                  </span>
                </th>
                <td>
                  {rank.minDeposit === '0' && rank.minValidBet === '0'
                    ? t('vip_entry_rank')
                    : `${money(rank.minDeposit)} / ${money(rank.minValidBet)}`}
                </td>
                <td>
                  <ul className="pf-vip__rates">
                    {Object.entries(rank.cashbackRates).map(([id, rate]) => (
                      <li key={id}>
                        {category(id)} {formatRate(rate)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {rank.dailyWithdrawalLimit === null ? t('vip_no_limit') : money(rank.dailyWithdrawalLimit)}
                </td>
                <td>{rank.upgradeBonus === '0' ? '–' : money(rank.upgradeBonus)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
