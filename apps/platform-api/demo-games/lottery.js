import {
  addMessages,
  api,
  busy,
  clearError,
  fillStakes,
  formatMoney,
  play,
  setBalance,
  showError,
  startGame,
  t,
  translatePage,
} from './common.js';

/**
 * Lottery page (/lottery, /vnlottery, /seaLottery): the issue taking bets with its countdown and committed
 * seed hash, the last opened numbers with the revealed seed, a bet form, my bets, the opened-number history,
 * popular 20, numbers 100 and the winner board. Draws happen on the server every few minutes; the page
 * polls and never decides anything itself.
 */

addMessages({
  en: {
    lottery_game: 'Game',
    lottery_region: 'Region',
    lottery_region_NORTH: 'North',
    lottery_region_CENTRAL: 'Central',
    lottery_region_SOUTH: 'South',
    lottery_issue: 'Issue',
    lottery_closes_in: 'Betting closes in',
    lottery_closed: 'Closed · drawing…',
    lottery_seed_hash: 'Draw seed hash (SHA-256):',
    lottery_last_result: 'Last result',
    lottery_last_issue: 'Issue {issue} · sum {sum}',
    lottery_revealed_seed: 'Revealed seed: {seed}',
    lottery_play_type: 'Play type',
    lottery_pt_2D: '2D · last two digits',
    lottery_pt_3D: '3D · last three digits',
    lottery_pt_BIG_SMALL: 'Big / Small (sum)',
    lottery_pt_ODD_EVEN: 'Odd / Even (sum)',
    lottery_number_2d: 'Number (00–99)',
    lottery_number_3d: 'Number (000–999)',
    lottery_choice: 'Choice',
    lottery_BIG: 'Big (23–45)',
    lottery_SMALL: 'Small (0–22)',
    lottery_ODD: 'Odd',
    lottery_EVEN: 'Even',
    lottery_odds: 'Pays {odds} × the stake',
    lottery_place_bet: 'Place bet',
    lottery_my_bets: 'My bets',
    lottery_no_bets: 'No bets yet.',
    lottery_open: 'Waiting for the draw',
    lottery_won: 'Won {amount}',
    lottery_lost: 'No win',
    lottery_void: 'Refunded',
    lottery_placed: 'Bet placed on issue {issue}',
    lottery_round: 'Round {id}',
    lottery_opened_numbers: 'Opened numbers',
    lottery_popular: 'Popular 20 (most bet 2D numbers)',
    lottery_no_data: 'Nothing yet.',
    lottery_numbers_100: 'Numbers 100',
    lottery_numbers_note: 'How often each last-two-digit number came in the last {count} draws.',
    lottery_number_cell: '{number}: {count} times',
    lottery_popular_cell: '{number}: {count} bets',
    lottery_winners: 'Winner board',
    lottery_winner_line: '{user} won {amount} · #{issue} {play} {selection}',
    lottery_invalid_number: 'Enter a number with {digits} digits.',
    lottery_rules_title: 'Rules',
    lottery_rules:
      'Each draw opens five digits 0–9 from the seed committed by its hash before betting (HMAC-SHA256 of the seed with the issue number). 2D: the last two digits pay 95×; 3D: the last three pay 950×; Big/Small and Odd/Even of the sum pay 1.95×. Betting closes 10 seconds before the draw.',
    err_betting_closed: 'Betting on this issue has closed. Please bet on the next issue.',
    err_not_found: 'This issue or game is not available.',
  },
  cn: {
    lottery_game: '游戏',
    lottery_region: '地区',
    lottery_region_NORTH: '北部',
    lottery_region_CENTRAL: '中部',
    lottery_region_SOUTH: '南部',
    lottery_issue: '期号',
    lottery_closes_in: '距封盘',
    lottery_closed: '已封盘 · 开奖中…',
    lottery_seed_hash: '开奖种子哈希（SHA-256）：',
    lottery_last_result: '上期结果',
    lottery_last_issue: '第 {issue} 期 · 和值 {sum}',
    lottery_revealed_seed: '已公开种子：{seed}',
    lottery_play_type: '玩法',
    lottery_pt_2D: '2D · 后两位',
    lottery_pt_3D: '3D · 后三位',
    lottery_pt_BIG_SMALL: '大小（和值）',
    lottery_pt_ODD_EVEN: '单双（和值）',
    lottery_number_2d: '号码（00–99）',
    lottery_number_3d: '号码（000–999）',
    lottery_choice: '选项',
    lottery_BIG: '大（23–45）',
    lottery_SMALL: '小（0–22）',
    lottery_ODD: '单',
    lottery_EVEN: '双',
    lottery_odds: '赔付投注额的 {odds} 倍',
    lottery_place_bet: '下注',
    lottery_my_bets: '我的注单',
    lottery_no_bets: '暂无注单。',
    lottery_open: '等待开奖',
    lottery_won: '赢得 {amount}',
    lottery_lost: '未中奖',
    lottery_void: '已退款',
    lottery_placed: '已投注第 {issue} 期',
    lottery_round: '局号 {id}',
    lottery_opened_numbers: '开奖号码',
    lottery_popular: '热门 20（投注最多的 2D 号码）',
    lottery_no_data: '暂无数据。',
    lottery_numbers_100: '号码 100',
    lottery_numbers_note: '最近 {count} 期中各后两位号码出现的次数。',
    lottery_number_cell: '{number}：{count} 次',
    lottery_popular_cell: '{number}：{count} 注',
    lottery_winners: '中奖榜',
    lottery_winner_line: '{user} 赢得 {amount} · 第 {issue} 期 {play} {selection}',
    lottery_invalid_number: '请输入 {digits} 位数字。',
    lottery_rules_title: '规则',
    lottery_rules:
      '每期开出五个 0–9 的数字，由投注前已公布哈希的种子生成（以期号对种子做 HMAC-SHA256）。2D：后两位赔 95 倍；3D：后三位赔 950 倍；和值大小、单双赔 1.95 倍。开奖前 10 秒封盘。',
    err_betting_closed: '本期已封盘，请投注下一期。',
    err_not_found: '该期或该游戏不可用。',
  },
  ja: {
    lottery_game: 'ゲーム',
    lottery_region: '地域',
    lottery_region_NORTH: '北部',
    lottery_region_CENTRAL: '中部',
    lottery_region_SOUTH: '南部',
    lottery_issue: '回号',
    lottery_closes_in: '締切まで',
    lottery_closed: '締切 · 抽選中…',
    lottery_seed_hash: '抽選シードのハッシュ（SHA-256）：',
    lottery_last_result: '前回の結果',
    lottery_last_issue: '第 {issue} 回 · 合計 {sum}',
    lottery_revealed_seed: '公開されたシード：{seed}',
    lottery_play_type: '賭け方',
    lottery_pt_2D: '2D · 下2桁',
    lottery_pt_3D: '3D · 下3桁',
    lottery_pt_BIG_SMALL: '大 / 小（合計）',
    lottery_pt_ODD_EVEN: '奇数 / 偶数（合計）',
    lottery_number_2d: '番号（00–99）',
    lottery_number_3d: '番号（000–999）',
    lottery_choice: '選択',
    lottery_BIG: '大（23–45）',
    lottery_SMALL: '小（0–22）',
    lottery_ODD: '奇数',
    lottery_EVEN: '偶数',
    lottery_odds: 'ベット額の {odds} 倍の払い戻し',
    lottery_place_bet: 'ベットする',
    lottery_my_bets: 'マイベット',
    lottery_no_bets: 'まだベットはありません。',
    lottery_open: '抽選待ち',
    lottery_won: '{amount} 獲得',
    lottery_lost: '当たりなし',
    lottery_void: '返金済み',
    lottery_placed: '第 {issue} 回にベットしました',
    lottery_round: 'ラウンド {id}',
    lottery_opened_numbers: '当選番号',
    lottery_popular: '人気 20（最も賭けられた 2D 番号）',
    lottery_no_data: 'まだありません。',
    lottery_numbers_100: '番号 100',
    lottery_numbers_note: '直近 {count} 回の抽選で各下2桁の番号が出た回数。',
    lottery_number_cell: '{number}：{count} 回',
    lottery_popular_cell: '{number}：{count} 件',
    lottery_winners: '当選者ボード',
    lottery_winner_line: '{user} が {amount} 獲得 · 第 {issue} 回 {play} {selection}',
    lottery_invalid_number: '{digits} 桁の番号を入力してください。',
    lottery_rules_title: 'ルール',
    lottery_rules:
      '各回、ベット前にハッシュを公開したシードから 0–9 の数字を5つ抽選します（回号でシードの HMAC-SHA256 を計算）。2D：下2桁が 95 倍、3D：下3桁が 950 倍、合計の大小・奇偶は 1.95 倍。抽選の 10 秒前に締め切ります。',
    err_betting_closed: 'この回のベットは締め切られました。次の回にベットしてください。',
    err_not_found: 'この回またはゲームは利用できません。',
  },
  th: {
    lottery_game: 'เกม',
    lottery_region: 'ภูมิภาค',
    lottery_region_NORTH: 'ภาคเหนือ',
    lottery_region_CENTRAL: 'ภาคกลาง',
    lottery_region_SOUTH: 'ภาคใต้',
    lottery_issue: 'งวด',
    lottery_closes_in: 'ปิดรับแทงใน',
    lottery_closed: 'ปิดรับแล้ว · กำลังออกผล…',
    lottery_seed_hash: 'แฮชของซีดออกผล (SHA-256):',
    lottery_last_result: 'ผลงวดล่าสุด',
    lottery_last_issue: 'งวด {issue} · ผลรวม {sum}',
    lottery_revealed_seed: 'ซีดที่เปิดเผย: {seed}',
    lottery_play_type: 'รูปแบบการแทง',
    lottery_pt_2D: '2 ตัว · สองหลักท้าย',
    lottery_pt_3D: '3 ตัว · สามหลักท้าย',
    lottery_pt_BIG_SMALL: 'สูง / ต่ำ (ผลรวม)',
    lottery_pt_ODD_EVEN: 'คี่ / คู่ (ผลรวม)',
    lottery_number_2d: 'เลข (00–99)',
    lottery_number_3d: 'เลข (000–999)',
    lottery_choice: 'ตัวเลือก',
    lottery_BIG: 'สูง (23–45)',
    lottery_SMALL: 'ต่ำ (0–22)',
    lottery_ODD: 'คี่',
    lottery_EVEN: 'คู่',
    lottery_odds: 'จ่าย {odds} เท่าของเงินเดิมพัน',
    lottery_place_bet: 'วางเดิมพัน',
    lottery_my_bets: 'การเดิมพันของฉัน',
    lottery_no_bets: 'ยังไม่มีการเดิมพัน',
    lottery_open: 'รอออกผล',
    lottery_won: 'ชนะ {amount}',
    lottery_lost: 'ไม่ถูกรางวัล',
    lottery_void: 'คืนเงินแล้ว',
    lottery_placed: 'วางเดิมพันงวด {issue} แล้ว',
    lottery_round: 'รอบ {id}',
    lottery_opened_numbers: 'เลขที่ออก',
    lottery_popular: 'ยอดนิยม 20 (เลข 2 ตัวที่แทงมากที่สุด)',
    lottery_no_data: 'ยังไม่มีข้อมูล',
    lottery_numbers_100: 'ตาราง 100 เลข',
    lottery_numbers_note: 'จำนวนครั้งที่เลขสองหลักท้ายแต่ละตัวออกใน {count} งวดล่าสุด',
    lottery_number_cell: '{number}: {count} ครั้ง',
    lottery_popular_cell: '{number}: {count} บิล',
    lottery_winners: 'กระดานผู้ชนะ',
    lottery_winner_line: '{user} ชนะ {amount} · งวด {issue} {play} {selection}',
    lottery_invalid_number: 'กรุณากรอกเลข {digits} หลัก',
    lottery_rules_title: 'กติกา',
    lottery_rules:
      'แต่ละงวดออกเลข 0–9 ห้าหลักจากซีดที่เปิดเผยแฮชไว้ก่อนเปิดรับแทง (HMAC-SHA256 ของซีดกับเลขงวด) 2 ตัว: สองหลักท้ายจ่าย 95 เท่า 3 ตัว: สามหลักท้ายจ่าย 950 เท่า สูง/ต่ำ และ คี่/คู่ ของผลรวมจ่าย 1.95 เท่า ปิดรับแทง 10 วินาทีก่อนออกผล',
    err_betting_closed: 'งวดนี้ปิดรับแทงแล้ว กรุณาแทงงวดถัดไป',
    err_not_found: 'งวดหรือเกมนี้ไม่พร้อมใช้งาน',
  },
  vi: {
    lottery_game: 'Trò chơi',
    lottery_region: 'Miền',
    lottery_region_NORTH: 'Miền Bắc',
    lottery_region_CENTRAL: 'Miền Trung',
    lottery_region_SOUTH: 'Miền Nam',
    lottery_issue: 'Kỳ',
    lottery_closes_in: 'Đóng cược sau',
    lottery_closed: 'Đã đóng · đang quay…',
    lottery_seed_hash: 'Mã băm hạt giống quay số (SHA-256):',
    lottery_last_result: 'Kết quả kỳ trước',
    lottery_last_issue: 'Kỳ {issue} · tổng {sum}',
    lottery_revealed_seed: 'Hạt giống đã công bố: {seed}',
    lottery_play_type: 'Kiểu cược',
    lottery_pt_2D: 'Đề 2 số · hai số cuối',
    lottery_pt_3D: '3 càng · ba số cuối',
    lottery_pt_BIG_SMALL: 'Tài / Xỉu (tổng)',
    lottery_pt_ODD_EVEN: 'Lẻ / Chẵn (tổng)',
    lottery_number_2d: 'Số (00–99)',
    lottery_number_3d: 'Số (000–999)',
    lottery_choice: 'Lựa chọn',
    lottery_BIG: 'Tài (23–45)',
    lottery_SMALL: 'Xỉu (0–22)',
    lottery_ODD: 'Lẻ',
    lottery_EVEN: 'Chẵn',
    lottery_odds: 'Trả {odds} lần tiền cược',
    lottery_place_bet: 'Đặt cược',
    lottery_my_bets: 'Cược của tôi',
    lottery_no_bets: 'Chưa có cược nào.',
    lottery_open: 'Chờ quay số',
    lottery_won: 'Thắng {amount}',
    lottery_lost: 'Không trúng',
    lottery_void: 'Đã hoàn tiền',
    lottery_placed: 'Đã đặt cược kỳ {issue}',
    lottery_round: 'Ván {id}',
    lottery_opened_numbers: 'Các số đã mở',
    lottery_popular: 'Phổ biến 20 (số 2D được cược nhiều nhất)',
    lottery_no_data: 'Chưa có dữ liệu.',
    lottery_numbers_100: 'Bảng 100 số',
    lottery_numbers_note: 'Số lần mỗi cặp hai số cuối xuất hiện trong {count} kỳ gần nhất.',
    lottery_number_cell: '{number}: {count} lần',
    lottery_popular_cell: '{number}: {count} cược',
    lottery_winners: 'Bảng người thắng',
    lottery_winner_line: '{user} thắng {amount} · kỳ {issue} {play} {selection}',
    lottery_invalid_number: 'Vui lòng nhập số có {digits} chữ số.',
    lottery_rules_title: 'Luật chơi',
    lottery_rules:
      'Mỗi kỳ mở năm chữ số 0–9 từ hạt giống đã công bố mã băm trước khi nhận cược (HMAC-SHA256 của hạt giống với số kỳ). Đề 2 số: hai số cuối trả 95 lần; 3 càng: ba số cuối trả 950 lần; Tài/Xỉu và Lẻ/Chẵn của tổng trả 1,95 lần. Đóng cược 10 giây trước khi quay.',
    err_betting_closed: 'Kỳ này đã đóng cược. Vui lòng cược kỳ tiếp theo.',
    err_not_found: 'Kỳ hoặc trò chơi này không khả dụng.',
  },
  ko: {
    lottery_game: '게임',
    lottery_region: '지역',
    lottery_region_NORTH: '북부',
    lottery_region_CENTRAL: '중부',
    lottery_region_SOUTH: '남부',
    lottery_issue: '회차',
    lottery_closes_in: '베팅 마감까지',
    lottery_closed: '마감 · 추첨 중…',
    lottery_seed_hash: '추첨 시드 해시(SHA-256):',
    lottery_last_result: '지난 결과',
    lottery_last_issue: '{issue} 회차 · 합계 {sum}',
    lottery_revealed_seed: '공개된 시드: {seed}',
    lottery_play_type: '베팅 유형',
    lottery_pt_2D: '2D · 끝 두 자리',
    lottery_pt_3D: '3D · 끝 세 자리',
    lottery_pt_BIG_SMALL: '대 / 소(합계)',
    lottery_pt_ODD_EVEN: '홀 / 짝(합계)',
    lottery_number_2d: '번호(00–99)',
    lottery_number_3d: '번호(000–999)',
    lottery_choice: '선택',
    lottery_BIG: '대(23–45)',
    lottery_SMALL: '소(0–22)',
    lottery_ODD: '홀',
    lottery_EVEN: '짝',
    lottery_odds: '베팅액의 {odds}배 지급',
    lottery_place_bet: '베팅하기',
    lottery_my_bets: '내 베팅',
    lottery_no_bets: '아직 베팅이 없습니다.',
    lottery_open: '추첨 대기 중',
    lottery_won: '{amount} 당첨',
    lottery_lost: '미당첨',
    lottery_void: '환불됨',
    lottery_placed: '{issue} 회차에 베팅했습니다',
    lottery_round: '라운드 {id}',
    lottery_opened_numbers: '당첨 번호',
    lottery_popular: '인기 20(가장 많이 베팅한 2D 번호)',
    lottery_no_data: '아직 없습니다.',
    lottery_numbers_100: '번호 100',
    lottery_numbers_note: '최근 {count}회 추첨에서 각 끝 두 자리 번호가 나온 횟수.',
    lottery_number_cell: '{number}: {count}회',
    lottery_popular_cell: '{number}: {count}건',
    lottery_winners: '당첨자 보드',
    lottery_winner_line: '{user} {amount} 당첨 · {issue} 회차 {play} {selection}',
    lottery_invalid_number: '{digits}자리 번호를 입력해 주세요.',
    lottery_rules_title: '규칙',
    lottery_rules:
      '각 회차는 베팅 전에 해시를 공개한 시드로 0–9 숫자 다섯 개를 뽑습니다(회차 번호로 시드의 HMAC-SHA256 계산). 2D: 끝 두 자리 95배, 3D: 끝 세 자리 950배, 합계 대/소와 홀/짝 1.95배. 추첨 10초 전에 베팅이 마감됩니다.',
    err_betting_closed: '이 회차는 베팅이 마감되었습니다. 다음 회차에 베팅해 주세요.',
    err_not_found: '이 회차 또는 게임을 사용할 수 없습니다.',
  },
});

const $ = (selector) => document.querySelector(selector);
const params = new URLSearchParams(location.search);
const CHOICES = { BIG_SMALL: ['BIG', 'SMALL'], ODD_EVEN: ['ODD', 'EVEN'] };
const DIGITS = { '2D': 2, '3D': 3 };

let gameCode = null;
let current = null;
/** Server time minus local time, so the countdown follows the server clock. */
let offset = 0;
let refreshing = false;
let lastDrawn = null;
let openBets = 0;
let pollAt = 0;

const el = (tag, text, className) => {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  if (className) element.className = className;
  return element;
};

const playLabel = (playType) => t(`lottery_pt_${playType}`);
const selectionLabel = (selection) => (/^[0-9]+$/.test(selection) ? selection : t(`lottery_${selection}`));

async function refreshBalance() {
  try {
    const session = await api('/demo/v1/session');
    setBalance(session.balance);
  } catch {
    // The balance shows again after the next bet.
  }
}

let renderedGame = null;

function renderGameSwitch(value) {
  // Rebuilt only when the game changes, so a refresh never takes focus away from the controls.
  if (renderedGame === value.game.gameCode) return;
  renderedGame = value.game.gameCode;
  const box = $('#lottery-games');
  const hadFocus = box.contains(document.activeElement);
  const games = value.areaGames;
  box.hidden = games.length < 2;
  if (games.length < 2) return;
  const byRegion = value.game.area === 'VN';
  $('#lottery-games-label').textContent = t(byRegion ? 'lottery_region' : 'lottery_game');
  $('#lottery-game-buttons').replaceChildren(
    ...games.map((game) => {
      const button = el('button', byRegion && game.region ? t(`lottery_region_${game.region}`) : game.name);
      button.type = 'button';
      button.setAttribute('aria-pressed', String(game.gameCode === value.game.gameCode));
      button.addEventListener('click', () => {
        if (game.gameCode === gameCode) return;
        gameCode = game.gameCode;
        lastDrawn = null;
        refreshAll().catch(showError);
      });
      return button;
    }),
  );
  if (hadFocus) $('#lottery-game-buttons [aria-pressed="true"]')?.focus();
}

function renderPlayTypes(value) {
  const select = $('#lottery-play-type');
  const chosen = select.value || params.get('playType');
  select.replaceChildren(
    ...value.playTypes.map((entry) => {
      const option = el('option', playLabel(entry.playType));
      option.value = entry.playType;
      option.dataset.odds = entry.odds;
      return option;
    }),
  );
  if (value.playTypes.some((entry) => entry.playType === chosen)) select.value = chosen;
  renderSelectionField();
}

function renderSelectionField() {
  const select = $('#lottery-play-type');
  const playType = select.value;
  const choices = CHOICES[playType];
  $('#lottery-number-field').hidden = Boolean(choices);
  $('#lottery-choice-field').hidden = !choices;
  if (choices) {
    const choice = $('#lottery-choice');
    const previous = choice.value;
    choice.replaceChildren(
      ...choices.map((value) => {
        const option = el('option', t(`lottery_${value}`));
        option.value = value;
        return option;
      }),
    );
    if (choices.includes(previous)) choice.value = previous;
  } else {
    const digits = DIGITS[playType] ?? 2;
    $('#lottery-number-label').textContent = t(digits === 3 ? 'lottery_number_3d' : 'lottery_number_2d');
    $('#lottery-number').maxLength = digits;
  }
  const odds = select.selectedOptions[0]?.dataset.odds;
  $('#lottery-odds').textContent = odds ? t('lottery_odds', { odds }) : '';
}

function renderIssue(value) {
  $('#lottery-issue-number').textContent = value.issue.issueNumber;
  $('#lottery-seed-hash').textContent = value.issue.seedHash;
  const last = value.last;
  const balls = $('#lottery-last-balls');
  if (!last) {
    $('#lottery-last-issue').textContent = t('lottery_no_data');
    balls.replaceChildren();
    $('#lottery-last-seed').textContent = '';
    return;
  }
  $('#lottery-last-issue').textContent = t('lottery_last_issue', { issue: last.issueNumber, sum: last.sum });
  balls.setAttribute('aria-label', last.numbers.join(' '));
  balls.replaceChildren(
    ...last.numbers.map((digit, index) => el('li', String(digit), index >= 3 ? 'key' : '')),
  );
  $('#lottery-last-seed').textContent = t('lottery_revealed_seed', { seed: last.serverSeed });
}

function tickClock() {
  if (!current) return;
  const now = Date.now() + offset;
  const remaining = current.issue.closeAt - now;
  const clock = $('#lottery-countdown');
  if (remaining > 0) {
    const seconds = Math.ceil(remaining / 1000);
    clock.textContent = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    clock.classList.remove('closed');
  } else {
    clock.textContent = t('lottery_closed');
    clock.classList.add('closed');
  }
  // A new issue opens at close; the result comes a moment after the draw; open bets are watched.
  const due =
    remaining <= 0 ||
    (now > current.issue.openAt + 3_000 && (!current.last || current.last.drawAt < current.issue.openAt)) ||
    (openBets > 0 && now >= pollAt);
  if (due && !refreshing && now >= pollAt) {
    pollAt = now + 3_000;
    refreshAll().catch(() => undefined);
  }
}

async function loadBets() {
  const { list } = await api('/demo/v1/lottery/bets');
  openBets = list.filter((bet) => bet.status === 'OPEN').length;
  $('#lottery-mine-empty').hidden = list.length > 0;
  $('#lottery-mine').replaceChildren(
    ...list.slice(0, 20).map((bet) => {
      const item = el(
        'li',
        `#${bet.issueNumber} · ${playLabel(bet.market)} ${selectionLabel(bet.selection)} · ${formatMoney(bet.stake)}`,
      );
      const won = bet.status === 'SETTLED' && BigInt(bet.payout) > 0n;
      const status = el(
        'span',
        bet.status === 'OPEN'
          ? t('lottery_open')
          : bet.status === 'VOID'
            ? t('lottery_void')
            : won
              ? t('lottery_won', { amount: formatMoney(bet.payout) })
              : t('lottery_lost'),
        won ? 'status won' : 'status',
      );
      item.append(status);
      if (bet.result) item.append(el('span', ` · ${bet.result}`, 'muted'));
      return item;
    }),
  );
}

async function loadStats() {
  const query = `gameCode=${encodeURIComponent(gameCode)}`;
  const [results, popular, numbers, winners] = await Promise.all([
    api(`/demo/v1/lottery/results?${query}&count=10`),
    api(`/demo/v1/lottery/popular?${query}`),
    api(`/demo/v1/lottery/numbers?${query}`),
    api(`/demo/v1/lottery/winners?${query}`),
  ]);
  $('#lottery-history').replaceChildren(
    ...results.list.map((result) =>
      el('li', `#${result.issueNumber} · ${result.numbers.join(' ')} · Σ ${result.sum}`),
    ),
  );
  $('#lottery-popular-empty').hidden = popular.list.length > 0;
  $('#lottery-popular').replaceChildren(
    ...popular.list.map((entry) => {
      const item = el('li', entry.number);
      item.title = t('lottery_popular_cell', entry);
      item.setAttribute('aria-label', t('lottery_popular_cell', entry));
      return item;
    }),
  );
  $('#lottery-numbers-note').textContent = t('lottery_numbers_note', { count: numbers.draws });
  const max = Math.max(1, ...numbers.list.map((entry) => entry.count));
  $('#lottery-numbers').replaceChildren(
    ...numbers.list.map((entry) => {
      const cell = el('div', undefined, entry.count > 0 && entry.count === max ? 'hot' : '');
      cell.setAttribute('role', 'listitem');
      cell.setAttribute('aria-label', t('lottery_number_cell', entry));
      cell.append(el('b', entry.number), el('span', String(entry.count)));
      return cell;
    }),
  );
  $('#lottery-winners-empty').hidden = winners.list.length > 0;
  $('#lottery-winners').replaceChildren(
    ...winners.list.map((win) =>
      el(
        'li',
        t('lottery_winner_line', {
          user: win.username,
          amount: formatMoney(win.payout),
          issue: win.issueNumber,
          play: playLabel(win.playType),
          selection: selectionLabel(win.selection),
        }),
      ),
    ),
  );
}

async function refreshAll() {
  refreshing = true;
  try {
    const value = await api(`/demo/v1/lottery/current?gameCode=${encodeURIComponent(gameCode)}`);
    offset = value.serverTime - Date.now();
    current = value;
    const switched = renderedGame !== value.game.gameCode;
    renderGameSwitch(value);
    if (switched) renderPlayTypes(value);
    renderIssue(value);
    tickClock();
    const drawn = value.last?.issueNumber ?? null;
    const hadOpen = openBets;
    await loadBets();
    if (drawn !== lastDrawn) {
      lastDrawn = drawn;
      await loadStats();
    }
    if (hadOpen > openBets) await refreshBalance();
  } finally {
    refreshing = false;
  }
}

function showPlaced(reply) {
  const bet = reply.bets[0];
  const result = $('[data-testid="round-result"]');
  result.classList.remove('win');
  result.replaceChildren(
    el(
      'strong',
      `${t('lottery_placed', { issue: bet.issueNumber })} · ${playLabel(bet.market)} ${selectionLabel(bet.selection)} · ${formatMoney(bet.stake)}`,
    ),
    el('span', t('lottery_round', { id: bet.roundId }), 'round-id'),
  );
}

async function placeBet(event) {
  event.preventDefault();
  clearError();
  const playType = $('#lottery-play-type').value;
  let selection;
  if (CHOICES[playType]) {
    selection = $('#lottery-choice').value;
  } else {
    const digits = DIGITS[playType] ?? 2;
    const input = $('#lottery-number');
    selection = input.value.trim();
    if (!new RegExp(`^[0-9]{${digits}}$`).test(selection)) {
      input.setAttribute('aria-invalid', 'true');
      const message = $('#game-error');
      message.textContent = t('lottery_invalid_number', { digits });
      message.hidden = false;
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
  }
  busy(true);
  try {
    const reply = await play('/demo/v1/lottery/bet', {
      issueNumber: current.issue.issueNumber,
      playType,
      selection,
      stake: $('#stake').value,
      gameCode,
    });
    setBalance(reply.balance);
    showPlaced(reply);
    await loadBets();
  } catch (error) {
    showError(error);
    if (error.code === 'betting_closed') await refreshAll().catch(() => undefined);
  } finally {
    busy(false);
  }
}

async function main() {
  let session;
  try {
    session = await startGame();
  } catch {
    return;
  }
  // Lottery fairness is per issue (seed hash above, seed revealed with the result), not the session seed.
  const fairness = $('#fairness');
  if (fairness) fairness.hidden = true;
  // Errors and the last bet show right under the form.
  $('#lottery-bet').after($('#game-error'), $('[data-testid="round-result"]'));
  translatePage();
  gameCode = params.get('gameCode') || session.game.code;
  fillStakes(
    $('#stake'),
    { min: '100', max: '1000000', step: '100' },
    [100, 200, 500, 1000, 5000, 10000, 50000, 100000],
  );
  $('#lottery-play-type').addEventListener('change', renderSelectionField);
  $('#lottery-bet').addEventListener('submit', placeBet);
  busy(true);
  try {
    await refreshAll();
  } catch (error) {
    showError(error);
  } finally {
    busy(false);
  }
  setInterval(tickClock, 1000);
}

main();
