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
    dealer: 'Dealer',
    you: 'You',
    WIN: 'You win',
    LOSE: 'Dealer wins',
    PUSH: 'Push',
    HIGH_CARD: 'High card',
    PAIR: 'Pair',
    COLOR: 'Colour',
    SEQUENCE: 'Sequence',
    PURE_SEQUENCE: 'Pure sequence',
    TRAIL: 'Trail',
    rulesTitle: 'Rules',
    rules:
      'Three cards each from one deck. Trail > pure sequence > sequence > colour > pair > high card. A higher hand than the dealer pays 1:1 less 5% commission; equal hands push.',
  },
  cn: {
    deal: '发牌',
    dealer: '庄家',
    you: '你',
    WIN: '你赢了',
    LOSE: '庄家赢',
    PUSH: '和局',
    HIGH_CARD: '散牌',
    PAIR: '对子',
    COLOR: '同花',
    SEQUENCE: '顺子',
    PURE_SEQUENCE: '同花顺',
    TRAIL: '豹子',
    rulesTitle: '规则',
    rules:
      '每方从一副牌中各发三张。豹子 > 同花顺 > 顺子 > 同花 > 对子 > 散牌。牌大于庄家按 1:1 赔付并扣除 5% 佣金；牌型相同为和局。',
  },
  ja: {
    deal: 'ディール',
    dealer: 'ディーラー',
    you: 'あなた',
    WIN: 'あなたの勝ち',
    LOSE: 'ディーラーの勝ち',
    PUSH: '引き分け',
    HIGH_CARD: 'ハイカード',
    PAIR: 'ペア',
    COLOR: 'カラー',
    SEQUENCE: 'シーケンス',
    PURE_SEQUENCE: 'ピュアシーケンス',
    TRAIL: 'トレイル',
    rulesTitle: 'ルール',
    rules:
      '1 組のデッキから各 3 枚。トレイル > ピュアシーケンス > シーケンス > カラー > ペア > ハイカード。ディーラーより強ければ 1:1（5% の手数料を差し引き）、同じ強さは引き分けです。',
  },
  th: {
    deal: 'แจกไพ่',
    dealer: 'เจ้ามือ',
    you: 'คุณ',
    WIN: 'คุณชนะ',
    LOSE: 'เจ้ามือชนะ',
    PUSH: 'เสมอ',
    HIGH_CARD: 'ไพ่สูง',
    PAIR: 'คู่',
    COLOR: 'สีเดียวกัน',
    SEQUENCE: 'เรียง',
    PURE_SEQUENCE: 'เรียงสีเดียวกัน',
    TRAIL: 'ตอง',
    rulesTitle: 'กติกา',
    rules:
      'แจกคนละสามใบจากไพ่หนึ่งสำรับ ตอง > เรียงสีเดียวกัน > เรียง > สีเดียวกัน > คู่ > ไพ่สูง ถ้าไพ่สูงกว่าเจ้ามือจ่าย 1:1 หักค่าคอมมิชชัน 5% ไพ่เท่ากันถือว่าเสมอ',
  },
  vi: {
    deal: 'Chia bài',
    dealer: 'Nhà cái',
    you: 'Bạn',
    WIN: 'Bạn thắng',
    LOSE: 'Nhà cái thắng',
    PUSH: 'Hòa',
    HIGH_CARD: 'Mậu thầu',
    PAIR: 'Đôi',
    COLOR: 'Đồng chất',
    SEQUENCE: 'Sảnh',
    PURE_SEQUENCE: 'Thùng phá sảnh',
    TRAIL: 'Sám cô',
    rulesTitle: 'Luật chơi',
    rules:
      'Mỗi bên ba lá từ một bộ bài. Sám cô > thùng phá sảnh > sảnh > đồng chất > đôi > mậu thầu. Bài cao hơn nhà cái được trả 1:1 trừ 5% hoa hồng; bài bằng nhau thì hòa.',
  },
  ko: {
    deal: '딜',
    dealer: '딜러',
    you: '나',
    WIN: '승리',
    LOSE: '딜러 승리',
    PUSH: '무승부',
    HIGH_CARD: '하이 카드',
    PAIR: '페어',
    COLOR: '컬러',
    SEQUENCE: '시퀀스',
    PURE_SEQUENCE: '퓨어 시퀀스',
    TRAIL: '트레일',
    rulesTitle: '규칙',
    rules:
      '한 벌의 덱에서 각자 세 장을 받습니다. 트레일 > 퓨어 시퀀스 > 시퀀스 > 컬러 > 페어 > 하이 카드. 딜러보다 높으면 5% 수수료를 제외하고 1:1로 지급하며, 같으면 무승부입니다.',
  },
});

const dealerCards = document.getElementById('dealer-cards');
const playerCards = document.getElementById('player-cards');
const dealerHand = document.getElementById('dealer-hand');
const playerHand = document.getElementById('player-hand');

function faceDown() {
  dealerCards.replaceChildren(cardElement(null), cardElement(null), cardElement(null));
  playerCards.replaceChildren(cardElement(null), cardElement(null), cardElement(null));
  dealerHand.textContent = '';
  playerHand.textContent = '';
}

faceDown();
const session = await startGame().catch(() => null);
if (session) {
  const stake = document.getElementById('stake');
  fillStakes(stake, session.limits, [100, 200, 500, 1000, 2000, 5000, 10000, 50000, 100000]);
  busy(false);
  document.getElementById('play').addEventListener('submit', async (event) => {
    event.preventDefault();
    busy(true);
    faceDown();
    try {
      const round = await play('/demo/v1/cards/deal', { stake: stake.value });
      // Dealt alternately: you, dealer, you, dealer, you, dealer.
      for (let index = 0; index < 3; index += 1) {
        playerCards.children[index].replaceWith(cardElement(round.player.cards[index]));
        await pause(250);
        dealerCards.children[index].replaceWith(cardElement(round.dealer.cards[index]));
        await pause(250);
      }
      playerHand.textContent = `· ${t(round.player.category)}`;
      dealerHand.textContent = `· ${t(round.dealer.category)}`;
      settled(round, t(round.outcome));
    } catch (error) {
      showError(error);
    } finally {
      busy(false);
    }
  });
}
