import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Cashback, CashbackLine } from '@playfront/api-contract';
import { Button, EmptyState, Loadable, Notice, Pagination } from '@playfront/ui-kit';
import { formatTime, useMoney, useMoneyIntent, WalletPage } from '@playfront/wallet';
import { useClaimCashbackMutation, useGetCashbackHistoryQuery, useGetCashbackQuery } from './cashback-api';
import { RewardsStyles } from './rewards-ui';
import { pageErrorText } from './page-error';

/** Claimed and expired days per page of the claim history. */
export const CASHBACK_HISTORY_PAGE_SIZE = 10;

/** A rate in hundredths of a percent as shown: 70 → "0.70%". */
export const formatRate = (rateBp: number): string => `${(rateBp / 100).toFixed(2)}%`;

/** The UTC day of a period start, as the server names it (YYYY-MM-DD). */
const dayName = (periodStart: number): string => new Date(periodStart).toISOString().slice(0, 10);

const statusTone: Record<Cashback['status'], string> = {
  CLAIMABLE: 'go',
  CLAIMED: 'ok',
  EXPIRED: 'bad',
  NIL: 'bad',
};

/** One day's breakdown by category: category, valid bet, rate and cashback, with the day's total. */
function Breakdown({ caption, lines, total }: { caption: string; lines: CashbackLine[]; total: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const validBet = lines.reduce((sum, line) => sum + BigInt(line.validBet), 0n);
  return (
    <div className="pf-rw__scroll">
      <table className="pf-rw__table">
        <caption className="pf-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cashback_col_category')}</th>
            <th scope="col" className="pf-rw__num">
              {t('cashback_col_valid_bet')}
            </th>
            <th scope="col" className="pf-rw__num">
              {t('cashback_col_rate')}
            </th>
            <th scope="col" className="pf-rw__num">
              {t('cashback_col_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.category}>
              <th scope="row">{t(`cashback_cat_${line.category}`)}</th>
              <td className="pf-rw__num">{money(line.validBet)}</td>
              <td className="pf-rw__num">{formatRate(line.rateBp)}</td>
              <td className="pf-rw__num">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('cashback_total')}</th>
            <td className="pf-rw__num">{money(validBet)}</td>
            <td />
            <td className="pf-rw__num">{money(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The claim history: claimed and expired days, newest first, paged. */
function History({ pageSize }: { pageSize: number }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const result = useGetCashbackHistoryQuery({ page, size: pageSize });
  const rows = result.data?.list ?? [];
  const pageCount = Math.ceil((result.data?.total ?? 0) / pageSize);
  return (
    <section className="pf-cb__section" aria-labelledby="pf-cb-history">
      <h4 id="pf-cb-history" className="pf-rw__title">
        {t('cashback_history')}
      </h4>
      <Loadable
        isLoading={result.isLoading}
        error={result.error && pageErrorText(result.error, t('err_unknown'))}
        onRetry={() => void result.refetch()}
      >
        {rows.length === 0 ? (
          <EmptyState title={t('cashback_history_empty')} />
        ) : (
          <div className="pf-rw__scroll">
            <table className="pf-rw__table" aria-busy={result.isFetching}>
              <caption className="pf-visually-hidden">{t('cashback_history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cashback_col_day')}</th>
                  <th scope="col" className="pf-rw__num">
                    {t('cashback_col_valid_bet')}
                  </th>
                  <th scope="col" className="pf-rw__num">
                    {t('cashback_col_amount')}
                  </th>
                  <th scope="col">{t('cashback_col_status')}</th>
                  <th scope="col">{t('cashback_col_time')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{dayName(row.periodStart)}</td>
                    <td className="pf-rw__num">{money(row.validBet)}</td>
                    <td className="pf-rw__num">{money(row.amount)}</td>
                    <td>
                      <span className={`pf-rw__status pf-rw__status--${statusTone[row.status]}`}>
                        {t(`cashback_status_${row.status}`)}
                      </span>
                    </td>
                    <td>{row.claimedAt === null ? '–' : formatTime(row.claimedAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
      </Loadable>
    </section>
  );
}

export interface CashbackPageProps {
  /** Days per page of the claim history (stories). */
  historyPageSize?: number;
}

/**
 * Cashback (manualRebate): the claimable total with each closed day's breakdown by category (valid bet,
 * rate, cashback), a Claim button that claims every day at once, today's estimate, the member's rates and
 * the claim history. A claim is one intent with one Idempotency-Key: a double click sends one request, a
 * retry after a lost reply replays it; the header balance, the account record and the reward centre
 * refresh through their tags.
 */
export function CashbackPage({ historyPageSize = CASHBACK_HISTORY_PAGE_SIZE }: CashbackPageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const intent = useMoneyIntent();
  const result = useGetCashbackQuery();
  const [claimCashback] = useClaimCashbackMutation();
  // Synchronous guard: the second click of a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  const [claiming, setClaiming] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const data = result.data;
  const claimable = data?.claimable ?? [];

  const claim = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setClaiming(true);
    setOutcome(null);
    const body = {};
    try {
      const { amount } = await claimCashback({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setOutcome({ kind: 'success', text: t('cashback_claim_done', { amount: money(amount) }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: pageErrorText(error, t('err_unknown')) });
    } finally {
      inFlight.current = false;
      setClaiming(false);
    }
  };

  return (
    <WalletPage label={t('shell_mc_manualRebate')}>
      <RewardsStyles />
      <Notice kind={outcome?.kind}>{outcome?.text}</Notice>
      <Loadable
        isLoading={result.isLoading}
        error={result.error && pageErrorText(result.error, t('err_unknown'))}
        onRetry={() => void result.refetch()}
      >
        {data && (
          <>
            <div className="pf-rw__summary" role="group" aria-label={t('cashback_claimable_total')}>
              <span>{t('cashback_claimable_total')}</span>
              <span className="pf-rw__summary-value">{money(data.total)}</span>
              {claimable.length > 0 && (
                <div className="pf-rw__actions">
                  <Button loading={claiming} disabled={claiming} onClick={() => void claim()}>
                    {t('cashback_claim_all')}
                  </Button>
                </div>
              )}
            </div>
            {claimable.length === 0 ? (
              <EmptyState title={t('cashback_none')} />
            ) : (
              <ul className="pf-rw__list" aria-label={t('cashback_claimable_total')}>
                {claimable.map((day) => {
                  const caption = t('cashback_day', { day: dayName(day.periodStart) });
                  return (
                    <li key={day.id} className="pf-rw__card" aria-label={caption}>
                      <div className="pf-rw__head">
                        <h4 className="pf-rw__title">{caption}</h4>
                        <span className="pf-rw__kind">
                          {t('cashback_claim_by', { time: formatTime(day.expiresAt, i18n.language) })}
                        </span>
                      </div>
                      <Breakdown caption={caption} lines={day.lines} total={day.amount} />
                    </li>
                  );
                })}
              </ul>
            )}
            <section className="pf-cb__section" aria-labelledby="pf-cb-today">
              <h4 id="pf-cb-today" className="pf-rw__title">
                {t('cashback_today')}
              </h4>
              {data.today.lines.length === 0 ? (
                <p className="pf-rw__hint">{t('cashback_today_none')}</p>
              ) : (
                <Breakdown caption={t('cashback_today')} lines={data.today.lines} total={data.today.amount} />
              )}
              <p className="pf-rw__hint">{t('cashback_today_hint')}</p>
            </section>
            <section className="pf-cb__section" aria-labelledby="pf-cb-rates">
              <h4 id="pf-cb-rates" className="pf-rw__title">
                {t('cashback_rates')}
              </h4>
              <dl className="pf-rw__facts" aria-labelledby="pf-cb-rates">
                {data.rates.map((rate) => (
                  <div key={rate.category}>
                    <dt>{t(`cashback_cat_${rate.category}`)}</dt>
                    <dd>{formatRate(rate.rateBp)}</dd>
                  </div>
                ))}
              </dl>
              <p className="pf-rw__hint">
                {t('cashback_rates_hint', { level: data.rankLevel, days: data.claimDays })}
              </p>
            </section>
          </>
        )}
      </Loadable>
      {data && <History pageSize={historyPageSize} />}
    </WalletPage>
  );
}

export default CashbackPage;
