import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { bonusStatuses } from '@playfront/api-contract';
import type { Bonus, BonusStatus } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { Button, ConfirmDialog, EmptyState, Loadable, Notice, Pagination, Select } from '@playfront/ui-kit';
import { formatTime, useMoney, useMoneyIntent, WalletPage } from '@playfront/wallet';
import { useForfeitBonusMutation, useGetBonusesQuery } from './rewards-api';
import { Progress, RewardsStyles } from './rewards-ui';

/** Bonuses per page of the bonus details. */
export const BONUS_PAGE_SIZE = 10;

const statusTone: Record<BonusStatus, string> = {
  ACTIVE: 'go',
  COMPLETED: 'ok',
  FORFEITED: 'bad',
  EXPIRED: 'bad',
};

export interface BonusDetailsPageProps {
  /** Bonuses per page (stories). */
  pageSize?: number;
}

/**
 * Bonus details (bonusDetails): every bonus with its source, amount, status, turnover played out of the
 * requirement, grant and expiry dates; filtered by status and paged. The outstanding turnover over the
 * active bonuses holds withdrawals until it is 0. An active bonus may be given up (what is left is taken
 * back), after a confirmation.
 */
export function BonusDetailsPage({ pageSize = BONUS_PAGE_SIZE }: BonusDetailsPageProps) {
  useMessageAreas(['rewards']);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const intent = useMoneyIntent();
  const [status, setStatus] = useState<BonusStatus | ''>('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Bonus | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const result = useGetBonusesQuery({ page, size: pageSize, ...(status ? { status } : {}) });
  const [forfeit, forfeiting] = useForfeitBonusMutation();
  const data = result.data;
  const rows = data?.list ?? [];
  const pageCount = Math.ceil((data?.total ?? 0) / pageSize);
  const outstanding = data ? BigInt(data.turnoverOutstanding) : 0n;

  const giveUp = async (bonus: Bonus) => {
    const body = { id: bonus.id };
    try {
      await forfeit({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setOutcome({ kind: 'success', text: t('rewards_bonus_forfeit_done') });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
    setConfirming(null);
  };

  return (
    <WalletPage label={t('rewards_mc_bonusDetails')}>
      <RewardsStyles />
      {data && (
        <div className="pf-rw__summary" role="group" aria-label={t('rewards_bonus_outstanding')}>
          <span>{t('rewards_bonus_outstanding')}</span>
          <span className="pf-rw__summary-value">{money(outstanding)}</span>
          <p className="pf-rw__hint">
            {outstanding > 0n ? t('rewards_bonus_outstanding_hint') : t('rewards_bonus_outstanding_none')}
          </p>
        </div>
      )}
      <div className="pf-wallet__filters">
        <div className="pf-wallet__row">
          <Select
            label={t('rewards_bonus_status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as BonusStatus | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('rewards_bonus_status_all') },
              ...bonusStatuses.map((value) => ({ value, label: t(`rewards_bonus_status_${value}`) })),
            ]}
          />
        </div>
      </div>
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      <Loadable
        isLoading={result.isLoading}
        error={result.error && errorMessage(result.error, t('err_unknown'))}
        onRetry={() => void result.refetch()}
      >
        {rows.length === 0 ? (
          <EmptyState title={t('rewards_bonus_empty')} />
        ) : (
          <ul className="pf-rw__list" aria-label={t('rewards_mc_bonusDetails')} aria-busy={result.isFetching}>
            {rows.map((bonus) => (
              <li key={bonus.id} className="pf-rw__card" aria-label={bonus.source.title}>
                <div className="pf-rw__head">
                  <div>
                    <h4 className="pf-rw__title">{bonus.source.title}</h4>
                    <span className="pf-rw__kind">{t(`rewards_kind_${bonus.source.kind}`)}</span>
                  </div>
                  <span className={`pf-rw__status pf-rw__status--${statusTone[bonus.status]}`}>
                    {t(`rewards_bonus_status_${bonus.status}`)}
                  </span>
                </div>
                <Progress
                  label={t('rewards_bonus_turnover')}
                  done={bonus.turnoverDone}
                  target={bonus.turnoverRequired}
                  text={t('rewards_bonus_turnover_value', {
                    done: money(bonus.turnoverDone),
                    required: money(bonus.turnoverRequired),
                  })}
                />
                <dl className="pf-rw__facts">
                  <div>
                    <dt>{t('rewards_bonus_amount')}</dt>
                    <dd>{money(bonus.amount)}</dd>
                  </div>
                  <div>
                    <dt>{t('rewards_bonus_granted')}</dt>
                    <dd>{formatTime(bonus.grantedAt, i18n.language)}</dd>
                  </div>
                  <div>
                    <dt>{t('rewards_bonus_expires')}</dt>
                    <dd>{formatTime(bonus.expiresAt, i18n.language)}</dd>
                  </div>
                  {BigInt(bonus.forfeitedAmount) > 0n && (
                    <div>
                      <dt>{t('rewards_bonus_taken_back')}</dt>
                      <dd>{money(bonus.forfeitedAmount)}</dd>
                    </div>
                  )}
                </dl>
                {bonus.status === 'ACTIVE' && (
                  <div className="pf-rw__actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`${t('rewards_bonus_forfeit')}: ${bonus.source.title}`}
                      onClick={() => {
                        setOutcome(null);
                        setConfirming(bonus);
                      }}
                    >
                      {t('rewards_bonus_forfeit')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
      </Loadable>
      <ConfirmDialog
        open={confirming !== null}
        titleKey="rewards_bonus_forfeit_title"
        text={confirming ? t('rewards_bonus_forfeit_text', { amount: money(confirming.amount) }) : undefined}
        submitKey="rewards_bonus_forfeit"
        danger
        busy={forfeiting.isLoading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming && !forfeiting.isLoading) void giveUp(confirming);
        }}
      />
    </WalletPage>
  );
}
