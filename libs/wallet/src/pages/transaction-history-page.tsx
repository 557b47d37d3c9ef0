import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import { transactionTypes } from '@playfront/api-contract';
import type { TransactionQuery, TransactionType } from '@playfront/api-contract';
import {
  DateRangeFilter,
  EmptyState,
  isDateRangeInvalid,
  Loadable,
  Pagination,
  Select,
} from '@playfront/ui-kit';
import type { DateRangePreset } from '@playfront/ui-kit';
import { useGetTransactionsQuery } from '../money/money-api';
import { useMoney } from '../money/use-money';
import { formatTime, StatusBadge, WalletPage } from './wallet-ui';

/** Rows per page of the account record. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionHistoryPageProps {
  /** "Today" for the date presets (tests and stories). */
  today?: Date;
}

/** Account record (transactionHistory): every ledger movement, filtered by type and dates, paged. */
export function TransactionHistoryPage({ today }: TransactionHistoryPageProps) {
  useMessageAreas(['wallet']);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [type, setType] = useState<TransactionType | ''>('');
  const [range, setRange] = useState({ from: '', to: '' });
  const [preset, setPreset] = useState<DateRangePreset | null>(null);
  const [page, setPage] = useState(1);
  const query: TransactionQuery = {
    page,
    size: TRANSACTIONS_PAGE_SIZE,
    ...(type ? { type } : {}),
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
  // A start after the end is a mistake to point out, not a period without movements: nothing is asked.
  const rangeInvalid = isDateRangeInvalid(range);
  const result = useGetTransactionsQuery(query, { skip: rangeInvalid });
  const rows = result.data?.list ?? [];
  const pageCount = Math.ceil((result.data?.total ?? 0) / TRANSACTIONS_PAGE_SIZE);

  return (
    <WalletPage label={t('shell_mc_transactionHistory')}>
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
            label={t('wallet_type')}
            value={type}
            onChange={(e) => {
              setType(e.target.value as TransactionType | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('wallet_type_all') },
              ...transactionTypes.map((value) => ({ value, label: t(`wallet_tx_${value}`) })),
            ]}
          />
        </DateRangeFilter>
      </div>
      <Loadable
        isLoading={result.isLoading}
        error={result.error && errorMessage(result.error, t('err_unknown'))}
        onRetry={() => void result.refetch()}
      >
        {rows.length === 0 ? (
          <EmptyState title={t('wallet_no_transactions')} />
        ) : (
          <ul
            className="pf-wallet__list"
            aria-label={t('shell_mc_transactionHistory')}
            aria-busy={result.isFetching}
          >
            {rows.map((row) => {
              const credit = !row.amount.startsWith('-');
              return (
                <li key={`${row.reference}-${row.wallet}-${row.amount}`} className="pf-wallet__item">
                  <div className="pf-wallet__item-main">
                    <span>{t(`wallet_tx_${row.type}`)}</span>
                    <span className="pf-wallet__muted">
                      {formatTime(row.time, i18n.language)} · {row.reference}
                    </span>
                    <span className="pf-wallet__muted">
                      {row.wallet === 'MAIN' ? t('wallet_main') : row.wallet}
                      {row.remark ? ` · ${row.remark}` : ''}
                    </span>
                  </div>
                  <div className="pf-wallet__item-side">
                    <span className={`pf-wallet__amount pf-wallet__amount--${credit ? 'credit' : 'debit'}`}>
                      {credit ? '+' : ''}
                      {money(row.amount)}
                    </span>
                    <span className="pf-wallet__muted">
                      {t('wallet_balance_after', { amount: money(row.balanceAfter) })}
                    </span>
                    <StatusBadge status={row.status} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
      </Loadable>
    </WalletPage>
  );
}
