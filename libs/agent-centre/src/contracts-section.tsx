import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { dividendPeriods } from '@playfront/api-contract';
import type { AgentContract, ContractKind, ContractTerms, DividendPeriod } from '@playfront/api-contract';
import { useSession } from '@playfront/auth-session';
import {
  AlertIcon,
  Button,
  EmptyState,
  Loadable,
  Notice,
  PageSection,
  Select,
  TextField,
} from '@playfront/ui-kit';
import { parseMoneyInput, useMoney } from '@playfront/wallet';
import { useAnswerContractMutation, useGetContractsQuery, useOfferContractMutation } from './agent-api';
import type { ContractAction } from './agent-api';
import { formatRate, parseRate } from './rates';

/**
 * The agent's contracts of one kind (as downline and as upline), with the answers it may give. Accepting a
 * request that ends contracts the agent gave its downlines (`autoTerminates`) asks first, naming them.
 */
export function ContractsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const me = member?.account ?? '';
  const result = useGetContractsQuery({ kind, size: 50 });
  const [answer, answering] = useAnswerContractMutation();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  /** The contract whose acceptance waits for the agent to confirm the contracts it ends. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const contracts = result.data?.list ?? [];

  const act = async (contract: AgentContract, action: ContractAction) => {
    setMessage(null);
    setConfirming(null);
    try {
      await answer({ id: contract.id, action }).unwrap();
      setMessage({ kind: 'success', text: t('agent_contract_updated') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  return (
    <>
      <PageSection title={t('agent_contracts')}>
        <Loadable
          isLoading={result.isLoading}
          error={result.error ? errorMessage(result.error, t('err_unknown')) : undefined}
          onRetry={() => void result.refetch()}
        >
          <Notice kind={message?.kind}>{message?.text}</Notice>
          {contracts.length === 0 ? (
            <EmptyState title={t('agent_contracts_empty')} />
          ) : (
            <ul className="pf-ac__contracts">
              {contracts.map((contract) => {
                const role = contract.downline === me ? 'downline' : 'upline';
                const party =
                  role === 'downline'
                    ? t('agent_contract_from', { name: contract.upline ?? t('agent_platform') })
                    : t('agent_contract_to', { name: contract.downline });
                const theirs = contract.request !== null && contract.requestedBy !== role;
                const mine = contract.request !== null && contract.requestedBy === role;
                const ends = theirs ? contract.autoTerminates : [];
                const warned = confirming === contract.id && ends.length > 0;
                return (
                  <li key={contract.id} className="pf-ac__contract" aria-label={party}>
                    <strong>
                      {party} · {t(`agent_contract_${contract.status}`)}
                    </strong>
                    <ContractTermsText terms={contract.terms} />
                    {contract.request && <span>{t(`agent_request_${contract.request}`)}</span>}
                    {warned && (
                      <div className="pf-ac__warning" role="alert">
                        <AlertIcon />
                        <div>
                          <strong>{t('agent_accept_warning_title')}</strong>
                          <p>{t('agent_accept_warning', { names: ends.join(', ') })}</p>
                          <div className="pf-ac__actions">
                            <Button
                              size="sm"
                              variant="danger"
                              disabled={answering.isLoading}
                              onClick={() => void act(contract, 'accept')}
                            >
                              {ends.length === 1
                                ? t('agent_accept_end_contract')
                                : t('agent_accept_end_contracts', { n: ends.length })}
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              disabled={answering.isLoading}
                              onClick={() => setConfirming(null)}
                            >
                              {t('in_more_cancel')}
                            </Button>
                          </div>
                        </div>
                      </div>
                    )}
                    <div className="pf-ac__actions">
                      {theirs && !warned && (
                        <>
                          <Button
                            size="sm"
                            disabled={answering.isLoading}
                            onClick={() =>
                              ends.length > 0 ? setConfirming(contract.id) : void act(contract, 'accept')
                            }
                          >
                            {t('agent_accept')}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={answering.isLoading}
                            onClick={() => void act(contract, 'reject')}
                          >
                            {t('agent_reject')}
                          </Button>
                        </>
                      )}
                      {mine && (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={answering.isLoading}
                          onClick={() => void act(contract, 'withdraw')}
                        >
                          {t('agent_withdraw')}
                        </Button>
                      )}
                      {contract.status === 'ACTIVE' &&
                        contract.request === null &&
                        contract.upline !== null && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={answering.isLoading}
                            onClick={() => void act(contract, 'terminate')}
                          >
                            {t('agent_terminate')}
                          </Button>
                        )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Loadable>
      </PageSection>
      <OfferContractForm key={kind} kind={kind} />
    </>
  );
}

/** The terms of a contract in words. */
export function ContractTermsText({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (terms.kind === 'REALTIME') {
    return (
      <span>
        {t('agent_realtime_terms', {
          profit: formatRate(terms.profitRateBps),
          loss: formatRate(terms.lossRateBps),
          single: money(terms.singleBet),
        })}
      </span>
    );
  }
  if (terms.kind === 'DIVIDEND') {
    return (
      <span>
        {t(`agent_period_${terms.period}`)}
        <ul>
          {terms.tiers.map((tier, i) => (
            <li key={i}>
              {t('agent_dividend_tier', {
                bet: money(tier.validBet),
                loss: money(tier.teamLoss),
                members: tier.activeMembers,
                rate: formatRate(tier.rateBps),
              })}
            </li>
          ))}
        </ul>
      </span>
    );
  }
  return (
    <ul>
      {terms.tiers.map((tier, i) => (
        <li key={i}>
          {t('agent_tier', { threshold: money(tier.betAmount), rate: formatRate(tier.rateBps) })}
        </li>
      ))}
    </ul>
  );
}

interface TierInput {
  bet: string;
  loss: string;
  members: string;
  rate: string;
}
const emptyTier: TierInput = { bet: '', loss: '', members: '', rate: '' };

/** A threshold amount: empty or zero is 0, otherwise a valid amount; null when not valid. */
function threshold(text: string): bigint | null {
  if (text.trim() === '') return 0n;
  const parsed = parseMoneyInput(text);
  if (parsed.ok) return parsed.value;
  return parsed.error === 'zero' ? 0n : null;
}

/** An upline offers a contract of this kind to a direct downline agent, with its tiers or rates. */
export function OfferContractForm({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [offer, { isLoading }] = useOfferContractMutation();
  const [downline, setDownline] = useState('');
  const [period, setPeriod] = useState<DividendPeriod>('WEEKLY');
  const [tiers, setTiers] = useState<TierInput[]>([emptyTier]);
  const [realtime, setRealtime] = useState({ profit: '', loss: '', single: '' });
  const [invalid, setInvalid] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const setTier = (index: number, field: keyof TierInput, value: string) =>
    setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));

  const buildTerms = (): ContractTerms | string => {
    if (kind === 'REALTIME') {
      const profitRateBps = parseRate(realtime.profit);
      const lossRateBps = parseRate(realtime.loss);
      const single = threshold(realtime.single);
      if (profitRateBps === null || lossRateBps === null) return t('agent_rate_invalid');
      if (single === null) return t('wallet_amount_invalid');
      return { kind, profitRateBps, lossRateBps, singleBet: single.toString() };
    }
    const parsed = [];
    for (const tier of tiers) {
      const rateBps = parseRate(tier.rate);
      const bet = threshold(tier.bet);
      if (rateBps === null) return t('agent_rate_invalid');
      if (bet === null) return t('wallet_amount_invalid');
      if (kind === 'DIVIDEND') {
        const loss = threshold(tier.loss);
        if (loss === null) return t('wallet_amount_invalid');
        if (!/^\d{1,7}$/.test(tier.members.trim() || '0')) return t('agent_whole_number');
        parsed.push({
          validBet: bet.toString(),
          teamLoss: loss.toString(),
          activeMembers: Number(tier.members.trim() || '0'),
          rateBps,
        });
      } else {
        parsed.push({ betAmount: bet.toString(), rateBps });
      }
    }
    if (kind === 'DIVIDEND') {
      return { kind, period, tiers: parsed as Extract<ContractTerms, { kind: 'DIVIDEND' }>['tiers'] };
    }
    return { kind, tiers: parsed as Extract<ContractTerms, { kind: 'DAILY_WAGE' }>['tiers'] };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const name = downline.trim();
    if (!name) {
      setInvalid(t('agent_username_required'));
      return;
    }
    const terms = buildTerms();
    if (typeof terms === 'string') {
      setInvalid(terms);
      return;
    }
    setInvalid(null);
    try {
      const reply = await offer({ downline: name, terms }).unwrap();
      setResult({ kind: 'success', text: t('agent_offer_done', { downline: reply.downline }) });
      setTiers([emptyTier]);
    } catch (error) {
      setResult({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  return (
    <PageSection title={t('agent_offer_title')}>
      <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('agent_offer_downline')}
          autoComplete="off"
          value={downline}
          maxLength={64}
          onChange={(e) => setDownline(e.target.value)}
        />
        {kind === 'DIVIDEND' && (
          <Select
            label={t('agent_period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value as DividendPeriod)}
            options={dividendPeriods.map((value) => ({ value, label: t(`agent_period_${value}`) }))}
          />
        )}
        {kind === 'REALTIME' ? (
          <div className="pf-ac__tier">
            <TextField
              label={t('agent_profit_rate')}
              inputMode="decimal"
              value={realtime.profit}
              onChange={(e) => setRealtime((r) => ({ ...r, profit: e.target.value }))}
            />
            <TextField
              label={t('agent_loss_rate')}
              inputMode="decimal"
              value={realtime.loss}
              onChange={(e) => setRealtime((r) => ({ ...r, loss: e.target.value }))}
            />
            <TextField
              label={t('agent_single_bet')}
              inputMode="decimal"
              value={realtime.single}
              onChange={(e) => setRealtime((r) => ({ ...r, single: e.target.value }))}
            />
          </div>
        ) : (
          <>
            {tiers.map((tier, index) => (
              <fieldset key={index} className="pf-ac__tier">
                <legend>{t('agent_tier_n', { n: index + 1 })}</legend>
                <TextField
                  label={kind === 'DIVIDEND' ? t('agent_valid_bet') : t('agent_bet_amount')}
                  inputMode="decimal"
                  value={tier.bet}
                  onChange={(e) => setTier(index, 'bet', e.target.value)}
                />
                {kind === 'DIVIDEND' && (
                  <>
                    <TextField
                      label={t('agent_team_loss_min')}
                      inputMode="decimal"
                      value={tier.loss}
                      onChange={(e) => setTier(index, 'loss', e.target.value)}
                    />
                    <TextField
                      label={t('agent_members_min')}
                      inputMode="numeric"
                      value={tier.members}
                      onChange={(e) => setTier(index, 'members', e.target.value)}
                    />
                  </>
                )}
                <TextField
                  label={t('agent_rate_pct')}
                  inputMode="decimal"
                  value={tier.rate}
                  onChange={(e) => setTier(index, 'rate', e.target.value)}
                />
                {tiers.length > 1 && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setTiers((list) => list.filter((_, i) => i !== index))}
                  >
                    {t('agent_remove_tier', { n: index + 1 })}
                  </Button>
                )}
              </fieldset>
            ))}
            {tiers.length < 10 && (
              <Button size="sm" variant="secondary" onClick={() => setTiers((list) => [...list, emptyTier])}>
                {t('agent_add_tier')}
              </Button>
            )}
          </>
        )}
        <Notice>{invalid}</Notice>
        <Notice kind={result?.kind}>{result?.text}</Notice>
        <Button type="submit" loading={isLoading}>
          {t('agent_offer_submit')}
        </Button>
      </form>
    </PageSection>
  );
}
