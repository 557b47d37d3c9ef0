import type { AreaMessages } from '../en/index';
import type { profit as english } from '../en/profit';

export const profit: AreaMessages<typeof english> = {
  profit_today: 'วันนี้',
  profit_yesterday: 'เมื่อวาน',
  profit_net: 'กำไรขาดทุนสุทธิ',
  profit_games: 'แพ้ชนะจากเกม',
  profit_bonuses: 'โบนัส',
  profit_cashback: 'เงินคืน',
  profit_referral: 'รางวัลแนะนำเพื่อน',
  profit_agent_income: 'รายได้ตัวแทน',
  profit_summary: 'ยอดรวมกำไรขาดทุน',
  profit_by_category: 'แยกตามประเภทเกม',
  profit_col_category: 'ประเภทเกม',
  profit_col_rounds: 'รอบ',
  profit_col_bets: 'เดิมพัน',
  profit_col_payouts: 'เงินรางวัล',
  profit_col_winloss: 'แพ้/ชนะ',
  profit_no_games: 'ไม่มีเดิมพันที่ชำระแล้วในช่วงนี้',
  profit_unsettled: 'เดิมพันที่ยังไม่ชำระในช่วงนี้: {{amount}} (นับเมื่อชำระแล้ว)',
  profit_note: 'วันที่เป็นเวลา UTC ตัวเลขตรงกับผลรวมของบันทึกบัญชีในวันเดียวกัน',
  profit_range_too_long: 'ช่วงเวลายาวสุด {{days}} วัน',
};
