import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import { MAIN_WALLET } from '@playfront/api-contract';
import { Button, Loadable, Notice, PageSection, Select } from '@playfront/ui-kit';
import { toMinorUnits } from '../balance/wallet-api';
import { checkAmount } from '../money/amount-check';
import { useMoneyIntent } from '../money/idempotency';
import { useGetFundsQuery, useGetMerchantWalletQuery, useTransferWalletMutation } from '../money/money-api';
import { useMoney } from '../money/use-money';
import { AmountField, WalletPage } from './wallet-ui';

/** My wallet (transferFund): every wallet's balance, a transfer main <-> game wallet, and all back to main. */
export function TransferFundPage() {
  useMessageAreas(['wallet']);
  const { t } = useTranslation();
  const money = useMoney();
  const funds = useGetFundsQuery();
  const vendors = useGetMerchantWalletQuery();
  const [transfer, { isLoading: moving }] = useTransferWalletMutation();
  const [allBack, { isLoading: collecting }] = useTransferWalletMutation();
  const intent = useMoneyIntent();
  const allIntent = useMoneyIntent();
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const wallets = funds.data?.wallets ?? [];
  const transferable = (vendors.data?.wallets ?? []).filter((w) => w.walletMode === 'TRANSFER');
  const name = (code: string) =>
    code === MAIN_WALLET
      ? t('wallet_main')
      : (transferable.find((w) => w.wallet === code)?.displayName ??
        wallets.find((w) => w.wallet === code)?.displayName ??
        code);
  const balanceOf = (code: string) => toMinorUnits(wallets.find((w) => w.wallet === code)?.balance);
  const fromOptions = [MAIN_WALLET, ...transferable.map((w) => w.wallet)];
  const toOptions = from === MAIN_WALLET ? transferable.map((w) => w.wallet) : [MAIN_WALLET];
  const target = toOptions.includes(to) ? to : (toOptions[0] ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = checkAmount(amount, { available: balanceOf(from) }, t, money);
    setAmountError(checked.error);
    if (checked.value === null || !target) return;
    const body = { from, to: target, amount: checked.value.toString() };
    try {
      const reply = await transfer({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setAmount('');
      setResult({ kind: 'success', text: t('wallet_transferred', { amount: money(reply.moved) }) });
    } catch (error) {
      setResult({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  const collect = async () => {
    setResult(null);
    const body = { all: true as const };
    try {
      const reply = await allBack({ body, idempotencyKey: allIntent.keyFor(body) }).unwrap();
      allIntent.done();
      setResult({
        kind: 'success',
        text: reply.reference
          ? t('wallet_all_back_done', { amount: money(reply.moved) })
          : t('wallet_nothing_to_move'),
      });
    } catch (error) {
      setResult({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  const loadError = funds.error ?? vendors.error;
  return (
    <WalletPage label={t('shell_mc_transferFund')}>
      <Loadable
        isLoading={funds.isLoading || vendors.isLoading}
        error={loadError && errorMessage(loadError, t('err_unknown'))}
        onRetry={() => {
          void funds.refetch();
          void vendors.refetch();
        }}
      >
        <PageSection
          title={t('wallet_funds')}
          lead={t('wallet_total', { amount: money(funds.data?.sumBalance) })}
        >
          <ul className="pf-wallet__cards">
            {wallets.map((w) => (
              <li
                key={w.wallet}
                className={`pf-wallet__card${w.wallet === MAIN_WALLET ? ' pf-wallet__card--main' : ''}`}
              >
                <span className="pf-wallet__card-name">
                  {w.wallet === MAIN_WALLET ? t('wallet_main') : w.displayName}
                </span>
                <span className="pf-wallet__amount">{money(w.balance)}</span>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection title={t('wallet_transfer_title')}>
          <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
            <div className="pf-wallet__row">
              <Select
                label={t('wallet_from')}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                options={fromOptions.map((code) => ({ value: code, label: name(code) }))}
              />
              <Select
                label={t('wallet_to')}
                value={target}
                onChange={(e) => setTo(e.target.value)}
                options={toOptions.map((code) => ({ value: code, label: name(code) }))}
              />
            </div>
            <AmountField
              value={amount}
              onChange={setAmount}
              error={amountError}
              hint={t('wallet_available', { amount: money(balanceOf(from)) })}
            />
            <Notice kind={result?.kind}>{result?.text}</Notice>
            <div className="pf-wallet__row">
              <Button type="submit" loading={moving} disabled={collecting}>
                {t('wallet_transfer_submit')}
              </Button>
              <Button
                variant="secondary"
                loading={collecting}
                disabled={moving}
                onClick={() => void collect()}
              >
                {t('wallet_all_back')}
              </Button>
            </div>
          </form>
        </PageSection>
      </Loadable>
    </WalletPage>
  );
}
