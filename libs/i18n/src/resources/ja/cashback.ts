import type { AreaMessages } from '../en/index';
import type { cashback as english } from '../en/cashback';

export const cashback: AreaMessages<typeof english> = {
  cashback_claimable_total: '受け取れるキャッシュバック',
  cashback_claim_all: 'すべて受け取る',
  cashback_claim_done: '{{amount}} のキャッシュバックが残高に加算されました。',
  cashback_none:
    '受け取れるキャッシュバックはまだありません。1日のキャッシュバックはその日の終了後（UTC）に受け取れます。',
  cashback_day: '{{day}}',
  cashback_claim_by: '{{time}} までに受け取り',
  cashback_col_category: 'カテゴリー',
  cashback_col_valid_bet: '有効ベット',
  cashback_col_rate: 'レート',
  cashback_col_amount: 'キャッシュバック',
  cashback_col_day: '日付',
  cashback_col_status: '状態',
  cashback_col_time: '受け取り日時',
  cashback_total: '合計',
  cashback_today: '本日これまで（見込み）',
  cashback_today_hint:
    '本日のキャッシュバックは UTC 00:00 に1日が終わった後に受け取れます。未精算のベットはまだ含まれません。',
  cashback_today_none: '本日の有効ベットはまだありません。',
  cashback_rates: '私のキャッシュバックレート',
  cashback_rates_hint:
    'VIP レベル {{level}} のレートで各日の有効ベットに適用されます。1日のキャッシュバックは {{days}} 日間受け取れます。',
  cashback_history: '受け取り履歴',
  cashback_history_empty: 'まだキャッシュバックを受け取っていません。',
  cashback_status_CLAIMED: '受け取り済み',
  cashback_status_EXPIRED: '期限切れ',
  cashback_status_CLAIMABLE: '受け取り可能',
  cashback_status_NIL: 'なし',
  cashback_cat_LIVE: 'ライブカジノ',
  cashback_cat_SPORTS: 'スポーツ',
  cashback_cat_FISH: 'フィッシング',
  cashback_cat_RNG: 'スロット',
  cashback_cat_PVP: 'カードゲーム',
  cashback_cat_LOTT: '宝くじ',
  cashback_cat_ELOTT: 'eロッタリー',
  cashback_cat_ESPORTS: 'eスポーツ',
};
