import { expect, test } from './fixtures';
import { chooseLanguage, snapshot } from './support';
import type { Page } from '@playwright/test';

/** What the demo brand's seeded content says in one language (the server's seeds, not the portal's texts). */
interface SeededTexts {
  code: string;
  popup: string;
  popupText: string;
  banner: string;
  licence: string;
  notice: string;
  noticeText: string;
  helpCategory: string;
  helpArticle: string;
  helpText: string;
  /** The home marquee's name (the portal's text) and its seeded H announcement, title and text. */
  marquee: string;
  marqueeTitle: string;
  marqueeText: string;
}

const languages: SeededTexts[] = [
  {
    code: 'cn',
    popup: '本周迎新礼',
    popupText: '本周首次存款即可参加迎新活动。',
    banner: '每隔几分钟开奖一次',
    licence: 'Playfront 演示品牌。许可与监管仅用于演示目的。',
    notice: '定期维护',
    noticeText: '每周二 02:00-03:00（UTC+7）进行例行维护',
    helpCategory: '理性游戏',
    helpArticle: '理性娱乐',
    helpText: '游戏是一种娱乐。',
    marquee: '公告',
    marqueeTitle: '新上线：单一钱包游戏',
    marqueeText: '彩票现在直接使用主钱包余额投注，无需转账。',
  },
  {
    code: 'ja',
    popup: '今週の歓迎ギフト',
    popupText: '今週初めて入金された方は歓迎キャンペーンに参加できます。',
    banner: '数分ごとに宝くじの抽選',
    licence: 'Playfront デモブランド。ライセンスおよび規制はデモンストレーション目的に限ります。',
    notice: '定期メンテナンス',
    noticeText: '毎週火曜日 02:00〜03:00（UTC+7）に定期メンテナンスを行います。',
    helpCategory: '責任あるゲームプレイ',
    helpArticle: '節度を持って遊ぶ',
    helpText: 'ゲームは娯楽です。',
    marquee: 'お知らせ',
    marqueeTitle: '新登場：シームレスウォレットのゲーム',
    marqueeText: '宝くじはメインウォレットの残高から直接プレイできるようになりました。',
  },
  {
    code: 'ko',
    popup: '이번 주 웰컴 선물',
    popupText: '이번 주 첫 입금 시 웰컴 이벤트에 참여할 수 있습니다.',
    banner: '몇 분마다 열리는 복권 추첨',
    licence: 'Playfront 데모 브랜드입니다. 라이선스와 규제는 시연 목적으로만 적용됩니다.',
    notice: '정기 점검',
    noticeText: '매주 화요일 02:00~03:00(UTC+7)에 정기 점검이 진행됩니다.',
    helpCategory: '책임감 있는 게임',
    helpArticle: '책임감 있게 즐기기',
    helpText: '게임은 오락입니다.',
    marquee: '공지사항',
    marqueeTitle: '신규: 심리스 지갑 게임',
    marqueeText: '이제 복권은 메인 잔액에서 바로 플레이되며 이체가 필요 없습니다.',
  },
  {
    code: 'th',
    popup: 'ของขวัญต้อนรับสัปดาห์นี้',
    popupText: 'ฝากเงินครั้งแรกในสัปดาห์นี้เพื่อร่วมกิจกรรมต้อนรับ',
    banner: 'ออกรางวัลหวยทุกไม่กี่นาที',
    licence: 'แบรนด์สาธิต Playfront ได้รับอนุญาตและกำกับดูแลเพื่อการสาธิตเท่านั้น',
    notice: 'ปิดปรับปรุงตามกำหนด',
    noticeText: 'ปิดปรับปรุงระบบทุกวันอังคาร เวลา 02:00-03:00 (UTC+7)',
    helpCategory: 'การเล่นอย่างมีความรับผิดชอบ',
    helpArticle: 'เล่นอย่างมีสติ',
    helpText: 'เกมคือความบันเทิง',
    marquee: 'ประกาศ',
    marqueeTitle: 'ใหม่: เกมกระเป๋าเงินแบบ Seamless',
    marqueeText: 'ตอนนี้หวยเล่นจากยอดเงินในกระเป๋าหลักได้โดยตรง',
  },
  {
    code: 'vi',
    popup: 'Quà chào mừng tuần này',
    popupText: 'Nạp tiền lần đầu trong tuần này để tham gia chương trình chào mừng.',
    banner: 'Xổ số quay thưởng mỗi vài phút',
    licence: 'Thương hiệu demo Playfront. Được cấp phép và quản lý chỉ nhằm mục đích trình diễn.',
    notice: 'Bảo trì định kỳ',
    noticeText: 'Bảo trì định kỳ vào mỗi thứ Ba từ 02:00 đến 03:00 (UTC+7).',
    helpCategory: 'Chơi có trách nhiệm',
    helpArticle: 'Chơi có trách nhiệm',
    helpText: 'Trò chơi là để giải trí.',
    marquee: 'Bảng thông báo',
    marqueeTitle: 'Mới: trò chơi ví liền mạch',
    marqueeText: 'Xổ số giờ đặt cược thẳng từ số dư ví chính, không cần chuyển tiền.',
  },
  {
    code: 'en',
    popup: 'Welcome gift this week',
    popupText: 'Make your first deposit this week to join the welcome event.',
    banner: 'A lottery draw every few minutes',
    licence: 'Playfront demo brand. Licensed and regulated for demonstration only.',
    notice: 'Scheduled maintenance',
    noticeText: 'Routine maintenance runs every Tuesday 02:00-03:00 (UTC+7).',
    helpCategory: 'Responsible gaming',
    helpArticle: 'Play responsibly',
    helpText: 'Gaming is entertainment.',
    marquee: 'Announcements',
    marqueeTitle: 'New: seamless wallet games',
    marqueeText: 'Lotteries now play straight from your main balance, with no transfer.',
  },
];

/** English texts of the same seeds: none of them may show in another language. */
const english = languages.at(-1)!;

/**
 * Scrolls to the home lobby as a visitor would and finds the banner titled `title`: the lobby loads as it
 * comes near the screen, and a long hero (some languages) keeps it below a phone's first screen.
 */
async function seeBanner(page: Page, title: string): Promise<void> {
  const banner = page.getByRole('link', { name: new RegExp(title) });
  await expect(async () => {
    // The app's lobby (the prerendered page's copy goes away), which its loaded chunk replaces.
    await page.locator('#root .pf-home-lobby').first().scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(banner).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('content in every language', () => {
  test.use({ arrivalPopups: true });

  for (const texts of languages) {
    test(`shows the seeded popup, banner, licence, notices and help in ${texts.code}`, async ({
      page,
    }, testInfo) => {
      // The language the visitor chose before (the language list writes `lang`); banners hold still.
      await page.addInitScript((code) => localStorage.setItem('lang', code), texts.code);
      await page.emulateMedia({ reducedMotion: 'reduce' });

      // /index: the popup announcement opens on arrival, in the reader's language; Escape closes it.
      await page.goto('/index');
      const popup = page.getByRole('dialog', { name: texts.popup });
      // It opens once the portal has rendered and the announcements arrived: slow on a busy machine.
      await expect(popup).toBeVisible({ timeout: 30_000 });
      await expect(popup).toContainText(texts.popupText);
      await snapshot(page, testInfo, `content-popup-${texts.code}`);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      await seeBanner(page, texts.banner);
      // The home marquee (reduced motion: one still line): the H announcement and the B notice.
      const marquee = page.getByRole('region', { name: texts.marquee, exact: true });
      const announcement = marquee.getByRole('button', { name: new RegExp(texts.marqueeTitle) });
      await expect(announcement).toBeVisible({ timeout: 20_000 });
      await expect(announcement).toContainText(texts.marqueeText);
      await expect(marquee.getByRole('button', { name: new RegExp(texts.notice) })).toHaveCount(1);
      if (texts !== english) await expect(marquee).not.toContainText(english.marqueeTitle);
      const licence = page.locator('.pf-footer__licence');
      await expect(licence).toHaveText(texts.licence);
      if (texts !== english) {
        await expect(page.getByText(english.banner)).toHaveCount(0);
        await expect(page.getByText(english.licence)).toHaveCount(0);
      }

      // The popup shows once per browser session: not again on reload.
      await page.reload();
      await seeBanner(page, texts.banner);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // /noticePage: the notice list and the chosen notice, in the reader's language.
      await page.goto('/noticePage');
      const list = page.getByRole('list').filter({ has: page.getByRole('button', { name: texts.notice }) });
      await expect(list).toBeVisible();
      await expect(list.getByRole('button', { name: texts.popup })).toBeVisible();
      if (texts !== english) await expect(page.getByText(english.notice)).toHaveCount(0);
      await list.getByRole('button', { name: texts.notice }).click();
      await expect(page.getByRole('heading', { name: texts.notice, level: 3 }).first()).toBeVisible();
      await expect(page.getByText(texts.noticeText, { exact: false }).first()).toBeVisible();
      await snapshot(page, testInfo, `content-notices-${texts.code}`);

      // /help: the categories and an article, in the reader's language.
      await page.goto('/help?category=responsible-gaming');
      await expect(page.getByRole('link', { name: texts.helpCategory }).first()).toBeVisible();
      await page.getByRole('button', { name: texts.helpArticle }).click();
      await expect(page.getByText(texts.helpText, { exact: false })).toBeVisible();
      if (texts !== english) await expect(page.getByText(english.helpArticle)).toHaveCount(0);
      await snapshot(page, testInfo, `content-help-${texts.code}`);
    });
  }

  test('switching the language from the language list refetches the content in the new language', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/index');
    await page.getByRole('dialog', { name: english.popup }).press('Escape');
    await expect(page.getByRole('link', { name: new RegExp(english.banner) })).toBeVisible();

    const japanese = languages.find((texts) => texts.code === 'ja')!;
    await chooseLanguage(page, 'ja', '日本語');
    await expect(page.getByRole('link', { name: new RegExp(japanese.banner) })).toBeVisible();
    await expect(page.locator('.pf-footer__licence')).toHaveText(japanese.licence);
    await expect(page.getByText(english.banner)).toHaveCount(0);
  });
});
