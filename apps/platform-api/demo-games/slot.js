// @ts-check
/** @import { SlotSpinReply } from '@playfront/api-contract' */
import { $, el, formatMoney, onPlay, openGame, pause, play, settled, t } from './common.js';

/** Symbol art: small inline SVGs (no emoji font needed), and a name for screen readers. */
/** @param {string} body */
const svg = (body) => `<svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden="true">${body}</svg>`;
/** @param {string} fill @param {string} [extra] */
const fruit = (fill, extra = '') => svg(`<circle cx="20" cy="22" r="13" fill="${fill}"/>${extra}`);
/** @type {Record<string, string>} */
const ART = {
  WILD: svg(
    '<polygon points="20,3 25,15 38,15 27,23 31,36 20,28 9,36 13,23 2,15 15,15" fill="#e0a100" stroke="#7a4e00" stroke-width="1.5"/>',
  ),
  SEVEN: svg(
    '<text x="20" y="33" text-anchor="middle" font-size="34" font-weight="900" fill="#c8102e" font-family="Georgia, serif">7</text>',
  ),
  BAR: svg(
    '<rect x="3" y="12" width="34" height="16" rx="3" fill="#222"/><text x="20" y="25" text-anchor="middle" font-size="12" font-weight="800" fill="#fff" font-family="sans-serif">BAR</text>',
  ),
  BELL: svg(
    '<path d="M20 5c-7 0-10 6-10 13v6l-4 5h28l-4-5v-6c0-7-3-13-10-13z" fill="#f2b705" stroke="#8a6400" stroke-width="1.5"/><circle cx="20" cy="32" r="3.5" fill="#8a6400"/>',
  ),
  MELON: svg(
    '<path d="M4 16a16 16 0 0 0 32 0z" fill="#2e9e44"/><path d="M7 16a13 13 0 0 0 26 0z" fill="#e8414b"/><circle cx="15" cy="21" r="1.3"/><circle cx="21" cy="24" r="1.3"/><circle cx="26" cy="20" r="1.3"/>',
  ),
  PLUM: fruit('#6b2d8f', '<path d="M20 9c2-4 6-5 8-4" stroke="#3b7a1e" stroke-width="2.5" fill="none"/>'),
  ORANGE: fruit('#f57c00', '<circle cx="20" cy="10" r="2.5" fill="#3b7a1e"/>'),
  LEMON: svg('<ellipse cx="20" cy="21" rx="15" ry="11" fill="#f5d90a" stroke="#b39a00" stroke-width="1.5"/>'),
  CHERRY: svg(
    '<path d="M14 28c2-10 6-18 14-22M26 28c-1-8 0-16 2-22" stroke="#3b7a1e" stroke-width="2.5" fill="none"/><circle cx="13" cy="29" r="7" fill="#c8102e"/><circle cx="27" cy="29" r="7" fill="#a30d25"/>',
  ),
};
const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

const reelsElement = $('#reels');
/** @type {HTMLElement[][]} */
const cells = [];
for (let reel = 0; reel < 5; reel += 1) {
  const column = el('div', undefined, 'reel');
  cells.push([]);
  for (let row = 0; row < 3; row += 1) {
    const cell = el('span', undefined, 'symbol');
    cell.setAttribute('aria-hidden', 'true');
    cell.innerHTML = ART[['SEVEN', 'BAR', 'CHERRY'][row]];
    column.append(cell);
    cells[reel].push(cell);
  }
  reelsElement.append(column);
}

/**
 * @param {SlotSpinReply['reels']} reels
 * @param {SlotSpinReply['lines']} lines
 */
function showReels(reels, lines) {
  const hits = new Set();
  for (const win of lines) {
    PAYLINES[win.line - 1].slice(0, win.count).forEach((row, reel) => hits.add(`${reel}:${row}`));
  }
  reels.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      const cell = cells[reel][row];
      cell.innerHTML = ART[symbol] ?? '';
      cell.classList.remove('spinning');
      cell.classList.toggle('hit', hits.has(`${reel}:${row}`));
    }),
  );
  const rows = [0, 1, 2].map((row) => reels.map((column) => t(`sym_${column[row]}`)).join(' '));
  reelsElement.setAttribute('aria-label', t('reelsLabel', { symbols: rows.join(' / ') }));
}

const session = await openGame({ stakes: [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 50000] });
if (session) {
  const spinning = (on = true) => {
    for (const column of cells) for (const cell of column) cell.classList.toggle('spinning', on);
  };
  onPlay(
    $('#play', HTMLFormElement),
    async () => {
      spinning();
      const round = /** @type {SlotSpinReply} */ (
        await play('/demo/v1/slot/spin', { stake: $('#stake', HTMLSelectElement).value })
      );
      await pause(350);
      showReels(round.reels, round.lines);
      const lineBet = BigInt(round.stake) / 10n;
      $('#wins').replaceChildren(
        ...round.lines.map((win) =>
          el(
            'li',
            t('line', {
              line: win.line,
              count: win.count,
              symbol: t(`sym_${win.symbol}`),
              amount: formatMoney((lineBet * BigInt(win.multiplier)).toString()),
            }),
          ),
        ),
      );
      settled(round, round.lines.length ? t('linesWon', { count: round.lines.length }) : '');
    },
    () => spinning(false),
  );
}
