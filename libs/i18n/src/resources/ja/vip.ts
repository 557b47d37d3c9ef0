import type { AreaMessages } from '../en/index';
import type { vip as english } from '../en/vip';

export const vip: AreaMessages<typeof english> = {
  vip_lead:
    '直近 {{days}} 日間の入金額と有効ベット額でVIPランクが決まります。ランクが上がるほどキャッシュバックが増え、1日の出金上限が上がり、1回限りの昇格ボーナスがもらえます。',
  vip_current_label: 'あなたのVIPランク',
  vip_level: 'レベル {{level}}',
  vip_progress_title: '{{name}}までの進捗',
  vip_progress_deposits: '入金',
  vip_progress_bets: '有効ベット',
  vip_progress_amount: '{{have}} / {{need}}',
  vip_progress_needed: 'あと {{amount}}',
  vip_progress_done: '達成',
  vip_top_rank: '最高ランクです。いつもご利用ありがとうございます！',
  vip_window_note:
    '直近 {{days}} 日間で集計し、1時間ごとに判定します。ランクが下がるのは1か月に最大1段階です。',
  vip_benefits_title: 'ランク特典',
  vip_col_rank: 'ランク',
  vip_col_requirement: '条件（入金 / 有効ベット）',
  vip_col_cashback: 'キャッシュバック',
  vip_col_withdrawal: '1日の出金上限',
  vip_col_bonus: '昇格ボーナス',
  vip_no_limit: '上限なし',
  vip_your_rank: '現在のランク',
  vip_visitor_text: 'ログインすると、あなたのランクと次のランクまでの進捗が表示されます。',
  vip_login: 'ログイン',
  vip_load_failed: 'VIPランクを読み込めませんでした。',
  vip_empty: 'VIPランクはまだありません。',
  vip_entry_rank: '全会員',
};
