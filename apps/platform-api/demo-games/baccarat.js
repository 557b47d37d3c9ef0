// @ts-check
/** @import { BaccaratDealReply } from '@playfront/api-contract' */
import { $, cardElement, onPlay, openGame, pause, play, settled, t } from './common.js';

/** @typedef {'PLAYER' | 'BANKER'} Side */

const says = $('#dealer-says');
/** @type {Record<Side, { cards: HTMLElement, total: HTMLElement }>} */
const sides = {
  PLAYER: { cards: $('#player-cards'), total: $('#player-total') },
  BANKER: { cards: $('#banker-cards'), total: $('#banker-total') },
};

function clearTable() {
  for (const side of Object.values(sides)) {
    side.cards.replaceChildren(cardElement(null), cardElement(null));
    side.total.textContent = '';
  }
}

/**
 * Points of a card code for the running totals the dealer calls out.
 * @param {string} code
 */
const points = (code) => ('TJQK'.includes(code[0]) ? 0 : code[0] === 'A' ? 1 : Number(code[0]));
/** @param {string[]} codes */
const total = (codes) => codes.reduce((sum, code) => sum + points(code), 0) % 10;

clearTable();
says.textContent = t('welcome');
const session = await openGame({
  stakes: [100, 200, 500, 1000, 2000, 5000, 10000, 50000, 100000, 500000],
});
if (session) {
  onPlay(
    $('#play', HTMLFormElement),
    async (data) => {
      const bet = data.get('bet');
      clearTable();
      says.textContent = t('dealing');
      const round = /** @type {BaccaratDealReply} */ (
        await play('/demo/v1/baccarat/deal', { bet, stake: $('#stake', HTMLSelectElement).value })
      );
      /** @type {Record<Side, string[]>} */
      const shown = { PLAYER: [], BANKER: [] };
      /** @param {Side} side @param {number} index @param {string} code */
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
    },
    () => {
      says.textContent = '';
    },
  );
}
