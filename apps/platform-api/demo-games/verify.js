import { addMessages, api, cardElement, clearError, showError, t, translatePage } from './common.js';

addMessages({
  en: {
    verifyTitle: 'Verify a round',
    scheme:
      'Each round reads floats from HMAC-SHA256(key = server seed, message = "client seed:nonce:cursor"): every 4 bytes of a digest divided by 2^32. The hash of the server seed is shown before you play; the seed itself is revealed when you rotate it. Enter the revealed seed, your client seed and the nonce to recompute the round.',
    engine: 'Game',
    engine_slot: 'Slot',
    engine_fish: 'Fishing',
    engine_cards: 'Teen Patti Duel',
    engine_baccarat: 'Baccarat',
    serverSeed: 'Server seed (revealed)',
    nonceField: 'Nonce',
    target: 'Fish aimed at',
    verifyButton: 'Verify',
    hashLine: 'SHA-256 of the server seed: {hash} (compare with the hash shown before play)',
    floatsLine: 'Floats: {floats}',
    reels: 'Reels (rows): {rows}',
    lineWins: 'Winning lines: {lines}',
    none: 'none',
    fishHit: 'Hit: ×{multiplier}',
    fishMiss: 'Miss',
    you: 'Player',
    dealer: 'Dealer',
    PLAYER: 'Player',
    BANKER: 'Banker',
    outcome: 'Result: {result}',
  },
  cn: {
    verifyTitle: '验证牌局',
    scheme:
      '每局的随机数来自 HMAC-SHA256（密钥 = 服务器种子，消息 = "客户端种子:随机数:游标"）：摘要每 4 个字节除以 2^32。开局前会显示服务器种子的哈希，更换种子时公开种子本身。输入公开的种子、你的客户端种子和随机数即可重新计算该局。',
    engine: '游戏',
    engine_slot: '老虎机',
    engine_fish: '捕鱼',
    engine_cards: '炸金花对决',
    engine_baccarat: '百家乐',
    serverSeed: '服务器种子（已公开）',
    nonceField: '随机数',
    target: '瞄准的鱼',
    verifyButton: '验证',
    hashLine: '服务器种子的 SHA-256：{hash}（请与开局前显示的哈希对比）',
    floatsLine: '随机浮点数：{floats}',
    reels: '卷轴（按行）：{rows}',
    lineWins: '中奖线：{lines}',
    none: '无',
    fishHit: '命中：×{multiplier}',
    fishMiss: '未命中',
    you: '玩家',
    dealer: '庄家',
    PLAYER: '闲',
    BANKER: '庄',
    outcome: '结果：{result}',
  },
  ja: {
    verifyTitle: 'ラウンドの検証',
    scheme:
      '各ラウンドの乱数は HMAC-SHA256（キー = サーバーシード、メッセージ = "クライアントシード:ノンス:カーソル"）から読み取ります。ダイジェストの 4 バイトごとを 2^32 で割った値です。プレイ前にサーバーシードのハッシュを表示し、シードを交換するとシード自体を公開します。公開されたシード、クライアントシード、ノンスを入力するとラウンドを再計算できます。',
    engine: 'ゲーム',
    engine_slot: 'スロット',
    engine_fish: 'フィッシング',
    engine_cards: 'ティーンパティ対決',
    engine_baccarat: 'バカラ',
    serverSeed: 'サーバーシード（公開済み）',
    nonceField: 'ノンス',
    target: '狙った魚',
    verifyButton: '検証',
    hashLine: 'サーバーシードの SHA-256：{hash}（プレイ前に表示されたハッシュと比較してください）',
    floatsLine: '乱数：{floats}',
    reels: 'リール（行ごと）：{rows}',
    lineWins: '当たりライン：{lines}',
    none: 'なし',
    fishHit: '命中：×{multiplier}',
    fishMiss: 'ミス',
    you: 'プレイヤー',
    dealer: 'ディーラー',
    PLAYER: 'プレイヤー',
    BANKER: 'バンカー',
    outcome: '結果：{result}',
  },
  th: {
    verifyTitle: 'ตรวจสอบรอบการเล่น',
    scheme:
      'แต่ละรอบอ่านค่าสุ่มจาก HMAC-SHA256 (คีย์ = เซิร์ฟเวอร์ซีด, ข้อความ = "ไคลเอนต์ซีด:นอนซ์:เคอร์เซอร์") โดยนำทุก 4 ไบต์ของไดเจสต์หารด้วย 2^32 ระบบแสดงแฮชของเซิร์ฟเวอร์ซีดก่อนเล่น และเปิดเผยซีดเมื่อคุณเปลี่ยนซีด กรอกซีดที่เปิดเผย ไคลเอนต์ซีด และนอนซ์เพื่อคำนวณรอบนั้นใหม่',
    engine: 'เกม',
    engine_slot: 'สล็อต',
    engine_fish: 'ยิงปลา',
    engine_cards: 'ทีนปัตตีดวล',
    engine_baccarat: 'บาคาร่า',
    serverSeed: 'เซิร์ฟเวอร์ซีด (เปิดเผยแล้ว)',
    nonceField: 'นอนซ์',
    target: 'ปลาที่เล็ง',
    verifyButton: 'ตรวจสอบ',
    hashLine: 'SHA-256 ของเซิร์ฟเวอร์ซีด: {hash} (เทียบกับแฮชที่แสดงก่อนเล่น)',
    floatsLine: 'ค่าสุ่ม: {floats}',
    reels: 'วงล้อ (ตามแถว): {rows}',
    lineWins: 'ไลน์ที่ชนะ: {lines}',
    none: 'ไม่มี',
    fishHit: 'โดน: ×{multiplier}',
    fishMiss: 'พลาด',
    you: 'ผู้เล่น',
    dealer: 'เจ้ามือ',
    PLAYER: 'ผู้เล่น',
    BANKER: 'เจ้ามือ',
    outcome: 'ผลลัพธ์: {result}',
  },
  vi: {
    verifyTitle: 'Kiểm chứng ván chơi',
    scheme:
      'Mỗi ván đọc số ngẫu nhiên từ HMAC-SHA256 (khóa = hạt giống máy chủ, thông điệp = "hạt giống người chơi:nonce:con trỏ"): mỗi 4 byte của bản băm chia cho 2^32. Mã băm của hạt giống máy chủ được hiển thị trước khi chơi; hạt giống được công bố khi bạn đổi hạt giống. Nhập hạt giống đã công bố, hạt giống của bạn và nonce để tính lại ván chơi.',
    engine: 'Trò chơi',
    engine_slot: 'Máy quay',
    engine_fish: 'Bắn cá',
    engine_cards: 'Đấu Teen Patti',
    engine_baccarat: 'Baccarat',
    serverSeed: 'Hạt giống máy chủ (đã công bố)',
    nonceField: 'Nonce',
    target: 'Cá đã ngắm',
    verifyButton: 'Kiểm chứng',
    hashLine: 'SHA-256 của hạt giống máy chủ: {hash} (so với mã băm hiển thị trước khi chơi)',
    floatsLine: 'Số ngẫu nhiên: {floats}',
    reels: 'Cuộn (theo hàng): {rows}',
    lineWins: 'Dòng thắng: {lines}',
    none: 'không có',
    fishHit: 'Trúng: ×{multiplier}',
    fishMiss: 'Trượt',
    you: 'Người chơi',
    dealer: 'Nhà cái',
    PLAYER: 'Con',
    BANKER: 'Cái',
    outcome: 'Kết quả: {result}',
  },
  ko: {
    verifyTitle: '라운드 검증',
    scheme:
      '각 라운드는 HMAC-SHA256(키 = 서버 시드, 메시지 = "클라이언트 시드:논스:커서")에서 난수를 읽습니다. 다이제스트의 4바이트마다 2^32로 나눈 값입니다. 플레이 전에 서버 시드의 해시를 보여 주고, 시드를 교체하면 시드 자체를 공개합니다. 공개된 시드, 클라이언트 시드, 논스를 입력하면 라운드를 다시 계산할 수 있습니다.',
    engine: '게임',
    engine_slot: '슬롯',
    engine_fish: '피싱',
    engine_cards: '틴 파티 대결',
    engine_baccarat: '바카라',
    serverSeed: '서버 시드(공개됨)',
    nonceField: '논스',
    target: '조준한 물고기',
    verifyButton: '검증',
    hashLine: '서버 시드의 SHA-256: {hash} (플레이 전에 표시된 해시와 비교하세요)',
    floatsLine: '난수: {floats}',
    reels: '릴(행별): {rows}',
    lineWins: '당첨 라인: {lines}',
    none: '없음',
    fishHit: '명중: ×{multiplier}',
    fishMiss: '빗나감',
    you: '플레이어',
    dealer: '딜러',
    PLAYER: '플레이어',
    BANKER: '뱅커',
    outcome: '결과: {result}',
  },
});

translatePage();
const form = document.getElementById('verify');
const engine = document.getElementById('engine');
const targetRow = document.getElementById('target-row');
const outcomeElement = document.getElementById('outcome');
const query = new URLSearchParams(location.search);
for (const name of ['engine', 'serverSeed', 'clientSeed', 'nonce', 'targetId']) {
  const value = query.get(name);
  if (value !== null && form.elements[name]) form.elements[name].value = value;
}
const syncTarget = () => (targetRow.hidden = engine.value !== 'fish');
engine.addEventListener('change', syncTarget);
syncTarget();

const line = (text) => {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
};

const cardsLine = (label, cards, extra) => {
  const element = document.createElement('p');
  element.append(`${label}: `, ...cards.map(cardElement), ` ${extra}`);
  return element;
};

function render(value) {
  const { outcome } = value;
  const parts = [line(t('hashLine', { hash: value.serverSeedHash }))];
  parts[0].className = 'mono';
  if (value.engine === 'slot') {
    const rows = [0, 1, 2].map((row) => outcome.reels.map((column) => column[row]).join(' ')).join(' / ');
    parts.push(line(t('reels', { rows })));
    const lines = outcome.lines.map((win) => `#${win.line} ${win.count}×${win.symbol} ×${win.multiplier}`);
    parts.push(line(t('lineWins', { lines: lines.length ? lines.join(', ') : t('none') })));
  } else if (value.engine === 'fish') {
    parts.push(line(outcome.hit ? t('fishHit', { multiplier: outcome.multiplier }) : t('fishMiss')));
  } else if (value.engine === 'cards') {
    parts.push(cardsLine(t('you'), outcome.player.cards, outcome.player.category));
    parts.push(cardsLine(t('dealer'), outcome.dealer.cards, outcome.dealer.category));
    parts.push(line(t('outcome', { result: outcome.outcome })));
  } else {
    parts.push(cardsLine(t('PLAYER'), outcome.player.cards, String(outcome.player.total)));
    parts.push(cardsLine(t('BANKER'), outcome.banker.cards, String(outcome.banker.total)));
    parts.push(line(t('outcome', { result: outcome.winner })));
  }
  const floats = line(t('floatsLine', { floats: value.floats.map((float) => float.toFixed(8)).join(', ') }));
  floats.className = 'mono';
  parts.push(floats);
  outcomeElement.replaceChildren(...parts);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearError();
  const search = new URLSearchParams({
    engine: engine.value,
    serverSeed: form.elements.serverSeed.value.trim(),
    clientSeed: form.elements.clientSeed.value.trim(),
    nonce: form.elements.nonce.value,
  });
  if (engine.value === 'fish') search.set('targetId', form.elements.targetId.value);
  try {
    render(await api(`/demo/v1/fairness/verify?${search.toString()}`));
  } catch (error) {
    outcomeElement.replaceChildren();
    showError(error);
  }
});

if (query.get('serverSeed') && query.get('clientSeed')) form.requestSubmit();
