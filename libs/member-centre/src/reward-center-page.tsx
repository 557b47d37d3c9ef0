import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { Reward } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { Button, EmptyState, Loadable, Notice } from '@playfront/ui-kit';
import { formatTime, useMoney, useMoneyIntent, WalletPage } from '@playfront/wallet';
import { useClaimRewardMutation, useGetRewardsQuery } from './rewards-api';
import { RewardsStyles } from './rewards-ui';

const rewardKey = (reward: Pick<Reward, 'kind' | 'id'>) => `${reward.kind}:${reward.id}`;

/**
 * Reward center (rewardCenter): every reward of promotions, missions, raffles and cashback with its amount and claim
 * deadline, and a Claim button. A claim is one intent with one Idempotency-Key: a double click sends one
 * request, a retry after a lost reply replays it. A claimed reward says so at once; the header balance,
 * the bonuses and the missions refresh through their tags.
 */
export function RewardCenterPage() {
  useMessageAreas(['rewards']);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const intent = useMoneyIntent();
  const result = useGetRewardsQuery();
  const [claimReward] = useClaimRewardMutation();
  // Synchronous guard: the second click of a double click lands before React re-renders the disabled button.
  const inFlight = useRef(new Set<string>());
  const [claiming, setClaiming] = useState<ReadonlySet<string>>(new Set());
  const [claimed, setClaimed] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const rows = result.data?.list ?? [];

  const claim = async (reward: Reward) => {
    const key = rewardKey(reward);
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setClaiming(new Set(inFlight.current));
    setOutcome(null);
    const body = { kind: reward.kind, id: reward.id };
    try {
      const { amount } = await claimReward({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setClaimed((previous) => new Set(previous).add(key));
      setOutcome({ kind: 'success', text: t('rewards_claim_done', { amount: money(amount) }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    } finally {
      inFlight.current.delete(key);
      setClaiming(new Set(inFlight.current));
    }
  };

  return (
    <WalletPage label={t('shell_mc_rewardCenter')}>
      <RewardsStyles />
      <Notice kind={outcome?.kind}>{outcome?.text}</Notice>
      <Loadable
        isLoading={result.isLoading}
        error={result.error && errorMessage(result.error, t('err_unknown'))}
        onRetry={() => void result.refetch()}
      >
        {rows.length === 0 ? (
          <EmptyState title={t('rewards_empty')} />
        ) : (
          <>
            <p className="pf-rw__hint">{t('rewards_claimable', { count: result.data?.claimable ?? 0 })}</p>
            <div className="pf-rw__scroll">
              <table className="pf-rw__table" aria-busy={result.isFetching}>
                <caption className="pf-visually-hidden">{t('shell_mc_rewardCenter')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rewards_col_kind')}</th>
                    <th scope="col">{t('rewards_col_title')}</th>
                    <th scope="col" className="pf-rw__num">
                      {t('rewards_col_amount')}
                    </th>
                    <th scope="col">{t('rewards_col_claim_by')}</th>
                    <th scope="col">{t('rewards_col_action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((reward) => {
                    const key = rewardKey(reward);
                    const done = reward.status === 'claimed' || claimed.has(key);
                    return (
                      <tr key={key}>
                        <td>{t(`rewards_kind_${reward.kind}`)}</td>
                        <td>{reward.title}</td>
                        <td className="pf-rw__num">{money(reward.amount)}</td>
                        <td>
                          {reward.claimBy === null
                            ? t('rewards_no_limit')
                            : formatTime(reward.claimBy, i18n.language)}
                        </td>
                        <td>
                          {done ? (
                            <span className="pf-rw__status pf-rw__status--ok">{t('rewards_claimed')}</span>
                          ) : (
                            <Button
                              size="sm"
                              aria-label={t('rewards_claim_named', { title: reward.title })}
                              loading={claiming.has(key)}
                              disabled={claiming.has(key)}
                              onClick={() => void claim(reward)}
                            >
                              {t('rewards_claim')}
                            </Button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Loadable>
    </WalletPage>
  );
}
