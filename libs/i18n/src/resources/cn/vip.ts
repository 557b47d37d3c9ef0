import type { AreaMessages } from '../en/index';
import type { vip as english } from '../en/vip';

export const vip: AreaMessages<typeof english> = {
  vip_lead:
    '您最近 {{days}} 天的存款和有效投注决定您的VIP等级。等级越高，返水越多、每日提款限额越高，并可获得一次性晋级奖金。',
  vip_current_label: '您的VIP等级',
  vip_level: '等级 {{level}}',
  vip_progress_title: '晋级至{{name}}的进度',
  vip_progress_deposits: '存款',
  vip_progress_bets: '有效投注',
  vip_progress_amount: '{{have}} / {{need}}',
  vip_progress_needed: '还差 {{amount}}',
  vip_progress_done: '已达成',
  vip_top_rank: '您已是最高等级。感谢您的支持！',
  vip_window_note: '按最近 {{days}} 天统计，每小时检查一次。等级每月最多下降一级。',
  vip_benefits_title: '等级权益',
  vip_col_rank: '等级',
  vip_col_requirement: '晋级条件（存款 / 有效投注）',
  vip_col_cashback: '返水',
  vip_col_withdrawal: '每日提款限额',
  vip_col_bonus: '晋级奖金',
  vip_no_limit: '无限额',
  vip_your_rank: '您的等级',
  vip_visitor_text: '登录后即可查看您的等级及晋级进度。',
  vip_login: '登录',
  vip_load_failed: '无法加载VIP等级。',
  vip_empty: '暂无VIP等级。',
  vip_entry_rank: '所有会员',
};
