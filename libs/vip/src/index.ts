export { VipPage } from './vip-page';
export { vipApi, useGetVipQuery } from './vip-api';
export type { VipArgs } from './vip-api';
export { formatRate, percentOf, useVipMoney } from './format';
export { VipStyles } from './styles';
