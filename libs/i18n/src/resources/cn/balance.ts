import type { AreaMessages } from '../en/index';
import type { balance as english } from '../en/balance';

export const balance: AreaMessages<typeof english> = {
  wallet_balance: '余额',
  wallet_balance_loading: '正在加载余额…',
  wallet_balance_unavailable: '暂不可用',
  wallet_balance_refreshing: '正在刷新余额…',
  wallet_refresh_balance: '刷新余额',
};
