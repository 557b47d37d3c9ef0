import type { AreaMessages } from '../en/index';
import type { balance as english } from '../en/balance';

export const balance: AreaMessages<typeof english> = {
  wallet_balance: '残高',
  wallet_balance_loading: '残高を読み込み中…',
  wallet_balance_unavailable: '取得できません',
  wallet_balance_refreshing: '残高を更新中…',
  wallet_refresh_balance: '残高を更新',
};
