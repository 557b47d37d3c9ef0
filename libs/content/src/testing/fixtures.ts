import { http, HttpResponse } from 'msw';
import type { BannerList, HelpCenter, Notice } from '@playfront/api-contract';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

/** 12 notices (two pages of 9); the first carries a script and an onerror handler that must not survive. */
export const noticeFixture: Notice[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content:
    i === 0
      ? '<h3>Welcome</h3><p>Hello <b>players</b></p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">'
      : `<p>Body of notice ${i + 1}</p>`,
  date: Date.UTC(2026, 0, 20 - i, 8, 30, 0),
}));

export const helpFixture: HelpCenter = [
  {
    id: 1,
    code: 'terms',
    title: 'Terms and user agreement',
    articles: [
      { id: 11, title: 'User agreement', content: '<p>You must be 18 or older.</p>' },
      { id: 12, title: 'Account security', content: '<p>Keep your password secret.</p>' },
    ],
  },
  {
    id: 2,
    code: 'responsible-gaming',
    title: 'Responsible gaming',
    articles: [{ id: 21, title: 'Play responsibly', content: '<p>Set a budget.</p>' }],
  },
];

/** Banners of the demo brand (home lobby stories and tests). */
export const bannersFixture: BannerList = {
  list: [
    {
      id: 'lottery-draws',
      title: 'A lottery draw every few minutes',
      text: 'Pick your numbers and watch the countdown.',
      link: '/lottery',
      tone: 'gold',
    },
    {
      id: 'live-baccarat',
      title: 'Baccarat dealt card by card',
      text: 'Player, Banker or Tie.',
      link: '/live',
      tone: 'violet',
    },
  ],
};

/** GET /wps/announcement/banners answering `banners` (the demo brand's by default). */
export const bannerHandlers = (banners: BannerList = bannersFixture) => [
  http.get('*/wps/announcement/banners', () => ok(banners)),
];

/** GET /wps/notice/list (9 a page) over `notices`, and GET /wps/system/helpCenter. */
export const noticeHandlers = (notices: Notice[] = noticeFixture, help: HelpCenter = helpFixture) => [
  http.get('*/wps/notice/list', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return ok({ list: notices.slice((page - 1) * 9, page * 9), total: notices.length, page, pageSize: 9 });
  }),
  http.get('*/wps/system/helpCenter', () => ok(help)),
];
