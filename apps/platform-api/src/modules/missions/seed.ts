import type { MissionCreate, MissionTexts } from '@playfront/api-contract';
import type { DemoSeedContext } from '../../core/module';
import { insertMission } from './service';

/** Bonus money of the demo missions counts in full on slots and fishing, a tenth on live casino. */
const weights = { RNG: 10_000, FISH: 10_000, LIVE: 1_000 };

const demoMissions: Array<Omit<MissionCreate, 'startsAt'>> = [
  {
    period: 'DAILY',
    sort: 10,
    tasks: [{ kind: 'LOGIN_DAYS', target: '1' }],
    reward: '200',
    turnoverMultiplier: 1,
    weights,
    bonusDays: 7,
    texts: {
      en: { title: 'Daily check-in', description: 'Log in today and collect a small bonus.' },
      cn: { title: '每日签到', description: '今天登录即可领取一份小奖金。' },
      ja: {
        title: 'デイリーログイン',
        description: '今日ログインして、ちょっとしたボーナスを受け取りましょう。',
      },
      th: { title: 'เช็คอินรายวัน', description: 'เข้าสู่ระบบวันนี้แล้วรับโบนัสเล็ก ๆ' },
      vi: { title: 'Điểm danh hằng ngày', description: 'Đăng nhập hôm nay để nhận một khoản thưởng nhỏ.' },
      ko: { title: '매일 출석', description: '오늘 로그인하고 작은 보너스를 받으세요.' },
    },
  },
  {
    period: 'DAILY',
    sort: 20,
    tasks: [{ kind: 'BET_COUNT', target: '5' }],
    reward: '500',
    turnoverMultiplier: 3,
    weights,
    bonusDays: 7,
    texts: {
      en: { title: 'Warm-up', description: 'Place 5 bets in any game today.' },
      cn: { title: '热身', description: '今天在任意游戏中下注 5 次。' },
      ja: { title: 'ウォームアップ', description: '今日、どのゲームでも 5 回ベットしましょう。' },
      th: { title: 'วอร์มอัพ', description: 'วางเดิมพัน 5 ครั้งในเกมใดก็ได้วันนี้' },
      vi: { title: 'Khởi động', description: 'Đặt cược 5 lần ở bất kỳ trò chơi nào trong hôm nay.' },
      ko: { title: '워밍업', description: '오늘 아무 게임에서나 5번 베팅하세요.' },
    },
  },
  {
    period: 'DAILY',
    sort: 30,
    tasks: [{ kind: 'BET_AMOUNT', category: 'RNG', target: '10000' }],
    reward: '1000',
    turnoverMultiplier: 5,
    weights,
    bonusDays: 7,
    texts: {
      en: { title: 'Slot spinner', description: 'Bet 100.00 in total on slots today.' },
      cn: { title: '老虎机达人', description: '今天在老虎机游戏中累计投注 100.00。' },
      ja: { title: 'スロットチャレンジ', description: '今日、スロットで合計 100.00 をベットしましょう。' },
      th: { title: 'นักหมุนสล็อต', description: 'เดิมพันสล็อตรวม 100.00 ภายในวันนี้' },
      vi: { title: 'Cao thủ slot', description: 'Cược tổng cộng 100.00 vào các trò slot trong hôm nay.' },
      ko: { title: '슬롯 도전', description: '오늘 슬롯에서 총 100.00을 베팅하세요.' },
    },
  },
  {
    period: 'DAILY',
    sort: 40,
    tasks: [{ kind: 'DEPOSIT_AMOUNT', target: '5000' }],
    reward: '800',
    turnoverMultiplier: 3,
    weights,
    bonusDays: 7,
    texts: {
      en: { title: 'Top up', description: 'Deposit 50.00 or more today.' },
      cn: { title: '今日充值', description: '今天累计存款 50.00 或以上。' },
      ja: { title: 'チャージ', description: '今日、合計 50.00 以上を入金しましょう。' },
      th: { title: 'เติมเงิน', description: 'ฝากเงินรวม 50.00 ขึ้นไปภายในวันนี้' },
      vi: { title: 'Nạp tiền', description: 'Nạp tổng cộng từ 50.00 trở lên trong hôm nay.' },
      ko: { title: '충전하기', description: '오늘 50.00 이상 입금하세요.' },
    },
  },
  {
    period: 'WEEKLY',
    sort: 50,
    tasks: [{ kind: 'WIN_ROUND', target: '3' }],
    reward: '2000',
    turnoverMultiplier: 5,
    weights,
    bonusDays: 14,
    texts: {
      en: {
        title: 'Lucky streak',
        description: 'Win 3 rounds this week (a round pays back more than its bet).',
      },
      cn: { title: '好运连连', description: '本周赢得 3 局（派彩高于投注即为赢）。' },
      ja: {
        title: 'ラッキーストリーク',
        description: '今週 3 回勝ちましょう（ベット額を超える配当で勝ち）。',
      },
      th: { title: 'โชคดีต่อเนื่อง', description: 'ชนะ 3 รอบภายในสัปดาห์นี้ (รอบที่ได้รับเงินคืนมากกว่ายอดเดิมพัน)' },
      vi: {
        title: 'Chuỗi may mắn',
        description: 'Thắng 3 ván trong tuần này (ván trả thưởng nhiều hơn tiền cược).',
      },
      ko: {
        title: '행운의 연승',
        description: '이번 주에 3판을 이기세요 (베팅액보다 많이 돌려받으면 승리).',
      },
    },
  },
  {
    period: 'WEEKLY',
    sort: 60,
    tasks: [{ kind: 'LOGIN_DAYS', target: '3' }],
    reward: '1500',
    turnoverMultiplier: 2,
    weights,
    bonusDays: 14,
    texts: {
      en: { title: 'Regular', description: 'Log in on 3 days in a row this week.' },
      cn: { title: '常客', description: '本周连续 3 天登录。' },
      ja: { title: '常連さん', description: '今週、3 日連続でログインしましょう。' },
      th: { title: 'ขาประจำ', description: 'เข้าสู่ระบบติดต่อกัน 3 วันในสัปดาห์นี้' },
      vi: { title: 'Khách quen', description: 'Đăng nhập 3 ngày liên tiếp trong tuần này.' },
      ko: { title: '단골', description: '이번 주에 3일 연속 로그인하세요.' },
    },
  },
];

/** The demo brand's missions: live from the first start, so the demo member has missions to play at once. */
export async function seedDemoMissions(ctx: DemoSeedContext): Promise<void> {
  const startsAt = Date.UTC(ctx.now.getUTCFullYear(), 0, 1);
  for (const mission of demoMissions) {
    await insertMission(
      ctx.db,
      ctx.merchant,
      { ...mission, texts: mission.texts as MissionTexts, startsAt },
      ctx.now,
    );
  }
}
