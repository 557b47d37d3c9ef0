import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { dividendPeriods } from '@playfront/api-contract';
import type { ContractKind, ContractTerms, DividendPeriod } from '@playfront/api-contract';
import { Button, Select, TextField } from '@playfront/ui-kit';
import { parseMoneyInput } from '@playfront/wallet';
import { formatRate, parseRate } from './rates';

/** The terms of a contract in words, amounts written by `money` (minor units in, text out). */
export function TermsText({ terms, money }: { terms: ContractTerms; money: (minor: string) => string }) {
  const { t } = useTranslation();
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

/** One tier as typed: amounts in major units, the rate in percent. */
export interface TierDraft {
  bet: string;
  loss: string;
  members: string;
  rate: string;
}

/** Terms as typed in the form of `ContractTermsFields`, for any kind. */
export interface TermsDraft {
  period: DividendPeriod;
  tiers: TierDraft[];
  realtime: { profit: string; loss: string; single: string };
}

const emptyTier: TierDraft = { bet: '', loss: '', members: '', rate: '' };

export const emptyTermsDraft = (): TermsDraft => ({
  period: 'WEEKLY',
  tiers: [emptyTier],
  realtime: { profit: '', loss: '', single: '' },
});

/** Minor units as a plain major-unit amount ("1000.00"), as the form takes it back. */
const major = (minor: string): string => {
  const value = BigInt(minor);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
};
const percent = (bps: number): string => formatRate(bps).replace('%', '');

/** The draft of existing terms, to change them. */
export function draftOf(terms: ContractTerms): TermsDraft {
  const draft = emptyTermsDraft();
  if (terms.kind === 'REALTIME') {
    return {
      ...draft,
      realtime: {
        profit: percent(terms.profitRateBps),
        loss: percent(terms.lossRateBps),
        single: major(terms.singleBet),
      },
    };
  }
  if (terms.kind === 'DIVIDEND') {
    return {
      ...draft,
      period: terms.period,
      tiers: terms.tiers.map((tier) => ({
        bet: major(tier.validBet),
        loss: major(tier.teamLoss),
        members: String(tier.activeMembers),
        rate: percent(tier.rateBps),
      })),
    };
  }
  return {
    ...draft,
    tiers: terms.tiers.map((tier) => ({
      ...emptyTier,
      bet: major(tier.betAmount),
      rate: percent(tier.rateBps),
    })),
  };
}

/** A threshold amount: empty or zero is 0, otherwise a valid amount; null when not valid. */
function threshold(text: string): bigint | null {
  if (text.trim() === '') return 0n;
  const parsed = parseMoneyInput(text);
  if (parsed.ok) return parsed.value;
  return parsed.error === 'zero' ? 0n : null;
}

/** The terms of a kind from its draft, or the translated reason they are not terms yet. */
export function termsFromDraft(kind: ContractKind, draft: TermsDraft, t: TFunction): ContractTerms | string {
  if (kind === 'REALTIME') {
    const profitRateBps = parseRate(draft.realtime.profit);
    const lossRateBps = parseRate(draft.realtime.loss);
    const single = threshold(draft.realtime.single);
    if (profitRateBps === null || lossRateBps === null) return t('agent_rate_invalid');
    if (single === null) return t('wallet_amount_invalid');
    return { kind, profitRateBps, lossRateBps, singleBet: single.toString() };
  }
  const parsed = [];
  for (const tier of draft.tiers) {
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
    return {
      kind,
      period: draft.period,
      tiers: parsed as Extract<ContractTerms, { kind: 'DIVIDEND' }>['tiers'],
    };
  }
  return { kind, tiers: parsed as Extract<ContractTerms, { kind: 'DAILY_WAGE' }>['tiers'] };
}

/** The fields of a contract's terms of one kind: the period and tiers, or the real-time rates. */
export function ContractTermsFields({
  kind,
  draft,
  onChange,
  groupClassName = 'pf-ac__tier',
}: {
  kind: ContractKind;
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  /** The class of each tier's group (the agent centre's by default). */
  groupClassName?: string;
}) {
  const { t } = useTranslation();
  const setTier = (index: number, field: keyof TierDraft, value: string) =>
    onChange({
      ...draft,
      tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)),
    });
  const setRealtime = (field: keyof TermsDraft['realtime'], value: string) =>
    onChange({ ...draft, realtime: { ...draft.realtime, [field]: value } });

  if (kind === 'REALTIME') {
    return (
      <div className={groupClassName}>
        <TextField
          label={t('agent_profit_rate')}
          inputMode="decimal"
          value={draft.realtime.profit}
          onChange={(e) => setRealtime('profit', e.target.value)}
        />
        <TextField
          label={t('agent_loss_rate')}
          inputMode="decimal"
          value={draft.realtime.loss}
          onChange={(e) => setRealtime('loss', e.target.value)}
        />
        <TextField
          label={t('agent_single_bet')}
          inputMode="decimal"
          value={draft.realtime.single}
          onChange={(e) => setRealtime('single', e.target.value)}
        />
      </div>
    );
  }
  return (
    <>
      {kind === 'DIVIDEND' && (
        <Select
          label={t('agent_period')}
          value={draft.period}
          onChange={(e) => onChange({ ...draft, period: e.target.value as DividendPeriod })}
          options={dividendPeriods.map((value) => ({ value, label: t(`agent_period_${value}`) }))}
        />
      )}
      {draft.tiers.map((tier, index) => (
        <fieldset key={index} className={groupClassName}>
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
          {draft.tiers.length > 1 && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })}
            >
              {t('agent_remove_tier', { n: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      {draft.tiers.length < 10 && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onChange({ ...draft, tiers: [...draft.tiers, emptyTier] })}
        >
          {t('agent_add_tier')}
        </Button>
      )}
    </>
  );
}
