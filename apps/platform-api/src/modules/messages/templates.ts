import type { ContentLanguage } from '../../core/language';

/** The events on which the platform writes to a member, and the parameters each message carries. */
export interface SystemEvents {
  /** A deposit was approved and credited to the main wallet. */
  deposit_approved: { amount: string; reference: string };
  /** A withdrawal was paid out. */
  withdrawal_paid: { amount: string; reference: string };
  /** A bonus was credited; `name` is the bonus title per language. */
  bonus_credited: { amount: string; name: Record<string, string> };
  /** An upline offers the agent a contract of `kind` (DIVIDEND, DAILY_WAGE, HOURLY_WAGE, REALTIME). */
  contract_offered: { kind: string };
  /** The member's VIP rank changed from one level to another; `name` is the new rank's name per language. */
  vip_rank_changed: { from: number; to: number; name?: Record<string, string> };
}
export type SystemEvent = keyof SystemEvents;
export const systemEvents = Object.keys({
  deposit_approved: 1,
  withdrawal_paid: 1,
  bonus_credited: 1,
  contract_offered: 1,
  vip_rank_changed: 1,
} satisfies Record<SystemEvent, 1>) as SystemEvent[];

/** The new rank's name in `language` (English, else "VIP <level>", when the message carries none). */
const rankLabel = (p: SystemEvents['vip_rank_changed'], language: string): string =>
  p.name?.[language] ?? p.name?.['en'] ?? `VIP ${p.to}`;

/** Minor units as the portal shows money: 123456 -> 1,234.56. */
export function formatAmount(minor: string): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

const contractKinds: Record<ContentLanguage, Record<string, string>> = {
  en: {
    DIVIDEND: 'dividend',
    DAILY_WAGE: 'daily wage',
    HOURLY_WAGE: 'hourly wage',
    REALTIME: 'real-time salary',
  },
  cn: { DIVIDEND: '分红', DAILY_WAGE: '日工资', HOURLY_WAGE: '时工资', REALTIME: '实时工资' },
  ja: { DIVIDEND: '配当', DAILY_WAGE: '日給', HOURLY_WAGE: '時給', REALTIME: 'リアルタイム給与' },
  ko: { DIVIDEND: '배당', DAILY_WAGE: '일급', HOURLY_WAGE: '시급', REALTIME: '실시간 급여' },
  th: {
    DIVIDEND: 'ปันผล',
    DAILY_WAGE: 'ค่าจ้างรายวัน',
    HOURLY_WAGE: 'ค่าจ้างรายชั่วโมง',
    REALTIME: 'เงินเดือนแบบเรียลไทม์',
  },
  vi: {
    DIVIDEND: 'chia cổ tức',
    DAILY_WAGE: 'lương ngày',
    HOURLY_WAGE: 'lương giờ',
    REALTIME: 'lương thời gian thực',
  },
};

type Texts = { title: string; content: string };
type Template<E extends SystemEvent> = (params: SystemEvents[E], language: ContentLanguage) => Texts;
type Templates = { [E in SystemEvent]: Record<ContentLanguage, Template<E>> };

const nameIn = (names: Record<string, string>, language: ContentLanguage) =>
  names[language] ?? names['en'] ?? Object.values(names)[0] ?? '';

/** Every system message in the six portal languages. */
const templates: Templates = {
  deposit_approved: {
    en: (p) => ({
      title: 'Deposit approved',
      content: `Your deposit of ${formatAmount(p.amount)} (${p.reference}) has been approved and credited to your main wallet.`,
    }),
    cn: (p) => ({
      title: '存款已到账',
      content: `您的存款 ${formatAmount(p.amount)}（${p.reference}）已审核通过，并已存入您的主钱包。`,
    }),
    ja: (p) => ({
      title: '入金が承認されました',
      content: `${formatAmount(p.amount)} の入金（${p.reference}）が承認され、メインウォレットに反映されました。`,
    }),
    ko: (p) => ({
      title: '입금 승인',
      content: `${formatAmount(p.amount)} 입금(${p.reference})이 승인되어 메인 지갑에 입금되었습니다.`,
    }),
    th: (p) => ({
      title: 'อนุมัติการฝากเงินแล้ว',
      content: `การฝากเงิน ${formatAmount(p.amount)} (${p.reference}) ของคุณได้รับการอนุมัติและเข้ากระเป๋าเงินหลักแล้ว`,
    }),
    vi: (p) => ({
      title: 'Nạp tiền đã được duyệt',
      content: `Khoản nạp ${formatAmount(p.amount)} (${p.reference}) của bạn đã được duyệt và cộng vào ví chính.`,
    }),
  },
  withdrawal_paid: {
    en: (p) => ({
      title: 'Withdrawal paid',
      content: `Your withdrawal of ${formatAmount(p.amount)} (${p.reference}) has been paid. Please confirm in the withdrawal page once you receive it.`,
    }),
    cn: (p) => ({
      title: '提款已出款',
      content: `您的提款 ${formatAmount(p.amount)}（${p.reference}）已出款，收到后请在提款页面确认。`,
    }),
    ja: (p) => ({
      title: '出金が支払われました',
      content: `${formatAmount(p.amount)} の出金（${p.reference}）が支払われました。受け取り後、出金ページで確認してください。`,
    }),
    ko: (p) => ({
      title: '출금 지급 완료',
      content: `${formatAmount(p.amount)} 출금(${p.reference})이 지급되었습니다. 받으신 후 출금 페이지에서 확인해 주세요.`,
    }),
    th: (p) => ({
      title: 'จ่ายเงินถอนแล้ว',
      content: `การถอนเงิน ${formatAmount(p.amount)} (${p.reference}) ของคุณได้จ่ายแล้ว โปรดยืนยันในหน้าถอนเงินเมื่อได้รับเงิน`,
    }),
    vi: (p) => ({
      title: 'Đã chi trả rút tiền',
      content: `Khoản rút ${formatAmount(p.amount)} (${p.reference}) của bạn đã được chi trả. Vui lòng xác nhận trên trang rút tiền khi nhận được.`,
    }),
  },
  bonus_credited: {
    en: (p, l) => ({
      title: 'Bonus credited',
      content: `${nameIn(p.name, l)}: ${formatAmount(p.amount)} has been credited to your main wallet. See Bonus details for its turnover.`,
    }),
    cn: (p, l) => ({
      title: '红利已到账',
      content: `${nameIn(p.name, l)}：${formatAmount(p.amount)} 已存入您的主钱包，流水要求请查看红利详情。`,
    }),
    ja: (p, l) => ({
      title: 'ボーナスが付与されました',
      content: `${nameIn(p.name, l)}：${formatAmount(p.amount)} がメインウォレットに付与されました。賭け条件はボーナス詳細をご覧ください。`,
    }),
    ko: (p, l) => ({
      title: '보너스 지급',
      content: `${nameIn(p.name, l)}: ${formatAmount(p.amount)}이(가) 메인 지갑에 지급되었습니다. 롤링 조건은 보너스 내역에서 확인하세요.`,
    }),
    th: (p, l) => ({
      title: 'ได้รับโบนัสแล้ว',
      content: `${nameIn(p.name, l)}: ${formatAmount(p.amount)} เข้ากระเป๋าเงินหลักของคุณแล้ว ดูยอดเทิร์นโอเวอร์ได้ที่รายละเอียดโบนัส`,
    }),
    vi: (p, l) => ({
      title: 'Đã cộng tiền thưởng',
      content: `${nameIn(p.name, l)}: ${formatAmount(p.amount)} đã được cộng vào ví chính. Xem yêu cầu cược tại Chi tiết thưởng.`,
    }),
  },
  contract_offered: {
    en: (p) => ({
      title: 'A new contract offer',
      content: `Your upline offers you a ${contractKinds.en[p.kind] ?? p.kind} contract. Open Contracts in the agent centre to accept or reject it.`,
    }),
    cn: (p) => ({
      title: '新的契约邀请',
      content: `您的上级向您提供${contractKinds.cn[p.kind] ?? p.kind}契约，请在代理中心的契约页面接受或拒绝。`,
    }),
    ja: (p) => ({
      title: '新しい契約の提案',
      content: `上位代理から${contractKinds.ja[p.kind] ?? p.kind}契約の提案が届きました。代理センターの契約で承諾または拒否してください。`,
    }),
    ko: (p) => ({
      title: '새 계약 제안',
      content: `상위 에이전트가 ${contractKinds.ko[p.kind] ?? p.kind} 계약을 제안했습니다. 에이전트 센터의 계약에서 수락하거나 거절하세요.`,
    }),
    th: (p) => ({
      title: 'ข้อเสนอสัญญาใหม่',
      content: `อัปไลน์ของคุณเสนอสัญญา${contractKinds.th[p.kind] ?? p.kind}ให้คุณ เปิดสัญญาในศูนย์ตัวแทนเพื่อยอมรับหรือปฏิเสธ`,
    }),
    vi: (p) => ({
      title: 'Đề nghị hợp đồng mới',
      content: `Tuyến trên đề nghị bạn hợp đồng ${contractKinds.vi[p.kind] ?? p.kind}. Mở Hợp đồng trong trung tâm đại lý để chấp nhận hoặc từ chối.`,
    }),
  },
  vip_rank_changed: {
    en: (p) => ({
      title: p.to > p.from ? 'VIP upgrade' : 'VIP rank changed',
      content: `Your VIP rank is now ${rankLabel(p, 'en')} (level ${p.to}). See the VIP page for your benefits.`,
    }),
    cn: (p) => ({
      title: p.to > p.from ? 'VIP 晋级' : 'VIP 等级变更',
      content: `您的 VIP 等级现为${rankLabel(p, 'cn')}（等级 ${p.to}），专属权益请查看 VIP 页面。`,
    }),
    ja: (p) => ({
      title: p.to > p.from ? 'VIP ランクアップ' : 'VIP ランク変更',
      content: `VIP ランクが${rankLabel(p, 'ja')}（レベル ${p.to}）になりました。特典は VIP ページをご覧ください。`,
    }),
    ko: (p) => ({
      title: p.to > p.from ? 'VIP 승급' : 'VIP 등급 변경',
      content: `VIP 등급이 ${rankLabel(p, 'ko')}(레벨 ${p.to})(으)로 변경되었습니다. 혜택은 VIP 페이지에서 확인하세요.`,
    }),
    th: (p) => ({
      title: p.to > p.from ? 'อัปเกรด VIP' : 'ระดับ VIP เปลี่ยนแปลง',
      content: `ระดับ VIP ของคุณตอนนี้คือ ${rankLabel(p, 'th')} (เลเวล ${p.to}) ดูสิทธิประโยชน์ได้ที่หน้า VIP`,
    }),
    vi: (p) => ({
      title: p.to > p.from ? 'Thăng hạng VIP' : 'Hạng VIP thay đổi',
      content: `Hạng VIP của bạn giờ là ${rankLabel(p, 'vi')} (cấp ${p.to}). Xem quyền lợi tại trang VIP.`,
    }),
  },
};

/**
 * The title and text of a system message in `language`. An event this release does not know (written by a
 * newer one) reads as a plain notice rather than failing the inbox.
 */
export function renderEvent(event: string, params: unknown, language: ContentLanguage): Texts {
  const byLanguage = (templates as Record<string, Record<ContentLanguage, Template<SystemEvent>>>)[event];
  if (!byLanguage) return { title: event, content: '' };
  return byLanguage[language](params as never, language);
}
