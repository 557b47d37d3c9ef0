import type { AreaMessages } from '../en/index';
import type { balance as english } from '../en/balance';

export const balance: AreaMessages<typeof english> = {
  wallet_balance: 'ยอดเงิน',
  wallet_balance_loading: 'กำลังโหลดยอดเงิน…',
  wallet_balance_unavailable: 'ไม่พร้อมใช้งาน',
  wallet_balance_refreshing: 'กำลังรีเฟรชยอดเงิน…',
  wallet_refresh_balance: 'รีเฟรชยอดเงิน',
};
