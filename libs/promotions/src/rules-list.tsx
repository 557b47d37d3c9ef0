import { useTranslation } from 'react-i18next';
import type { PromotionDetail } from '@playfront/api-contract';
import { formatBps, formatPromotionTime, usePromotionMoney } from './format';

/** The rules of a promotion in plain words, one line each (only what the promotion sets). */
export function useRuleLines(promotion: PromotionDetail): string[] {
  const { t, i18n } = useTranslation();
  const money = usePromotionMoney();
  const { rules } = promotion;
  const lines: string[] = [];
  if (rules.bonusBps !== undefined) {
    const percent = formatBps(rules.bonusBps, i18n.language);
    lines.push(
      rules.maxBonus
        ? t('promo_rule_bonus', { percent, cap: money(rules.maxBonus) })
        : t('promo_rule_bonus_uncapped', { percent }),
    );
  }
  if (rules.minDeposit) lines.push(t('promo_rule_min_deposit', { amount: money(rules.minDeposit) }));
  if (rules.amount) lines.push(t('promo_rule_amount', { amount: money(rules.amount) }));
  if (rules.registeredWithinDays !== undefined)
    lines.push(t('promo_rule_registered_within', { days: rules.registeredWithinDays }));
  if (rules.ticketPer) lines.push(t('promo_rule_ticket_per', { amount: money(rules.ticketPer) }));
  if (rules.winners !== undefined) lines.push(t('promo_rule_winners', { count: rules.winners }));
  if (rules.drawAt !== undefined)
    lines.push(t('promo_rule_draw_at', { time: formatPromotionTime(rules.drawAt) }));
  if (rules.turnoverMultiplier > 0) {
    lines.push(
      t(rules.depositCounts ? 'promo_rule_turnover_deposit' : 'promo_rule_turnover', {
        multiplier: rules.turnoverMultiplier,
      }),
    );
    lines.push(t('promo_rule_bonus_days', { days: rules.bonusDays }));
  } else if (promotion.type !== 'RAFFLE' || rules.amount) {
    lines.push(t('promo_rule_no_turnover'));
  }
  return lines;
}

export interface RulesListProps {
  promotion: PromotionDetail;
}

/** The rules section of the detail page. */
export function RulesList({ promotion }: RulesListProps) {
  const { t } = useTranslation();
  const lines = useRuleLines(promotion);
  if (lines.length === 0) return null;
  return (
    <section className="pf-promo-detail__section" aria-labelledby="pf-promo-rules">
      <h2 id="pf-promo-rules" className="pf-promo-detail__heading">
        {t('promo_rules_title')}
      </h2>
      <ul className="pf-promo-detail__rules">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
