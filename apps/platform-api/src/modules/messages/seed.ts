import type { DemoSeedContext } from '../../core/module';
import { sendBroadcast, sendInboxMessages } from './service';

const HOUR_MS = 3_600_000;

/**
 * demo_member's inbox on the first start: a welcome to every member (an operator broadcast, unread), two
 * unread system messages (a deposit approved, a bonus credited) and two read ones.
 */
export async function seedDemoInbox(ctx: DemoSeedContext): Promise<void> {
  const { db, merchant, now } = ctx;
  await sendBroadcast(
    db,
    merchant,
    {
      titles: {
        en: 'Welcome to Playfront',
        cn: '欢迎来到 Playfront',
        ja: 'Playfront へようこそ',
        ko: 'Playfront에 오신 것을 환영합니다',
        th: 'ยินดีต้อนรับสู่ Playfront',
        vi: 'Chào mừng đến với Playfront',
      },
      contents: {
        en: 'Thank you for joining. Claim your rewards in the member centre and good luck!',
        cn: '感谢您的加入。请在会员中心领取您的奖励，祝您好运！',
        ja: 'ご登録ありがとうございます。会員センターで特典を受け取って、お楽しみください！',
        ko: '가입해 주셔서 감사합니다. 회원 센터에서 보상을 받고 행운을 빕니다!',
        th: 'ขอบคุณที่เข้าร่วมกับเรา รับรางวัลของคุณได้ที่ศูนย์สมาชิก ขอให้โชคดี!',
        vi: 'Cảm ơn bạn đã tham gia. Hãy nhận phần thưởng trong trung tâm thành viên và chúc may mắn!',
      },
    },
    now,
  );
  const member = ctx.users.get('demo_member');
  if (member === undefined) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  await sendInboxMessages(
    db,
    [
      {
        userId: member,
        event: 'withdrawal_paid',
        params: { amount: '20000', reference: 'WD-DEMO-0001' },
      },
    ],
    ago(72),
  );
  await sendInboxMessages(
    db,
    [{ userId: member, title: 'Security tip', content: 'Never share your SMS code or your passwords.' }],
    ago(48),
  );
  await db
    .updateTable('messages')
    .set({ read_at: ago(24) })
    .where('user_id', '=', member)
    .execute();
  await sendInboxMessages(
    db,
    [{ userId: member, event: 'deposit_approved', params: { amount: '100000', reference: 'DP-DEMO-0001' } }],
    ago(2),
  );
  await sendInboxMessages(
    db,
    [
      {
        userId: member,
        event: 'bonus_credited',
        params: {
          amount: '5000',
          name: {
            en: 'Welcome bonus',
            cn: '新人红利',
            ja: 'ウェルカムボーナス',
            ko: '웰컴 보너스',
            th: 'โบนัสต้อนรับ',
            vi: 'Thưởng chào mừng',
          },
        },
      },
    ],
    ago(1),
  );
  ctx.noteLogin('demo_member', 'read and unread messages');
}
