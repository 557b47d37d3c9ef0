import type { PromotionInput, PromotionRules, PromotionText } from '@playfront/api-contract';
import type { DemoSeedContext } from '../../core/module';
import { createPromotion } from './admin';
import { artworkUrl } from './artwork';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Turnover weights of the demo bonuses, per game category (basis points). */
const weights = {
  RNG: 10_000,
  LIVE: 1_000,
  SPORTS: 5_000,
  FISH: 10_000,
  PVP: 5_000,
  LOTT: 2_000,
  ELOTT: 2_000,
};

type Texts = Record<'en' | 'cn' | 'ja' | 'th' | 'vi' | 'ko', PromotionText>;

const text = (title: string, summary: string, points: string[]): PromotionText => ({
  title,
  summary,
  content: `<p>${summary}</p><ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>`,
});

const deposit: Texts = {
  en: text('100% deposit bonus', 'Join, deposit at least 50.00 and claim a 100% bonus up to 100.00.', [
    'Join the promotion first, then deposit.',
    'The bonus must be played through 5 times before it can be withdrawn.',
    'Slots and fishing count in full, sports and card games half, live casino 10%, lottery 20%.',
  ]),
  cn: text('100% 存款奖金', '参加活动，存款至少 50.00，即可领取最高 100.00 的 100% 奖金。', [
    '请先参加活动，然后再存款。',
    '奖金须完成 5 倍流水后方可提款。',
    '老虎机和捕鱼全额计算，体育和棋牌计算一半，真人娱乐场 10%，彩票 20%。',
  ]),
  ja: text('100%入金ボーナス', '参加して50.00以上入金すると、最大100.00の100%ボーナスを受け取れます。', [
    '先にキャンペーンに参加してから入金してください。',
    'ボーナスは出金前に5倍の賭け条件を満たす必要があります。',
    'スロットとフィッシングは全額、スポーツとカードゲームは半分、ライブカジノは10%、宝くじは20%が計算されます。',
  ]),
  th: text('โบนัสเงินฝาก 100%', 'เข้าร่วม ฝากอย่างน้อย 50.00 แล้วรับโบนัส 100% สูงสุด 100.00', [
    'เข้าร่วมโปรโมชั่นก่อน แล้วจึงฝากเงิน',
    'ต้องทำยอดเทิร์นโอเวอร์ 5 เท่าของโบนัสก่อนถอน',
    'สล็อตและยิงปลานับเต็มจำนวน กีฬาและเกมไพ่นับครึ่งหนึ่ง คาสิโนสด 10% หวย 20%',
  ]),
  vi: text('Thưởng nạp 100%', 'Tham gia, nạp ít nhất 50.00 và nhận thưởng 100% tối đa 100.00.', [
    'Hãy tham gia khuyến mãi trước, sau đó nạp tiền.',
    'Tiền thưởng phải được cược đủ 5 lần trước khi rút.',
    'Slot và bắn cá tính toàn bộ, thể thao và game bài tính một nửa, casino trực tiếp 10%, xổ số 20%.',
  ]),
  ko: text('100% 입금 보너스', '참여 후 50.00 이상 입금하면 최대 100.00의 100% 보너스를 받을 수 있습니다.', [
    '먼저 프로모션에 참여한 뒤 입금하세요.',
    '보너스는 출금 전에 5배 롤링을 완료해야 합니다.',
    '슬롯과 피싱은 100%, 스포츠와 카드 게임은 50%, 라이브 카지노는 10%, 로또는 20%가 반영됩니다.',
  ]),
};

const registration: Texts = {
  en: text('Welcome bonus 8.88', 'New members registered within the last 30 days claim 8.88.', [
    'One claim per member.',
    'Play the bonus through 3 times before withdrawing it.',
  ]),
  cn: text('新人奖金 8.88', '最近 30 天内注册的新会员可领取 8.88。', [
    '每位会员限领一次。',
    '奖金须完成 3 倍流水后方可提款。',
  ]),
  ja: text('ウェルカムボーナス 8.88', '過去30日以内に登録した新規会員は8.88を受け取れます。', [
    'お一人様1回限りです。',
    '出金前にボーナスの3倍の賭け条件を満たしてください。',
  ]),
  th: text('โบนัสต้อนรับ 8.88', 'สมาชิกใหม่ที่สมัครภายใน 30 วันที่ผ่านมารับ 8.88', [
    'รับได้หนึ่งครั้งต่อสมาชิก',
    'ทำยอดเทิร์นโอเวอร์ 3 เท่าของโบนัสก่อนถอน',
  ]),
  vi: text('Thưởng chào mừng 8.88', 'Thành viên mới đăng ký trong 30 ngày qua nhận 8.88.', [
    'Mỗi thành viên nhận một lần.',
    'Cược đủ 3 lần tiền thưởng trước khi rút.',
  ]),
  ko: text('웰컴 보너스 8.88', '최근 30일 이내에 가입한 신규 회원은 8.88을 받을 수 있습니다.', [
    '회원당 1회 지급됩니다.',
    '출금 전에 보너스의 3배 롤링을 완료하세요.',
  ]),
};

const apply: Texts = {
  en: text(
    'Share your big win',
    'Send a screenshot of a big win with a short note: approved entries get 20.00.',
    [
      'Up to 3 png or jpg images, 5 MB each.',
      'Our team reviews each application; a rejected one may be sent again.',
    ],
  ),
  cn: text('分享您的大奖', '上传大奖截图并附上简短说明：审核通过即得 20.00。', [
    '最多 3 张 png 或 jpg 图片，每张不超过 5 MB。',
    '我们会逐一审核申请；被拒绝的申请可以重新提交。',
  ]),
  ja: text(
    '大当たりをシェア',
    '大当たりのスクリーンショットに短いメモを添えて送信：承認されると20.00を獲得。',
    [
      'pngまたはjpg画像を最大3枚、各5MBまで。',
      '申請はスタッフが審査します。却下された場合は再申請できます。',
    ],
  ),
  th: text('แชร์ชัยชนะครั้งใหญ่', 'ส่งภาพหน้าจอชัยชนะครั้งใหญ่พร้อมข้อความสั้น ๆ: ผ่านการอนุมัติรับ 20.00', [
    'รูปภาพ png หรือ jpg ไม่เกิน 3 รูป รูปละไม่เกิน 5 MB',
    'ทีมงานจะตรวจสอบทุกคำขอ หากถูกปฏิเสธสามารถส่งใหม่ได้',
  ]),
  vi: text(
    'Chia sẻ chiến thắng lớn',
    'Gửi ảnh chụp màn hình chiến thắng lớn kèm ghi chú ngắn: được duyệt nhận 20.00.',
    [
      'Tối đa 3 ảnh png hoặc jpg, mỗi ảnh 5 MB.',
      'Đội ngũ của chúng tôi xét duyệt từng đơn; đơn bị từ chối có thể gửi lại.',
    ],
  ),
  ko: text('빅윈을 공유하세요', '빅윈 스크린샷과 짧은 메모를 보내주세요: 승인되면 20.00 지급.', [
    'png 또는 jpg 이미지 최대 3장, 장당 5MB까지.',
    '모든 신청은 담당 팀이 검토하며, 거절된 신청은 다시 보낼 수 있습니다.',
  ]),
};

const raffle: Texts = {
  en: text('Lucky raffle', 'Every 10.00 you bet is one ticket: 3 winners get 50.00 each.', [
    'Join first: bets settled after joining count.',
    'The draw is provably fair: its seed hash is shown before the draw and the seed after it.',
  ]),
  cn: text('幸运抽奖', '每投注 10.00 获得一张抽奖券：3 位得主各得 50.00。', [
    '请先参加：参加后结算的投注才计算。',
    '抽奖可验证公平：开奖前公布种子哈希，开奖后公布种子。',
  ]),
  ja: text('ラッキー抽選', '10.00のベットごとに抽選券1枚：当選者3名に各50.00。', [
    '先に参加してください：参加後に確定したベットが対象です。',
    '抽選は公正性を検証できます：抽選前にシードのハッシュ、抽選後にシードを公開します。',
  ]),
  th: text('ลุ้นโชคจับรางวัล', 'ทุกการเดิมพัน 10.00 ได้ตั๋ว 1 ใบ: ผู้โชคดี 3 คนรับคนละ 50.00', [
    'เข้าร่วมก่อน: นับเฉพาะเดิมพันที่ชำระหลังเข้าร่วม',
    'การจับรางวัลพิสูจน์ความยุติธรรมได้: แสดงแฮชของซีดก่อนจับ และเปิดเผยซีดหลังจับ',
  ]),
  vi: text('Quay thưởng may mắn', 'Mỗi 10.00 tiền cược là một vé: 3 người thắng nhận 50.00 mỗi người.', [
    'Hãy tham gia trước: chỉ tính cược được thanh toán sau khi tham gia.',
    'Kết quả có thể kiểm chứng: mã băm của seed được công bố trước, seed được công bố sau khi quay.',
  ]),
  ko: text('행운의 추첨', '10.00 베팅마다 추첨권 1장: 당첨자 3명에게 각 50.00.', [
    '먼저 참여하세요: 참여 후 정산된 베팅만 반영됩니다.',
    '추첨은 공정성을 검증할 수 있습니다: 추첨 전 시드 해시, 추첨 후 시드를 공개합니다.',
  ]),
};

const mission: Texts = {
  en: text('Daily and weekly missions', 'Complete missions every day and every week for extra rewards.', [
    'Your missions and their progress are on the missions page.',
    'Rewards are claimed there once a mission is complete.',
  ]),
  cn: text('每日与每周任务', '每天和每周完成任务，赢取额外奖励。', [
    '您的任务及进度请查看任务页面。',
    '任务完成后在任务页面领取奖励。',
  ]),
  ja: text('デイリー＆ウィークリーミッション', '毎日・毎週ミッションを達成して追加報酬を獲得しましょう。', [
    'ミッションと進捗はミッションページで確認できます。',
    'ミッション達成後、報酬はミッションページで受け取れます。',
  ]),
  th: text('ภารกิจรายวันและรายสัปดาห์', 'ทำภารกิจทุกวันและทุกสัปดาห์เพื่อรับรางวัลเพิ่ม', [
    'ดูภารกิจและความคืบหน้าได้ที่หน้าภารกิจ',
    'รับรางวัลได้ที่หน้าภารกิจเมื่อทำภารกิจสำเร็จ',
  ]),
  vi: text(
    'Nhiệm vụ hằng ngày và hằng tuần',
    'Hoàn thành nhiệm vụ mỗi ngày và mỗi tuần để nhận thêm phần thưởng.',
    ['Nhiệm vụ và tiến độ của bạn có trên trang nhiệm vụ.', 'Nhận thưởng tại đó khi hoàn thành nhiệm vụ.'],
  ),
  ko: text('일일 및 주간 미션', '매일, 매주 미션을 완료하고 추가 보상을 받으세요.', [
    '미션과 진행 상황은 미션 페이지에서 확인하세요.',
    '미션을 완료하면 그곳에서 보상을 받을 수 있습니다.',
  ]),
};

/** The demo promotions, one of each type, relative to the seeding time. */
export function demoPromotions(now: Date): PromotionInput[] {
  const startsAt = now.getTime() - DAY_MS;
  const base = (rules: Partial<PromotionRules>): PromotionRules => ({
    turnoverMultiplier: 1,
    weights,
    bonusDays: 30,
    ...rules,
  });
  return [
    {
      type: 'DEPOSIT',
      texts: deposit,
      imageUrl: artworkUrl('deposit'),
      rules: base({ bonusBps: 10_000, maxBonus: '10000', minDeposit: '5000', turnoverMultiplier: 5 }),
      startsAt,
      endsAt: startsAt + 90 * DAY_MS,
      sort: 1,
    },
    {
      type: 'REGISTRATION',
      texts: registration,
      imageUrl: artworkUrl('registration'),
      rules: base({ amount: '888', registeredWithinDays: 30, turnoverMultiplier: 3 }),
      startsAt,
      endsAt: null,
      sort: 2,
    },
    {
      type: 'APPLY',
      texts: apply,
      imageUrl: artworkUrl('apply'),
      rules: base({ amount: '2000' }),
      startsAt,
      endsAt: startsAt + 60 * DAY_MS,
      sort: 3,
    },
    {
      type: 'RAFFLE',
      texts: raffle,
      imageUrl: artworkUrl('raffle'),
      rules: base({ amount: '5000', ticketPer: '1000', winners: 3, drawAt: now.getTime() + HOUR_MS }),
      startsAt,
      endsAt: now.getTime() + 7 * DAY_MS,
      sort: 4,
    },
    {
      type: 'MISSION',
      texts: mission,
      imageUrl: artworkUrl('mission'),
      rules: base({ turnoverMultiplier: 0, weights: {} }),
      startsAt,
      endsAt: null,
      sort: 5,
    },
  ];
}

/** Demo promotions: one of each type, with texts in every portal language and generated banners. */
export async function seedDemoPromotions(ctx: DemoSeedContext): Promise<void> {
  for (const input of demoPromotions(ctx.now)) await createPromotion(ctx.db, ctx.merchant, input, ctx.now);
}
