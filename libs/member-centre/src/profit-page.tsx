import { useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  dateRangeForPreset,
  EmptyState,
  isDateRangeInvalid,
  Loadable,
  specDatePresets,
} from '@playfront/ui-kit';
import type { DateRangePreset } from '@playfront/ui-kit';
import { toMinorUnits, useMoney, WalletPage } from '@playfront/wallet';
import { useGetProfitQuery } from './profit-api';
import css from './profit-page.css?inline';
import { pageErrorText } from './page-error';

/** The quick periods of the profit and loss: today, yesterday, and the spec's previous and next 7 and 30 days. */
export const profitPresets: readonly DateRangePreset[] = ['today', 'yesterday', ...specDatePresets];

/** The UTC days of a preset, counting today. */
export const profitRange = (preset: DateRangePreset, today: Date = new Date()) =>
  dateRangeForPreset(preset, today, { utc: true });

function ProfitStyles(): ReactElement {
  return (
    <style href="ProfitStyles" precedence="default">
      {css}
    </style>
  );
}

export interface ProfitPageProps {
  /** "Today" for the presets (tests and stories). */
  today?: Date;
}

/**
 * Personal profit and loss (personalProfit): over a period of UTC days (today, yesterday, the last 7 or 30
 * days, or chosen dates), the win/loss of the member's settled rounds per game type, the bonuses, cashback,
 * referral rewards and agent income received, and the net of it all. The figures add up the account record
 * of the same days.
 */
export function ProfitPage({ today }: ProfitPageProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [preset, setPreset] = useState<DateRangePreset | null>('last7');
  const [range, setRange] = useState(() => profitRange('last7', today));
  const rangeInvalid = isDateRangeInvalid(range);
  const incomplete = range.from === '' || range.to === '';
  const result = useGetProfitQuery(range, { skip: rangeInvalid || incomplete });
  const report = result.data;
  const title = t('shell_mc_personalProfit');

  const signed = (value: string) => {
    const amount = toMinorUnits(value);
    return (
      <span className={amount > 0n ? 'pf-profit__win' : amount < 0n ? 'pf-profit__loss' : undefined}>
        {amount > 0n ? '+' : ''}
        {money(amount)}
      </span>
    );
  };
  const totals = report && [
    { key: 'profit_games', value: report.gamesWinLoss, show: true },
    { key: 'profit_bonuses', value: report.bonuses, show: true },
    { key: 'profit_cashback', value: report.cashback, show: true },
    { key: 'profit_referral', value: report.referral, show: true },
    { key: 'profit_agent_income', value: report.agentIncome, show: report.agentIncome !== '0' },
  ];
  const sum = (field: 'bets' | 'payouts') =>
    (report?.categories ?? []).reduce((total, row) => total + toMinorUnits(row[field]), 0n);

  return (
    <WalletPage label={title}>
      <ProfitStyles />
      <div className="pf-wallet__filters">
        <DateRangeFilter
          rowClassName="pf-wallet__row"
          value={range}
          preset={preset}
          presets={profitPresets}
          utc
          today={today}
          fromLabel={t('wallet_date_from')}
          toLabel={t('wallet_date_to')}
          invalidText={t('wallet_date_range_invalid')}
          onChange={(next, chosen) => {
            setRange(next);
            setPreset(chosen);
          }}
        />
      </div>
      {rangeInvalid || incomplete ? null : (
        <Loadable
          isLoading={result.isLoading}
          error={result.error && pageErrorText(result.error, t('err_unknown'))}
          onRetry={() => void result.refetch()}
        >
          {report && totals && (
            <>
              <dl
                className="pf-profit__summary"
                aria-label={t('profit_summary')}
                aria-busy={result.isFetching}
              >
                <div className="pf-profit__net">
                  <dt>{t('profit_net')}</dt>
                  <dd>{signed(report.net)}</dd>
                </div>
                {totals
                  .filter((row) => row.show)
                  .map((row) => (
                    <div key={row.key}>
                      <dt>{t(row.key)}</dt>
                      <dd>{signed(row.value)}</dd>
                    </div>
                  ))}
              </dl>
              {report.categories.length === 0 ? (
                <EmptyState title={t('profit_no_games')} />
              ) : (
                <div className="pf-profit__scroll">
                  <table className="pf-profit__table">
                    <caption className="pf-visually-hidden">{t('profit_by_category')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('profit_col_category')}</th>
                        <th scope="col" className="pf-profit__num">
                          {t('profit_col_rounds')}
                        </th>
                        <th scope="col" className="pf-profit__num">
                          {t('profit_col_bets')}
                        </th>
                        <th scope="col" className="pf-profit__num">
                          {t('profit_col_payouts')}
                        </th>
                        <th scope="col" className="pf-profit__num">
                          {t('profit_col_winloss')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.categories.map((row) => (
                        <tr key={row.category}>
                          <th scope="row">{t(`play_category_${row.category}`)}</th>
                          <td className="pf-profit__num">{row.rounds}</td>
                          <td className="pf-profit__num">{money(row.bets)}</td>
                          <td className="pf-profit__num">{money(row.payouts)}</td>
                          <td className="pf-profit__num">{signed(row.winLoss)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">{t('profit_games')}</th>
                        <td className="pf-profit__num">
                          {report.categories.reduce((total, row) => total + row.rounds, 0)}
                        </td>
                        <td className="pf-profit__num">{money(sum('bets'))}</td>
                        <td className="pf-profit__num">{money(sum('payouts'))}</td>
                        <td className="pf-profit__num">{signed(report.gamesWinLoss)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              )}
              {report.unsettledBets !== '0' && (
                <p className="pf-profit__note">
                  {t('profit_unsettled', { amount: money(report.unsettledBets) })}
                </p>
              )}
              <p className="pf-profit__note">{t('profit_note')}</p>
            </>
          )}
        </Loadable>
      )}
    </WalletPage>
  );
}

export default ProfitPage;
