import {
  addMessages,
  busy,
  cardElement,
  fillStakes,
  pause,
  play,
  settled,
  showError,
  startGame,
  t,
} from './common.js';

addMessages({
  en: {
    deal: 'Deal',
    PLAYER: 'Player',
    BANKER: 'Banker',
    TIE: 'Tie',
    betOn: 'Bet on',
    betPlayer: 'Player 1:1',
    betBanker: 'Banker 0.95:1',
    betTie: 'Tie 8:1',
    wins: '{side} wins {total}',
    tieResult: 'Tie {total}',
    welcome: 'Place your bet, the dealer is ready.',
    dealing: 'The dealer deals…',
    third: 'Third card for {side}',
  },
  cn: {
    deal: '发牌',
    PLAYER: '闲',
    BANKER: '庄',
    TIE: '和',
    betOn: '投注',
    betPlayer: '闲 1:1',
    betBanker: '庄 0.95:1',
    betTie: '和 8:1',
    wins: '{side}赢 {total} 点',
    tieResult: '和局 {total} 点',
    welcome: '请下注，荷官已准备就绪。',
    dealing: '荷官发牌中…',
    third: '{side}补第三张牌',
  },
  ja: {
    deal: 'ディール',
    PLAYER: 'プレイヤー',
    BANKER: 'バンカー',
    TIE: 'タイ',
    betOn: 'ベット先',
    betPlayer: 'プレイヤー 1:1',
    betBanker: 'バンカー 0.95:1',
    betTie: 'タイ 8:1',
    wins: '{side} の勝ち（{total}）',
    tieResult: 'タイ（{total}）',
    welcome: 'ベットしてください。ディーラーの準備ができています。',
    dealing: 'ディーラーが配っています…',
    third: '{side} に 3 枚目',
  },
  th: {
    deal: 'แจกไพ่',
    PLAYER: 'ผู้เล่น',
    BANKER: 'เจ้ามือ',
    TIE: 'เสมอ',
    betOn: 'เดิมพันที่',
    betPlayer: 'ผู้เล่น 1:1',
    betBanker: 'เจ้ามือ 0.95:1',
    betTie: 'เสมอ 8:1',
    wins: '{side} ชนะ {total} แต้ม',
    tieResult: 'เสมอ {total} แต้ม',
    welcome: 'วางเดิมพันได้เลย ดีลเลอร์พร้อมแล้ว',
    dealing: 'ดีลเลอร์กำลังแจกไพ่…',
    third: 'ไพ่ใบที่สามของ {side}',
  },
  vi: {
    deal: 'Chia bài',
    PLAYER: 'Con',
    BANKER: 'Cái',
    TIE: 'Hòa',
    betOn: 'Cược vào',
    betPlayer: 'Con 1:1',
    betBanker: 'Cái 0.95:1',
    betTie: 'Hòa 8:1',
    wins: '{side} thắng {total} điểm',
    tieResult: 'Hòa {total} điểm',
    welcome: 'Mời đặt cược, người chia bài đã sẵn sàng.',
    dealing: 'Người chia bài đang chia…',
    third: 'Lá thứ ba cho {side}',
  },
  ko: {
    deal: '딜',
    PLAYER: '플레이어',
    BANKER: '뱅커',
    TIE: '타이',
    betOn: '베팅',
    betPlayer: '플레이어 1:1',
    betBanker: '뱅커 0.95:1',
    betTie: '타이 8:1',
    wins: '{side} 승리 {total}점',
    tieResult: '타이 {total}점',
    welcome: '베팅해 주세요. 딜러가 준비되었습니다.',
    dealing: '딜러가 카드를 나눠 주는 중…',
    third: '{side} 세 번째 카드',
  },
});

const says = document.getElementById('dealer-says');
const sides = {
  PLAYER: { cards: document.getElementById('player-cards'), total: document.getElementById('player-total') },
  BANKER: { cards: document.getElementById('banker-cards'), total: document.getElementById('banker-total') },
};

function clearTable() {
  for (const side of Object.values(sides)) {
    side.cards.replaceChildren(cardElement(null), cardElement(null));
    side.total.textContent = '';
  }
}

/** Points of a card code for the running totals the dealer calls out. */
const points = (code) => ('TJQK'.includes(code[0]) ? 0 : code[0] === 'A' ? 1 : Number(code[0]));
const total = (codes) => codes.reduce((sum, code) => sum + points(code), 0) % 10;

clearTable();
says.textContent = t('welcome');
const session = await startGame().catch(() => null);
if (session) {
  const stake = document.getElementById('stake');
  fillStakes(stake, session.limits, [100, 200, 500, 1000, 2000, 5000, 10000, 50000, 100000, 500000]);
  busy(false);
  document.getElementById('play').addEventListener('submit', async (event) => {
    event.preventDefault();
    const bet = new FormData(event.currentTarget).get('bet');
    busy(true);
    clearTable();
    says.textContent = t('dealing');
    try {
      const round = await play('/demo/v1/baccarat/deal', { bet, stake: stake.value });
      const shown = { PLAYER: [], BANKER: [] };
      const reveal = async (side, index, code) => {
        const slot = sides[side].cards.children[index];
        if (slot) slot.replaceWith(cardElement(code));
        else sides[side].cards.append(cardElement(code));
        shown[side].push(code);
        sides[side].total.textContent = `· ${total(shown[side])}`;
        await pause(450);
      };
      // The simulated dealer: player, banker, player, banker, then the third cards.
      await reveal('PLAYER', 0, round.player.cards[0]);
      await reveal('BANKER', 0, round.banker.cards[0]);
      await reveal('PLAYER', 1, round.player.cards[1]);
      await reveal('BANKER', 1, round.banker.cards[1]);
      if (round.player.cards[2]) {
        says.textContent = t('third', { side: t('PLAYER') });
        await reveal('PLAYER', 2, round.player.cards[2]);
      }
      if (round.banker.cards[2]) {
        says.textContent = t('third', { side: t('BANKER') });
        await reveal('BANKER', 2, round.banker.cards[2]);
      }
      const summary =
        round.winner === 'TIE'
          ? t('tieResult', { total: round.player.total })
          : t('wins', {
              side: t(round.winner),
              total: round.winner === 'PLAYER' ? round.player.total : round.banker.total,
            });
      says.textContent = summary;
      settled(round, `${t(round.bet)} · ${summary}`);
    } catch (error) {
      says.textContent = '';
      showError(error);
    } finally {
      busy(false);
    }
  });
}
