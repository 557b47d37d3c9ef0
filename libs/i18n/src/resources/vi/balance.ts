import type { AreaMessages } from '../en/index';
import type { balance as english } from '../en/balance';

export const balance: AreaMessages<typeof english> = {
  wallet_balance: 'Số dư',
  wallet_balance_loading: 'Đang tải số dư…',
  wallet_balance_unavailable: 'Không khả dụng',
  wallet_balance_refreshing: 'Đang làm mới số dư…',
  wallet_refresh_balance: 'Làm mới số dư',
};
