/**
 * Demo content of a new brand: countries, notices (to players and to agents), the popup announcement and help
 * centre, in English; seed-translations.ts holds the other languages.
 */
export const countries: Array<[code: string, dialing: string, name: string]> = [
  ['VN', '+84', 'Vietnam'],
  ['TH', '+66', 'Thailand'],
  ['PH', '+63', 'Philippines'],
  ['MY', '+60', 'Malaysia'],
  ['SG', '+65', 'Singapore'],
  ['ID', '+62', 'Indonesia'],
  ['KH', '+855', 'Cambodia'],
  ['LA', '+856', 'Laos'],
  ['MM', '+95', 'Myanmar'],
  ['CN', '+86', 'China'],
  ['HK', '+852', 'Hong Kong'],
  ['TW', '+886', 'Taiwan'],
  ['JP', '+81', 'Japan'],
  ['KR', '+82', 'South Korea'],
  ['IN', '+91', 'India'],
  ['BD', '+880', 'Bangladesh'],
  ['AU', '+61', 'Australia'],
  ['NZ', '+64', 'New Zealand'],
  ['GB', '+44', 'United Kingdom'],
  ['DE', '+49', 'Germany'],
  ['BR', '+55', 'Brazil'],
  ['MX', '+52', 'Mexico'],
  ['US', '+1', 'United States'],
  ['CA', '+1', 'Canada'],
];

const noticeTopics = [
  [
    'Welcome to Playfront',
    'Thank you for joining. Explore lottery, live casino, slots and sports in one place.',
  ],
  [
    'Scheduled maintenance',
    'Routine maintenance runs every Tuesday 02:00-03:00 (UTC+7). Games may be unavailable.',
  ],
  ['New slot providers', 'Three new slot providers are live in the RNG lobby. Try their demo games today.'],
  ['Responsible gaming', 'Set deposit limits and take breaks. Help is available in the help centre.'],
  ['Security reminder', 'We never ask for your password. Change it regularly and never share SMS codes.'],
  ['Sports weekend', 'Enhanced odds on selected football matches this weekend.'],
  ['Lottery draw times', 'Southern, central and northern draws run daily; see the lottery lobby for times.'],
  ['Mobile app update', 'A new version of the Android app is available from the download page.'],
  ['Live casino tables', 'More baccarat and roulette tables are open during peak hours.'],
  ['VIP programme', 'Climb VIP ranks to unlock faster withdrawals and a dedicated support channel.'],
  ['Referral rewards', 'Invite friends with your referral code and earn rewards when they play.'],
  ['Holiday greetings', 'Season greetings from the Playfront team. Good luck and play responsibly.'],
];

export const notices = noticeTopics.map(([title, text], index) => ({
  title,
  content: `<h3>${title}</h3><p>${text}</p>`,
  daysAgo: index * 3,
}));

/** The popup announcement (type PU) a visitor sees on arrival, once per browser session. */
export const popupNotice = {
  title: 'Welcome gift this week',
  text: 'Make your first deposit this week to join the welcome event. See the promotions page for details.',
  daysAgo: 0,
};

/**
 * The home marquee's own announcement (type H: the marquee only, never in the notice list). The scheduled
 * maintenance notice runs in the marquee too (type B: the list and the marquee).
 */
export const marqueeNotice = {
  title: 'New: seamless wallet games',
  text: 'Lotteries now play straight from your main balance, with no transfer. Open the seamless lobby to try them.',
  hoursAgo: 2,
};
export const marqueeAlsoListed = 'Scheduled maintenance';

/** Notices addressed to agents (the agent centre's announcement page), newest first. */
export const agentNotices: Array<{ title: string; content: string; daysAgo: number }> = [
  {
    title: 'Commission schedule',
    content:
      '<h3>Commission schedule</h3>' +
      '<p>Real-time salary is paid every 5 minutes on newly settled bets, hourly salary at the top of each ' +
      'hour, and daily wages the next day for the previous day (UTC).</p>' +
      '<p>Dividends are paid at the end of each contract period: daily, weekly, semimonthly or monthly. ' +
      'Every payment appears under My income.</p>',
    daysAgo: 1,
  },
  {
    title: 'New contract rules',
    content:
      '<h3>New contract rules</h3>' +
      "<ul><li>A downline's rate can never exceed its upline's rate.</li>" +
      '<li>If you accept a contract below the rate you gave your own downline, that downline contract is ' +
      'terminated automatically and both of you are told.</li>' +
      '<li>Either side may request termination; it takes effect once the other side accepts.</li></ul>',
    daysAgo: 5,
  },
  {
    title: 'Registering your team',
    content:
      '<h3>Registering your team</h3>' +
      '<p>Open Account in the agent centre to register a member or a sub-agent directly below you. Hand ' +
      'the one-time password to its owner: it must be changed at the first login.</p>' +
      '<p>Transfers to your team need your payment password and are recorded under Transaction details.</p>',
    daysAgo: 12,
  },
];

export const helpCentre: Array<{ code: string; title: string; articles: Array<[string, string]> }> = [
  {
    code: 'terms',
    title: 'Terms and user agreement',
    articles: [
      [
        'User agreement',
        '<p>By registering you confirm that you are at least 18 years old and that online gaming is legal where you live. One account per person.</p>',
      ],
      [
        'Account security',
        '<p>You are responsible for keeping your password and SMS codes secret. We may suspend accounts used fraudulently.</p>',
      ],
    ],
  },
  {
    code: 'responsible-gaming',
    title: 'Responsible gaming',
    articles: [
      [
        'Play responsibly',
        '<p>Gaming is entertainment. Set a budget, take breaks and never chase losses.</p>',
      ],
      [
        'Limits and self-exclusion',
        '<p>Contact customer service to set deposit limits or to exclude yourself for a chosen period.</p>',
      ],
    ],
  },
  {
    code: 'deposits',
    title: 'Deposits and withdrawals',
    articles: [
      [
        'How to deposit',
        '<p>Open the member centre, choose Deposit, pick a payment method and follow the steps.</p>',
      ],
      ['Withdrawal times', '<p>Most withdrawals are processed within 30 minutes after approval.</p>'],
    ],
  },
  {
    code: 'privacy',
    title: 'Privacy policy',
    articles: [
      [
        'What we collect',
        '<p>We keep the data needed to run your account: username, contact details, and records required by regulators.</p>',
      ],
      [
        'Your rights',
        '<p>You may ask for a copy of your data or its correction through customer service.</p>',
      ],
    ],
  },
];
