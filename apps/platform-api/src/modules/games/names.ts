import { sql } from 'kysely';
import type { Db } from '../../core/db';
import type { ContentLanguage } from '../../core/language';

type Names = Record<Exclude<ContentLanguage, 'en'>, string>;

/**
 * Vendor display names in the portal's languages. Brand names (Pragmatic Play, PG Soft, JILI, …) read the
 * same in every language and have none; a category word in a name is translated.
 */
export const vendorNames: Record<string, Names> = {
  SEA: { cn: 'SEA彩票', ja: 'SEA宝くじ', ko: 'SEA 복권', th: 'ลอตเตอรี่ SEA', vi: 'Xổ số SEA' },
  VN: {
    cn: '越南彩票',
    ja: 'ベトナム宝くじ',
    ko: '베트남 복권',
    th: 'ลอตเตอรี่เวียดนาม',
    vi: 'Xổ số Việt Nam',
  },
  ELOTT: { cn: '电子彩票', ja: '電子宝くじ', ko: '전자 복권', th: 'ลอตเตอรี่ออนไลน์', vi: 'Xổ số điện tử' },
  DG: {
    cn: 'DG真人娱乐',
    ja: 'DGライブカジノ',
    ko: 'DG 라이브 카지노',
    th: 'DG คาสิโนสด',
    vi: 'DG Sòng bài trực tiếp',
  },
  DS88: { cn: 'DS88斗鸡', ja: 'DS88闘鶏', ko: 'DS88 투계', th: 'DS88 ชนไก่', vi: 'DS88 Đá gà' },
  SBO: { cn: 'SBO体育', ja: 'SBOスポーツ', ko: 'SBO 스포츠', th: 'SBO กีฬา', vi: 'SBO Thể thao' },
  JDB: { cn: 'JDB捕鱼', ja: 'JDBフィッシング', ko: 'JDB 피싱', th: 'JDB ยิงปลา', vi: 'JDB Bắn cá' },
  KM: {
    cn: 'Kingmaker棋牌',
    ja: 'Kingmakerカードゲーム',
    ko: 'Kingmaker 카드 게임',
    th: 'Kingmaker เกมไพ่',
    vi: 'Kingmaker Game bài',
  },
  IA: { cn: 'IA电竞', ja: 'IA eスポーツ', ko: 'IA e스포츠', th: 'IA อีสปอร์ต', vi: 'IA Thể thao điện tử' },
};

const vnRegion = (cn: string, ja: string, ko: string, th: string, vi: string): Names => ({
  cn: `越南彩票 ${cn}`,
  ja: `ベトナム宝くじ ${ja}`,
  ko: `베트남 복권 ${ko}`,
  th: `ลอตเตอรี่เวียดนาม ${th}`,
  vi,
});

const baccaratTable = (table: string): Names => ({
  cn: `百家乐${table}桌`,
  ja: `バカラ テーブル${table}`,
  ko: `바카라 테이블 ${table}`,
  th: `บาคาร่า โต๊ะ ${table}`,
  vi: `Baccarat bàn ${table}`,
});

/** Game names in the portal's languages, by game code; slot titles are brand names and keep theirs. */
export const gameNames: Record<string, Names> = {
  LOTT_DAILY: {
    cn: '每日乐透5D',
    ja: 'デイリーロト5D',
    ko: '데일리 로또 5D',
    th: 'ล็อตโต้รายวัน 5D',
    vi: 'Xổ số hằng ngày 5D',
  },
  LOTT_FAST: {
    cn: '快速乐透5D',
    ja: 'ファストロト5D',
    ko: '스피드 로또 5D',
    th: 'ล็อตโต้ด่วน 5D',
    vi: 'Xổ số nhanh 5D',
  },
  ELOTT_1MIN: {
    cn: '电子乐透1分钟',
    ja: 'eロト1分',
    ko: 'e로또 1분',
    th: 'อีล็อตโต้ 1 นาที',
    vi: 'Xổ số điện tử 1 phút',
  },
  ELOTT_5MIN: {
    cn: '电子乐透5分钟',
    ja: 'eロト5分',
    ko: 'e로또 5분',
    th: 'อีล็อตโต้ 5 นาที',
    vi: 'Xổ số điện tử 5 phút',
  },
  VN_NORTH: vnRegion('北部', '北部', '북부', 'ภาคเหนือ', 'Xổ số miền Bắc'),
  VN_CENTRAL: vnRegion('中部', '中部', '중부', 'ภาคกลาง', 'Xổ số miền Trung'),
  VN_SOUTH: vnRegion('南部', '南部', '남부', 'ภาคใต้', 'Xổ số miền Nam'),
  SEA_QUICK: {
    cn: 'SEA快速乐透',
    ja: 'SEAクイックロト',
    ko: 'SEA 퀵 로또',
    th: 'SEA ล็อตโต้ด่วน',
    vi: 'SEA Xổ số nhanh',
  },
  SEA_DAILY: {
    cn: 'SEA每日乐透',
    ja: 'SEAデイリーロト',
    ko: 'SEA 데일리 로또',
    th: 'SEA ล็อตโต้รายวัน',
    vi: 'SEA Xổ số hằng ngày',
  },
  DG_BACCARAT_A: baccaratTable('A'),
  DG_BACCARAT_B: baccaratTable('B'),
  DG_SPEED_BACCARAT: {
    cn: '极速百家乐',
    ja: 'スピードバカラ',
    ko: '스피드 바카라',
    th: 'สปีดบาคาร่า',
    vi: 'Baccarat tốc độ',
  },
  DG_VIP_BACCARAT: {
    cn: 'VIP百家乐',
    ja: 'VIPバカラ',
    ko: 'VIP 바카라',
    th: 'บาคาร่า VIP',
    vi: 'Baccarat VIP',
  },
  DS88_ARENA: {
    cn: 'DS88斗鸡场',
    ja: 'DS88闘鶏アリーナ',
    ko: 'DS88 투계장',
    th: 'DS88 สนามชนไก่',
    vi: 'DS88 Đấu trường đá gà',
  },
  SBO_FOOTBALL: { cn: 'SBO足球', ja: 'SBOサッカー', ko: 'SBO 축구', th: 'SBO ฟุตบอล', vi: 'SBO Bóng đá' },
  SBO_WORLD: {
    cn: 'SBO世界赛事',
    ja: 'SBOワールドマッチ',
    ko: 'SBO 월드 매치',
    th: 'SBO แมตช์ทั่วโลก',
    vi: 'SBO Trận đấu thế giới',
  },
  JDB_OCEAN_KING: {
    cn: '海洋之王',
    ja: 'オーシャンキング',
    ko: '오션 킹',
    th: 'ราชันย์มหาสมุทร',
    vi: 'Vua đại dương',
  },
  JDB_DRAGON_FISHING: {
    cn: '龙王捕鱼',
    ja: 'ドラゴンフィッシング',
    ko: '드래곤 피싱',
    th: 'ยิงปลามังกร',
    vi: 'Bắn cá rồng',
  },
  JDB_MERMAID_HUNT: {
    cn: '美人鱼狩猎',
    ja: 'マーメイドハント',
    ko: '머메이드 헌트',
    th: 'ล่านางเงือก',
    vi: 'Săn nàng tiên cá',
  },
  KM_TEEN_PATTI: {
    cn: '三张牌对决',
    ja: 'ティーンパッティ対決',
    ko: '틴 패티 대결',
    th: 'ดวลทีนปัตตี',
    vi: 'Đấu Teen Patti',
  },
  IA_MATCH_BOOK: {
    cn: 'IA电竞赛事',
    ja: 'IA eスポーツ マッチブック',
    ko: 'IA e스포츠 매치북',
    th: 'IA อีสปอร์ต แมตช์บุ๊ก',
    vi: 'IA Kèo thể thao điện tử',
  },
  IA_BATTLE_ARENA: {
    cn: 'IA战斗竞技场',
    ja: 'IAバトルアリーナ',
    ko: 'IA 배틀 아레나',
    th: 'IA สนามประลอง',
    vi: 'IA Đấu trường',
  },
};

/** The PVP room levels (seeded as `<game> · <level>`), by the suffix of the room code. */
export const roomLevelNames: Record<string, Record<ContentLanguage, string>> = {
  NOVICE: {
    en: 'Novice room',
    cn: '新手房',
    ja: '初心者ルーム',
    ko: '초보자 방',
    th: 'ห้องมือใหม่',
    vi: 'Phòng tân thủ',
  },
  REGULAR: {
    en: 'Regular room',
    cn: '普通房',
    ja: 'レギュラールーム',
    ko: '일반 방',
    th: 'ห้องทั่วไป',
    vi: 'Phòng thường',
  },
  VIP: { en: 'VIP room', cn: 'VIP房', ja: 'VIPルーム', ko: 'VIP 방', th: 'ห้อง VIP', vi: 'Phòng VIP' },
};

/** The card standing for a slot vendor (`<vendor> Slots`): the word for slots in each language. */
export const slotLobbyName = (vendor: string): Names => ({
  cn: `${vendor}电子游戏`,
  ja: `${vendor}スロット`,
  ko: `${vendor} 슬롯`,
  th: `${vendor} สล็อต`,
  vi: `${vendor} Slot`,
});

/**
 * Fills the names per language of the brand's vendors and games where none are stored yet and no operator
 * has edited them (an operator's names, or their removal, are never overwritten). English stays in the
 * name columns.
 */
export async function ensureCatalogueNames(db: Db, merchant: string): Promise<void> {
  for (const [code, names] of Object.entries(vendorNames)) {
    await db
      .updateTable('vendors')
      .set({ names: JSON.stringify(names) })
      .where('merchant_code', '=', merchant)
      .where('code', '=', code)
      .where(sql<boolean>`names = '{}'::jsonb`)
      .where('names_edited_at', 'is', null)
      .execute();
  }
  const games = await db
    .selectFrom('games')
    .select(['code', 'vendor_code', 'is_game'])
    .where('merchant_code', '=', merchant)
    .where(sql<boolean>`names = '{}'::jsonb`)
    .where('names_edited_at', 'is', null)
    .execute();
  for (const game of games) {
    const names =
      game.is_game === 'VASSALAGE' && game.code === `${game.vendor_code}_LOBBY`
        ? slotLobbyName(game.vendor_code)
        : gameNames[game.code];
    if (!names) continue;
    await db
      .updateTable('games')
      .set({ names: JSON.stringify(names) })
      .where('merchant_code', '=', merchant)
      .where('code', '=', game.code)
      .execute();
  }
}
