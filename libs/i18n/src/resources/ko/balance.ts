import type { AreaMessages } from '../en/index';
import type { balance as english } from '../en/balance';

export const balance: AreaMessages<typeof english> = {
  wallet_balance: '잔액',
  wallet_balance_loading: '잔액 불러오는 중…',
  wallet_balance_unavailable: '확인 불가',
  wallet_balance_refreshing: '잔액 새로 고치는 중…',
  wallet_refresh_balance: '잔액 새로 고침',
};
