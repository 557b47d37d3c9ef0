import { gameCategories } from '@playfront/api-contract';
import type { AdminPromotion, PromotionInput, PromotionType } from '@playfront/api-contract';
import { parseMajorAmount } from '../../components/format';
import { isBlankRichText, normalizeRichText } from '../../components/rich-text/rich-text-html';

/** The languages a promotion may be written in (English required: the contract's texts). */
export const promotionLanguages = ['en', 'cn', 'ja', 'th', 'vi', 'ko'] as const;
export type PromotionLanguage = (typeof promotionLanguages)[number];
export const promotionTypes: readonly PromotionType[] = [
  'DEPOSIT',
  'REGISTRATION',
  'APPLY',
  'RAFFLE',
  'MISSION',
];

/** The rules each type shows (and the server requires, docs/promotions.md). */
export const typeRules: Record<PromotionType, readonly RuleField[]> = {
  DEPOSIT: ['bonusPercent', 'maxBonus', 'minDeposit'],
  REGISTRATION: ['amount', 'registeredWithinDays'],
  APPLY: ['amount'],
  RAFFLE: ['amount', 'ticketPer', 'winners', 'drawAt'],
  MISSION: [],
};
export type RuleField =
  | 'bonusPercent'
  | 'maxBonus'
  | 'minDeposit'
  | 'amount'
  | 'registeredWithinDays'
  | 'ticketPer'
  | 'winners'
  | 'drawAt';

/** The server's field of a rule the form shows (the percent is sent as basis points). */
export const ruleServerField = (rule: RuleField): string =>
  rule === 'bonusPercent' ? 'rules.bonusBps' : `rules.${rule}`;

/** What the editor holds: texts per language and every rule as typed. */
export interface PromotionDraft {
  type: PromotionType;
  texts: Record<PromotionLanguage, { title: string; summary: string; content: string }>;
  imageUrl: string;
  startsAt: string;
  endsAt: string;
  sort: string;
  turnoverMultiplier: string;
  bonusDays: string;
  depositCounts: boolean;
  /** Percent of the stake each category counts. */
  weights: Record<string, string>;
  rules: Record<RuleField, string>;
}

/** Demo weights of a new promotion, in percent (the seeded promotions' weights). */
export const defaultWeights: Record<string, number> = {
  RNG: 100,
  LIVE: 10,
  SPORTS: 50,
  FISH: 100,
  PVP: 50,
  LOTT: 20,
  ELOTT: 20,
  ESPORTS: 0,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** A Unix-ms moment as a datetime-local value in the browser's time zone. */
export const toLocalInput = (ms: number | null | undefined): string => {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** A datetime-local value as Unix ms, or null when empty or not a date. */
export const fromLocalInput = (value: string): number | null => {
  if (!value.trim()) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/** Minor units as a typed major amount ("12.5" for "1250"). */
export const majorText = (minor: string | undefined): string => {
  if (!minor) return '';
  const value = BigInt(minor);
  const fraction = String(value % 100n).padStart(2, '0');
  return fraction === '00' ? String(value / 100n) : `${value / 100n}.${fraction}`;
};

export function draftOf(promotion: AdminPromotion | null, now: number): PromotionDraft {
  const texts = Object.fromEntries(
    promotionLanguages.map((code) => {
      const text = promotion?.texts[code];
      return [
        code,
        {
          title: text?.title ?? '',
          summary: text?.summary ?? '',
          content: text ? normalizeRichText(text.content) : '',
        },
      ];
    }),
  ) as PromotionDraft['texts'];
  const rules = promotion?.rules;
  const weights = rules
    ? percentsOf(rules.weights)
    : Object.fromEntries(gameCategories.map((category) => [category, String(defaultWeights[category] ?? 0)]));
  return {
    type: promotion?.type ?? 'DEPOSIT',
    texts,
    imageUrl: promotion?.imageUrl ?? '',
    startsAt: toLocalInput(promotion?.startsAt ?? now),
    endsAt: toLocalInput(promotion?.endsAt ?? null),
    sort: String(promotion?.sort ?? 0),
    turnoverMultiplier: String(rules?.turnoverMultiplier ?? 1),
    bonusDays: String(rules?.bonusDays ?? 30),
    depositCounts: rules?.depositCounts ?? false,
    weights,
    rules: {
      bonusPercent: rules?.bonusBps !== undefined ? String(rules.bonusBps / 100) : '',
      maxBonus: majorText(rules?.maxBonus),
      minDeposit: majorText(rules?.minDeposit),
      amount: majorText(rules?.amount),
      registeredWithinDays:
        rules?.registeredWithinDays !== undefined ? String(rules.registeredWithinDays) : '',
      ticketPer: majorText(rules?.ticketPer),
      winners: rules?.winners !== undefined ? String(rules.winners) : '',
      drawAt: toLocalInput(rules?.drawAt ?? null),
    },
  };
}

const wholeNumber = (text: string): number | null =>
  /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;

/**
 * The request of a draft, or the fields typed wrong (by the server's field names, so the server's refusals
 * and these land on the same fields). Half-written languages are named in `incomplete`.
 */
export function inputOf(draft: PromotionDraft): {
  input: PromotionInput | null;
  fields: Record<string, 'invalid' | 'required'>;
  incomplete: PromotionLanguage[];
} {
  const fields: Record<string, 'invalid' | 'required'> = {};
  const incomplete: PromotionLanguage[] = [];
  const texts: Record<string, { title: string; summary: string; content: string }> = {};
  for (const code of promotionLanguages) {
    const text = draft.texts[code];
    const title = text.title.trim();
    const summary = text.summary.trim();
    const content = isBlankRichText(text.content) ? '' : normalizeRichText(text.content);
    if (title) texts[code] = { title, summary, content };
    else if (summary || content) incomplete.push(code);
  }
  if (!texts['en'] && !incomplete.includes('en')) fields['texts.en.title'] = 'required';
  if (incomplete.includes('en')) fields['texts.en.title'] = 'required';

  const startsAt = fromLocalInput(draft.startsAt);
  if (startsAt === null) fields['startsAt'] = 'required';
  const endsAt = fromLocalInput(draft.endsAt);
  if (draft.endsAt.trim() && endsAt === null) fields['endsAt'] = 'invalid';
  if (!draft.imageUrl.trim()) fields['imageUrl'] = 'required';
  const sort = wholeNumber(draft.sort || '0');
  if (sort === null) fields['sort'] = 'invalid';
  const turnoverMultiplier = wholeNumber(draft.turnoverMultiplier);
  if (turnoverMultiplier === null) fields['rules.turnoverMultiplier'] = 'invalid';
  const bonusDays = wholeNumber(draft.bonusDays);
  if (bonusDays === null) fields['rules.bonusDays'] = 'invalid';
  const { bps: weights, invalid } = weightsOf(draft.weights);
  for (const category of invalid) fields[`rules.weights.${category}`] = 'invalid';

  const rules: PromotionInput['rules'] = {
    turnoverMultiplier: turnoverMultiplier ?? 0,
    weights,
    bonusDays: bonusDays ?? 0,
  };
  if (draft.type === 'DEPOSIT') rules.depositCounts = draft.depositCounts;
  for (const rule of typeRules[draft.type]) {
    const text = draft.rules[rule].trim();
    const field = ruleServerField(rule);
    if (!text) {
      fields[field] = 'required';
      continue;
    }
    if (rule === 'bonusPercent') {
      const bps = /^\d{1,4}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;
      if (bps === null || bps < 1) fields[field] = 'invalid';
      else rules.bonusBps = bps;
    } else if (rule === 'registeredWithinDays' || rule === 'winners') {
      const value = wholeNumber(text);
      if (value === null || value < 1) fields[field] = 'invalid';
      else rules[rule] = value;
    } else if (rule === 'drawAt') {
      const value = fromLocalInput(text);
      if (value === null) fields[field] = 'invalid';
      else rules.drawAt = value;
    } else {
      const minor = parseMajorAmount(text);
      if (minor === null || minor <= 0n) fields[field] = 'invalid';
      else rules[rule] = String(minor);
    }
  }
  if (Object.keys(fields).length > 0 || incomplete.length > 0) return { input: null, fields, incomplete };
  return {
    input: {
      type: draft.type,
      texts: texts as PromotionInput['texts'],
      imageUrl: draft.imageUrl.trim(),
      rules,
      startsAt: startsAt!,
      endsAt,
      sort: sort!,
    },
    fields,
    incomplete,
  };
}

/** Where a promotion stands now, as the list shows it. */
export type PromotionState = 'upcoming' | 'live' | 'paused' | 'ended';
export function stateOf(promotion: AdminPromotion, now: number): PromotionState {
  if (promotion.endedAt !== null || (promotion.endsAt !== null && promotion.endsAt <= now)) return 'ended';
  if (promotion.paused) return 'paused';
  if (promotion.startsAt > now) return 'upcoming';
  return 'live';
}

/** The promotion's title in a language, else English. */
export const promotionTitle = (promotion: AdminPromotion, language: string): string =>
  (promotion.texts[language as PromotionLanguage] ?? promotion.texts.en).title;

/** Typed percents as the basis points the server stores (a category at 0 is left out), or the bad ones. */
export function weightsOf(weights: Record<string, string>): {
  bps: Record<string, number>;
  invalid: string[];
} {
  const bps: Record<string, number> = {};
  const invalid: string[] = [];
  for (const category of gameCategories) {
    const text = (weights[category] || '0').trim();
    const percent = /^\d{1,3}$/.test(text) ? Number(text) : null;
    if (percent === null || percent > 100) invalid.push(category);
    else if (percent > 0) bps[category] = percent * 100;
  }
  return { bps, invalid };
}

/** Stored basis points as typed percents. */
export const percentsOf = (bps: Record<string, number>): Record<string, string> =>
  Object.fromEntries(
    gameCategories.map((category) => [category, String(Math.round((bps[category] ?? 0) / 100))]),
  );
