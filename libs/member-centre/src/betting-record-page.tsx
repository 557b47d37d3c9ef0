import { useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '@playfront/api-client';
import { gameCategories } from '@playfront/api-contract';
import type { BetRound, BettingRecord, BettingRecordQuery, GameCategory } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { DateRangeFilter, EmptyState, Loadable, Pagination, Select } from '@playfront/ui-kit';
import type { DateRangePreset } from '@playfront/ui-kit';
import { formatTime, toMinorUnits, useMoney, WalletPage } from '@playfront/wallet';
import css from './betting-record-page.css?inline';

/** Rounds per page of the betting record. */
export const BETTING_RECORD_PAGE_SIZE = 20;

const roundStatuses = ['OPEN', 'SETTLED', 'VOID'] as const;
type RoundStatus = (typeof roundStatuses)[number];

/** GET /wps/game/bettingRecord (token): the member's rounds, newest first, with totals over the filter. */
export const bettingRecordApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBettingRecord: build.query<BettingRecord, BettingRecordQuery>({
      query: (params) => ({ url: '/wps/game/bettingRecord', params: { ...params } }),
      providesTags: ['Rounds'],
    }),
  }),
});

export const { useGetBettingRecordQuery } = bettingRecordApi;

/** A local calendar day (yyyy-MM-dd) as the Unix ms of its first or last millisecond. */
export function dayBoundary(day: string, edge: 'start' | 'end'): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return edge === 'start'
    ? new Date(year, month, date).getTime()
    : new Date(year, month, date + 1).getTime() - 1;
}

/** Win (positive) or loss (negative) of a round in minor units; null while it is open. */
export function roundWinLoss(round: Pick<BetRound, 'stake' | 'payout' | 'status'>): bigint | null {
  if (round.status === 'VOID') return 0n;
  if (round.payout === null) return null;
  return toMinorUnits(round.payout) - toMinorUnits(round.stake);
}

function BettingRecordStyles(): ReactElement {
  return (
    <style href="BettingRecordStyles" precedence="default">
      {css}
    </style>
  );
}

export interface BettingRecordPageProps {
  /** "Today" for the date presets (tests and stories). */
  today?: Date;
}

/**
 * Betting record (personalHistoryCopy): every round the member played, filtered by dates, game type and
 * status, paged, with the totals of the filter. Trial (demo) rounds are marked. Refreshes whenever a
 * round settles (the 'Rounds' tag).
 */
export function BettingRecordPage({ today }: BettingRecordPageProps) {
  useMessageAreas(['play', 'wallet']);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [status, setStatus] = useState<RoundStatus | ''>('');
  const [range, setRange] = useState({ from: '', to: '' });
  const [preset, setPreset] = useState<DateRangePreset | null>(null);
  const [page, setPage] = useState(1);
  const startDate = dayBoundary(range.from, 'start');
  const endDate = dayBoundary(range.to, 'end');
  const query: BettingRecordQuery = {
    page,
    size: BETTING_RECORD_PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(status ? { status } : {}),
    ...(startDate !== undefined ? { startDate } : {}),
    ...(endDate !== undefined ? { endDate } : {}),
  };
  // A start after the end is a mistake to point out, not a period without bets: nothing is asked.
  const rangeInvalid = startDate !== undefined && endDate !== undefined && startDate > endDate;
  const result = useGetBettingRecordQuery(query, { skip: rangeInvalid });
  const record = result.data;
  const rows = record?.list ?? [];
  const pageCount = Math.ceil((record?.total ?? 0) / BETTING_RECORD_PAGE_SIZE);
  const title = t('shell_mc_personalHistoryCopy');

  const signed = (value: bigint | null) =>
    value === null ? (
      <span aria-label={t('play_status_OPEN')}>—</span>
    ) : (
      <span className={value > 0n ? 'pf-bets__win' : value < 0n ? 'pf-bets__loss' : undefined}>
        {value > 0n ? '+' : ''}
        {money(value)}
      </span>
    );
  const totalWinLoss = record ? toMinorUnits(record.totalPayout) - toMinorUnits(record.totalStake) : 0n;

  return (
    <WalletPage label={title}>
      <BettingRecordStyles />
      <div className="pf-wallet__filters">
        <DateRangeFilter
          rowClassName="pf-wallet__row"
          value={range}
          preset={preset}
          today={today}
          fromLabel={t('wallet_date_from')}
          toLabel={t('wallet_date_to')}
          invalidText={t('wallet_date_range_invalid')}
          onChange={(next, chosen) => {
            setRange(next);
            setPreset(chosen);
            setPage(1);
          }}
        >
          <Select
            label={t('play_category')}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as GameCategory | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('play_category_all') },
              ...gameCategories.map((value) => ({ value, label: t(`play_category_${value}`) })),
            ]}
          />
          <Select
            label={t('play_status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RoundStatus | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('play_status_all') },
              ...roundStatuses.map((value) => ({ value, label: t(`play_status_${value}`) })),
            ]}
          />
        </DateRangeFilter>
      </div>
      {rangeInvalid ? null : (
        <Loadable
          isLoading={result.isLoading}
          error={result.error && errorMessage(result.error, t('err_unknown'))}
          onRetry={() => void result.refetch()}
        >
          {!record || rows.length === 0 ? (
            <EmptyState title={t('play_bets_empty')} />
          ) : (
            <>
              <dl className="pf-bets__summary" aria-label={t('play_bets_totals')}>
                <div>
                  <dt>{t('play_bets_totals')}</dt>
                  <dd>{t('play_bets_rounds', { total: record.total })}</dd>
                </div>
                <div>
                  <dt>{t('play_bets_total_stake')}</dt>
                  <dd>{money(record.totalStake)}</dd>
                </div>
                <div>
                  <dt>{t('play_bets_total_payout')}</dt>
                  <dd>{money(record.totalPayout)}</dd>
                </div>
                <div>
                  <dt>{t('play_bets_total_winloss')}</dt>
                  <dd>{signed(totalWinLoss)}</dd>
                </div>
              </dl>
              <div className="pf-bets__scroll">
                <table className="pf-bets__table" aria-busy={result.isFetching}>
                  <caption className="pf-visually-hidden">{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('play_col_time')}</th>
                      <th scope="col">{t('play_col_game')}</th>
                      <th scope="col">{t('play_col_vendor')}</th>
                      <th scope="col">{t('play_col_round')}</th>
                      <th scope="col" className="pf-bets__num">
                        {t('play_col_stake')}
                      </th>
                      <th scope="col" className="pf-bets__num">
                        {t('play_col_payout')}
                      </th>
                      <th scope="col" className="pf-bets__num">
                        {t('play_col_winloss')}
                      </th>
                      <th scope="col">{t('play_col_status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((round) => (
                      <tr key={round.roundId}>
                        <td>{formatTime(round.createdAt, i18n.language)}</td>
                        <td>
                          <span className="pf-bets__game">
                            <span>{round.gameName}</span>
                            {round.detail && <span className="pf-bets__detail">{round.detail}</span>}
                            {round.mode === 'TRIAL' && (
                              <span className="pf-bets__trial">{t('play_demo')}</span>
                            )}
                          </span>
                        </td>
                        <td>{round.vendorCode}</td>
                        <td className="pf-bets__round">{round.roundId}</td>
                        <td className="pf-bets__num">{money(round.stake)}</td>
                        <td className="pf-bets__num">{round.payout === null ? '—' : money(round.payout)}</td>
                        <td className="pf-bets__num">{signed(roundWinLoss(round))}</td>
                        <td>
                          <span className={`pf-bets__status pf-bets__status--${round.status}`}>
                            {t(`play_status_${round.status}`)}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
        </Loadable>
      )}
    </WalletPage>
  );
}
