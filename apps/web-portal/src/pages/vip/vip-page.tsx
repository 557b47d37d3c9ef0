// The 'vip' page group (/vip): the VIP lib's page, in its own lazy chunk.
export { VipPage as default } from '@playfront/vip';
