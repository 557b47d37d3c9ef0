import type { Db } from '../../core/db';
import type { ContentLanguage } from '../../core/language';
import type { SeedContext } from '../../core/module';
import { textIn } from '../../core/language';
import { rankAt, rankName, ranksOf } from './ranks';

/**
 * The member labels every brand starts with, by the label stored on the member (its English text): the
 * club label of a member without a rank and the labels an operator gives members.
 */
export const DEFAULT_MEMBER_LABELS: Record<string, Record<ContentLanguage, string>> = {
  Regular: {
    en: 'Regular',
    cn: '普通会员',
    ja: '一般会員',
    ko: '일반 회원',
    th: 'สมาชิกทั่วไป',
    vi: 'Thành viên thường',
  },
  Agent: { en: 'Agent', cn: '代理', ja: 'エージェント', ko: '에이전트', th: 'ตัวแทน', vi: 'Đại lý' },
  'New player': {
    en: 'New player',
    cn: '新玩家',
    ja: '新規プレイヤー',
    ko: '신규 플레이어',
    th: 'ผู้เล่นใหม่',
    vi: 'Người chơi mới',
  },
  Verified: { en: 'Verified', cn: '已认证', ja: '認証済み', ko: '인증됨', th: 'ยืนยันแล้ว', vi: 'Đã xác minh' },
};

/** Every brand starts with the default labels in the six languages; an operator's edit is never overwritten. */
export async function ensureMemberLabels({ db, merchant, now }: SeedContext): Promise<void> {
  await db
    .insertInto('vip_labels')
    .values(
      Object.entries(DEFAULT_MEMBER_LABELS).map(([label, names]) => ({
        merchant_code: merchant,
        label,
        names: JSON.stringify(names),
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'label']).doNothing())
    .execute();
}

/** A member's club label and labels as stored (English), as the member info reply carries them. */
export interface StoredLabels {
  clubLabel: { labelName: string; rankLevel: number };
  memberLabel: Array<{ labelName: string }>;
}

/**
 * The club label and member labels in the reader's language: a club label that is the member's rank's
 * name reads the rank's name in that language; other labels read the brand's label texts; a label the
 * brand has no texts for stays as stored.
 */
export async function localiseLabels(
  db: Db,
  merchant: string,
  stored: StoredLabels,
  language: string,
): Promise<StoredLabels> {
  const wanted = [stored.clubLabel.labelName, ...stored.memberLabel.map((label) => label.labelName)];
  const [ranks, rows] = await Promise.all([
    ranksOf(db, merchant),
    db
      .selectFrom('vip_labels')
      .select(['label', 'names'])
      .where('merchant_code', '=', merchant)
      .where('label', 'in', wanted)
      .execute(),
  ]);
  const labels = new Map(rows.map((row) => [row.label, row.names]));
  const translate = (label: string) => textIn(labels.get(label), language) ?? label;
  const rank = rankAt(ranks, stored.clubLabel.rankLevel);
  const club =
    rank && Object.values(rank.names).includes(stored.clubLabel.labelName)
      ? rankName(rank, language)
      : translate(stored.clubLabel.labelName);
  return {
    clubLabel: { ...stored.clubLabel, labelName: club },
    memberLabel: stored.memberLabel.map((label) => ({ ...label, labelName: translate(label.labelName) })),
  };
}

/** The brand's labels with their texts (the operator's view). */
export async function memberLabels(db: Db, merchant: string) {
  const rows = await db
    .selectFrom('vip_labels')
    .select(['label', 'names'])
    .where('merchant_code', '=', merchant)
    .orderBy('label')
    .execute();
  return rows.map((row) => ({ label: row.label, names: row.names }));
}

/** Sets a label's texts (creates the label when new); English is required by the route's schema. */
export async function setMemberLabel(
  db: Db,
  merchant: string,
  label: string,
  names: Record<string, string>,
  now: Date,
) {
  const row = await db
    .insertInto('vip_labels')
    .values({ merchant_code: merchant, label, names: JSON.stringify(names), updated_at: now })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'label']).doUpdateSet({ names: JSON.stringify(names), updated_at: now }),
    )
    .returning(['label', 'names'])
    .executeTakeFirstOrThrow();
  return { label: row.label, names: row.names };
}
