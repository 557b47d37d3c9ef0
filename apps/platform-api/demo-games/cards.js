// @ts-check
/** @import { CardsDealReply } from '@playfront/api-contract' */
import { $, cardElement, onPlay, openGame, pause, play, settled, t } from './common.js';

const dealerCards = $('#dealer-cards');
const playerCards = $('#player-cards');
const dealerHand = $('#dealer-hand');
const playerHand = $('#player-hand');

function faceDown() {
  dealerCards.replaceChildren(cardElement(null), cardElement(null), cardElement(null));
  playerCards.replaceChildren(cardElement(null), cardElement(null), cardElement(null));
  dealerHand.textContent = '';
  playerHand.textContent = '';
}

faceDown();
const session = await openGame({ stakes: [100, 200, 500, 1000, 2000, 5000, 10000, 50000, 100000] });
if (session) {
  onPlay($('#play', HTMLFormElement), async () => {
    faceDown();
    const round = /** @type {CardsDealReply} */ (
      await play('/demo/v1/cards/deal', { stake: $('#stake', HTMLSelectElement).value })
    );
    // Dealt alternately: you, dealer, you, dealer, you, dealer.
    for (let index = 0; index < 3; index += 1) {
      playerCards.children[index].replaceWith(cardElement(round.player.cards[index]));
      await pause(250);
      dealerCards.children[index].replaceWith(cardElement(round.dealer.cards[index]));
      await pause(250);
    }
    playerHand.textContent = `· ${t(`hand_${round.player.category}`)}`;
    dealerHand.textContent = `· ${t(`hand_${round.dealer.category}`)}`;
    settled(round, t(round.outcome));
  });
}
