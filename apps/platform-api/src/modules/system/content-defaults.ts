import type { BannerText } from '@playfront/api-contract';

/** Texts of a brand's content stored per language (en, cn, ja, th, vi, ko); any of them may be absent. */
export type PerLanguage<T> = Partial<Record<string, T>>;

/** A home-page banner: its texts per language, the portal page it opens and its colour. */
export interface StoredBanner {
  id: string;
  link: string;
  tone: 'gold' | 'teal' | 'violet';
  texts: PerLanguage<BannerText>;
  /** Banners saved before texts per language had one English title and text. */
  title?: string;
  text?: string;
}

/** The demo brand's banners: each tells what the brand really offers and opens it. */
export const defaultBanners: StoredBanner[] = [
  {
    id: 'lottery-draws',
    link: '/lottery',
    tone: 'gold',
    texts: {
      en: {
        title: 'A lottery draw every few minutes',
        text: 'Pick your numbers, watch the countdown and check every draw against its published seed.',
      },
      cn: { title: '每隔几分钟开奖一次', text: '选好号码，看着倒计时，每期开奖都能用公布的种子自行核对。' },
      ja: {
        title: '数分ごとに宝くじの抽選',
        text: '番号を選んでカウントダウンを見守り、すべての抽選結果を公開シードで確かめられます。',
      },
      ko: {
        title: '몇 분마다 열리는 복권 추첨',
        text: '번호를 고르고 카운트다운을 지켜보세요. 모든 추첨 결과는 공개된 시드로 직접 확인할 수 있습니다.',
      },
      th: {
        title: 'ออกรางวัลหวยทุกไม่กี่นาที',
        text: 'เลือกเลข ดูการนับถอยหลัง และตรวจผลทุกงวดกับค่า seed ที่เผยแพร่ไว้',
      },
      vi: {
        title: 'Xổ số quay thưởng mỗi vài phút',
        text: 'Chọn số, xem đếm ngược và đối chiếu mọi kỳ quay với seed đã công bố.',
      },
    },
  },
  {
    id: 'live-baccarat',
    link: '/live',
    tone: 'violet',
    texts: {
      en: {
        title: 'Baccarat with a dealer who deals card by card',
        text: 'Player, Banker or Tie, from one chip: every hand is a fresh eight-deck shoe.',
      },
      cn: { title: '荷官逐张发牌的百家乐', text: '闲、庄或和，一个筹码即可下注：每一局都是全新的八副牌。' },
      ja: {
        title: 'ディーラーが1枚ずつ配るバカラ',
        text: 'プレイヤー、バンカー、タイに1チップから。毎回新しい8デッキのシューで配られます。',
      },
      ko: {
        title: '딜러가 한 장씩 카드를 돌리는 바카라',
        text: '플레이어, 뱅커, 타이에 칩 하나부터. 매 핸드가 새로운 8덱 슈로 진행됩니다.',
      },
      th: {
        title: 'บาคาร่ากับดีลเลอร์ที่แจกไพ่ทีละใบ',
        text: 'ผู้เล่น เจ้ามือ หรือเสมอ เริ่มได้ตั้งแต่ชิปเดียว ทุกตาใช้ไพ่ใหม่แปดสำรับ',
      },
      vi: {
        title: 'Baccarat với người chia bài từng lá',
        text: 'Con, Cái hoặc Hòa, chỉ từ một chip: mỗi ván là một shoe tám bộ bài mới.',
      },
    },
  },
  {
    id: 'provably-fair',
    link: '/rng',
    tone: 'teal',
    texts: {
      en: {
        title: 'Provably fair, round after round',
        text: 'Every slot, fishing, card and baccarat result can be recomputed from its seeds.',
      },
      cn: { title: '每一局都可验证公平', text: '每个老虎机、捕鱼、棋牌和百家乐结果都可以用其种子重新计算。' },
      ja: {
        title: '毎ラウンド、公平性を証明',
        text: 'スロット、フィッシング、カード、バカラの結果はすべてシードから再計算できます。',
      },
      ko: {
        title: '매 라운드 증명 가능한 공정성',
        text: '슬롯, 피싱, 카드, 바카라의 모든 결과를 시드로 다시 계산할 수 있습니다.',
      },
      th: {
        title: 'พิสูจน์ความยุติธรรมได้ทุกรอบ',
        text: 'ผลของสล็อต ยิงปลา ไพ่ และบาคาร่าทุกรอบคำนวณซ้ำได้จากค่า seed',
      },
      vi: {
        title: 'Công bằng có thể kiểm chứng, từng ván một',
        text: 'Mọi kết quả slot, bắn cá, bài và baccarat đều có thể tính lại từ seed của nó.',
      },
    },
  },
];

/** The footer's licence line of the demo brand. */
export const defaultLicence: PerLanguage<string> = {
  en: 'Playfront demo brand. Licensed and regulated for demonstration only.',
  cn: 'Playfront 演示品牌。许可与监管仅用于演示目的。',
  ja: 'Playfront デモブランド。ライセンスおよび規制はデモンストレーション目的に限ります。',
  ko: 'Playfront 데모 브랜드입니다. 라이선스와 규제는 시연 목적으로만 적용됩니다.',
  th: 'แบรนด์สาธิต Playfront ได้รับอนุญาตและกำกับดูแลเพื่อการสาธิตเท่านั้น',
  vi: 'Thương hiệu demo Playfront. Được cấp phép và quản lý chỉ nhằm mục đích trình diễn.',
};
