import type { DemoSeedContext } from '../../core/module';
import { goodsArtworkUrl } from './artwork';
import { earnPoints } from './earn';

type Texts = Record<string, { name: string; description: string; category: string }>;

const shelf = {
  gadgets: { en: 'Gadgets', cn: '数码', ja: 'ガジェット', ko: '전자기기', th: 'แกดเจ็ต', vi: 'Thiết bị' },
  style: { en: 'Style', cn: '服饰', ja: 'ファッション', ko: '패션', th: 'แฟชั่น', vi: 'Thời trang' },
  chips: { en: 'Chips', cn: '筹码', ja: 'チップ', ko: '칩', th: 'ชิป', vi: 'Chip' },
};

const texts = (category: keyof typeof shelf, names: Record<string, [string, string]>): Texts =>
  Object.fromEntries(
    Object.entries(names).map(([language, [name, description]]) => [
      language,
      { name, description, category: shelf[category][language as keyof (typeof shelf)['chips']] },
    ]),
  );

/** The demo mall: three physical items and three chips bundles, with names in the six languages. */
export async function seedDemoPoints(ctx: DemoSeedContext): Promise<void> {
  const { db, merchant, now } = ctx;
  const goods = [
    {
      kind: 'PHYSICAL',
      image: 'phone',
      points: 250_000,
      requirement: 500_000,
      chips: 0,
      quantity: 5,
      max: 1,
      texts: texts('gadgets', {
        en: ['Smartphone', 'A 6.5-inch smartphone, delivered to your door.'],
        cn: ['智能手机', '6.5英寸智能手机，送货上门。'],
        ja: ['スマートフォン', '6.5インチのスマートフォンをご自宅へお届けします。'],
        ko: ['스마트폰', '6.5인치 스마트폰을 집까지 배송해 드립니다.'],
        th: ['สมาร์ทโฟน', 'สมาร์ทโฟนจอ 6.5 นิ้ว ส่งถึงบ้าน'],
        vi: ['Điện thoại thông minh', 'Điện thoại 6,5 inch, giao tận nhà.'],
      }),
    },
    {
      kind: 'PHYSICAL',
      image: 'headphones',
      points: 60_000,
      requirement: 100_000,
      chips: 0,
      quantity: 20,
      max: 2,
      texts: texts('gadgets', {
        en: ['Wireless headphones', 'Over-ear wireless headphones with 30 hours of battery.'],
        cn: ['无线耳机', '头戴式无线耳机，续航30小时。'],
        ja: ['ワイヤレスヘッドホン', 'バッテリー30時間のオーバーイヤー型ワイヤレスヘッドホン。'],
        ko: ['무선 헤드폰', '배터리 30시간의 오버이어 무선 헤드폰.'],
        th: ['หูฟังไร้สาย', 'หูฟังไร้สายแบบครอบหู แบตเตอรี่ 30 ชั่วโมง'],
        vi: ['Tai nghe không dây', 'Tai nghe chụp tai không dây, pin 30 giờ.'],
      }),
    },
    {
      kind: 'PHYSICAL',
      image: 'shirt',
      points: 8_000,
      requirement: 0,
      chips: 0,
      quantity: 50,
      max: 3,
      texts: texts('style', {
        en: ['Club T-shirt', 'A cotton T-shirt in the club colours.'],
        cn: ['俱乐部T恤', '俱乐部配色的纯棉T恤。'],
        ja: ['クラブTシャツ', 'クラブカラーのコットンTシャツ。'],
        ko: ['클럽 티셔츠', '클럽 색상의 면 티셔츠.'],
        th: ['เสื้อยืดคลับ', 'เสื้อยืดผ้าฝ้ายสีประจำคลับ'],
        vi: ['Áo thun câu lạc bộ', 'Áo thun cotton màu câu lạc bộ.'],
      }),
    },
    ...(
      [
        ['chips-small', 5_000, 500, 100],
        ['chips-medium', 20_000, 2_200, 100],
        ['chips-large', 50_000, 6_000, 50],
      ] as const
    ).map(([image, points, chips, quantity]) => {
      const amount = (chips / 100).toFixed(2);
      return {
        kind: 'CHIPS',
        image,
        points,
        requirement: 0,
        chips,
        quantity,
        max: 5,
        texts: texts('chips', {
          en: [`${amount} chips`, `${amount} credited to your main wallet at once.`],
          cn: [`${amount} 筹码`, `${amount} 立即存入您的主钱包。`],
          ja: [`${amount} チップ`, `${amount} がすぐにメインウォレットに入金されます。`],
          ko: [`${amount} 칩`, `${amount}이(가) 즉시 메인 지갑에 입금됩니다.`],
          th: [`ชิป ${amount}`, `${amount} เข้ากระเป๋าหลักทันที`],
          vi: [`${amount} chip`, `${amount} được cộng ngay vào ví chính.`],
        }),
      };
    }),
  ];
  await db
    .insertInto('points_goods')
    .values(
      goods.map((item, index) => ({
        merchant_code: merchant,
        kind: item.kind,
        texts: JSON.stringify(item.texts),
        image: goodsArtworkUrl(item.image),
        points: String(item.points),
        amount_requirement: String(item.requirement),
        chips: String(item.chips),
        quantity: item.quantity,
        available: item.quantity,
        max_per_redemption: item.max,
        sort: index,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // Every seeded round and deposit so far earns its points, as the earning job would have done.
  await earnPoints(db, merchant, now, new Date(0));
}
