import type { i18n as I18n } from 'i18next';

/** Lucky's own texts (English only); the screens from the libs bring theirs. */
export const luckyMessages = {
  lucky_home: 'Home',
  lucky_deposit: 'Deposit',
  lucky_wallet: 'My wallet',
  lucky_withdraw: 'Withdraw',
  lucky_security: 'Payment password',
  lucky_main_nav: 'Lucky',
  lucky_skip: 'Skip to content',
  lucky_hero_title: 'Spin, win and cash out in dong',
  lucky_hero_lead: 'Slots, live casino and lottery with deposits and withdrawals in VND.',
  lucky_hero_join: 'Join Lucky',
  lucky_hero_deposit: 'Top up your wallet',
  lucky_hot_games: 'Lucky picks',
  lucky_licence: 'Lucky demo brand. Licensed and regulated for demonstration only.',
  lucky_not_found: 'This page is not here.',
  lucky_back_home: 'Back to the lobby',
  lucky_login_needed: 'Log in to use your wallet.',
} as const;

export type LuckyMessageKey = keyof typeof luckyMessages;

/** Adds Lucky's texts to the app's translations. */
export function addLuckyMessages(i18n: I18n): void {
  i18n.addResourceBundle('en', 'translation', luckyMessages, true, false);
}
