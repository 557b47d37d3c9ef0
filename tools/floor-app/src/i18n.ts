import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The floor's English texts (the portal's English texts of the first page load also come with its boot chunk). */
const en = {
  brand: 'Floor',
  nav_label: 'Main',
  nav_home: 'Home',
  nav_rng: 'Slots',
  nav_lottery: 'Lottery',
  nav_promotions: 'Promotions',
  open_member: 'Account {{name}}: open member page',
  balance: 'Balance {{amount}}',
  loading: 'Loading…',
  failed: 'Could not load this list.',
  items_count_one: '{{count}} item',
  items_count_other: '{{count}} items',
  home_title: 'Welcome to the floor',
  home_intro: 'Games, lottery draws and promotions, fetched from the server and shown in your language.',
  home_games: 'Hot games',
  rng_title: 'Slots',
  lottery_title: 'Lottery draws',
  promotions_title: 'Promotions',
  member_title: 'Member centre',
  member_name: 'Account',
  member_balance: 'Main balance',
  member_level: 'Level',
  member_records: 'Recent records',
  footer: 'A floor for measuring: the portal’s framework set and nothing else.',
};

export const i18n = i18next.createInstance();

/** Resolves once the texts are ready to render. */
export const i18nReady = i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});
