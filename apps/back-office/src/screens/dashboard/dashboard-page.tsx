import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@playfront/api-contract';
import { Button } from '@playfront/ui-kit';
import { useDashboardQuery } from '../../api/operator-api';
import type { Area } from '../../app/permissions';
import { useOperator } from '../../app/use-operator';
import { useFormat } from '../../components/format';
import { QueryState, Screen } from '../../components/screen';

type Queue = keyof AdminDashboard['pending'];

/** The queues waiting on an operator, and the screen of each (those without one yet show a count only). */
const queues: readonly { queue: Queue; labelKey: string; path?: string; area?: Area }[] = [
  { queue: 'proposals', labelKey: 'bo_queue_proposals', path: '/approvals', area: 'proposals' },
  { queue: 'deposits', labelKey: 'bo_queue_deposits', path: '/cashier/deposits', area: 'deposits' },
  {
    queue: 'withdrawals',
    labelKey: 'bo_queue_withdrawals',
    path: '/cashier/withdrawals',
    area: 'withdrawals',
  },
  { queue: 'disputes', labelKey: 'bo_queue_disputes', path: '/cashier/disputes', area: 'withdrawals' },
  { queue: 'redemptions', labelKey: 'bo_queue_redemptions' },
  {
    queue: 'affiliateApplications',
    labelKey: 'bo_queue_affiliate_applications',
    path: '/applications',
    area: 'affiliate-applications',
  },
  { queue: 'feedback', labelKey: 'bo_queue_feedback', path: '/feedback', area: 'feedback' },
  {
    queue: 'affordabilityReviews',
    labelKey: 'bo_queue_affordability',
    path: '/affordability',
    area: 'protection',
  },
];

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="bo-figure">
      <dt className="bo-figure__label">{label}</dt>
      <dd className="bo-figure__value">
        {value}
        {detail && <span className="bo-figure__detail">{detail}</span>}
      </dd>
    </div>
  );
}

/** Today's figures (UTC day) and the queues waiting on an operator. */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { canRead } = useOperator();
  const { data, isLoading, isFetching, error, refetch } = useDashboardQuery(undefined, {
    refetchOnMountOrArgChange: 30,
  });
  const count = (n: number) => t('bo_dash_count', { formatted: format.count(n) });
  return (
    <Screen
      title={t('bo_nav_dashboard')}
      lead={data ? t('bo_dash_day', { day: data.day }) : undefined}
      actions={
        <Button variant="secondary" size="sm" onClick={() => void refetch()} loading={isFetching}>
          {t('bo_refresh')}
        </Button>
      }
    >
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {data && (
          <>
            <section aria-labelledby="bo-dash-today">
              <h2 id="bo-dash-today" className="bo-section__title">
                {t('bo_dash_today')}
              </h2>
              <dl className="bo-figures">
                <Figure
                  label={t('bo_dash_deposits')}
                  value={format.money(data.deposits.amount)}
                  detail={count(data.deposits.count)}
                />
                <Figure
                  label={t('bo_dash_withdrawals')}
                  value={format.money(data.withdrawals.amount)}
                  detail={count(data.withdrawals.count)}
                />
                <Figure
                  label={t('bo_dash_bets')}
                  value={format.money(data.bets.amount)}
                  detail={count(data.bets.count)}
                />
                <Figure
                  label={t('bo_dash_payouts')}
                  value={format.money(data.payouts.amount)}
                  detail={count(data.payouts.count)}
                />
                <Figure label={t('bo_dash_ggr')} value={format.money(data.grossGamingRevenue)} />
                <Figure label={t('bo_dash_active_players')} value={format.count(data.activePlayers)} />
                <Figure label={t('bo_dash_new_players')} value={format.count(data.newPlayers)} />
              </dl>
            </section>
            <section aria-labelledby="bo-dash-queues">
              <h2 id="bo-dash-queues" className="bo-section__title">
                {t('bo_dash_queues')}
              </h2>
              <ul className="bo-queues">
                {queues.map(({ queue, labelKey, path, area }) => {
                  const waiting = data.pending[queue];
                  const text = (
                    <>
                      <span className="bo-queues__count">{format.count(waiting)}</span>
                      <span>{t(labelKey)}</span>
                    </>
                  );
                  return (
                    <li
                      key={queue}
                      className={waiting > 0 ? 'bo-queues__item bo-queues__item--waiting' : 'bo-queues__item'}
                    >
                      {path && area && canRead(area) ? (
                        <Link to={path} className="bo-queues__link">
                          {text}
                        </Link>
                      ) : (
                        <span className="bo-queues__link">{text}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          </>
        )}
      </QueryState>
    </Screen>
  );
}
