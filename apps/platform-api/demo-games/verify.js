// @ts-check
/**
 * @import { BaccaratDealReply, CardsDealReply, FishShootReply, SlotSpinReply, VerifyReply } from '@playfront/api-contract'
 */
import { $, api, cardElement, clearError, el, showError, t, translatePage } from './common.js';

/**
 * The outcome of each engine (the verify reply's `outcome` is one of them, as `engine` says).
 * @typedef {Pick<SlotSpinReply, 'reels' | 'lines'>} SlotOutcome
 * @typedef {Pick<FishShootReply, 'hit' | 'multiplier'>} FishOutcome
 * @typedef {Pick<CardsDealReply, 'player' | 'dealer' | 'outcome'>} CardsOutcome
 * @typedef {Pick<BaccaratDealReply, 'player' | 'banker' | 'winner'>} BaccaratOutcome
 */

translatePage();
const form = $('#verify', HTMLFormElement);
const engine = $('#engine', HTMLSelectElement);
const targetRow = $('#target-row');
const outcomeElement = $('#outcome');
/** @param {string} name */
const field = (name) => $(`#${name}`, HTMLInputElement);
const query = new URLSearchParams(location.search);
for (const name of ['engine', 'serverSeed', 'clientSeed', 'nonce', 'targetId']) {
  const value = query.get(name);
  const control = form.elements.namedItem(name);
  if (value !== null && (control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) {
    control.value = value;
  }
}
const syncTarget = () => (targetRow.hidden = engine.value !== 'fish');
engine.addEventListener('change', syncTarget);
syncTarget();

/** @param {string} text */
const line = (text) => el('p', text);

/**
 * @param {string} label
 * @param {string[]} cards
 * @param {string} extra
 */
const cardsLine = (label, cards, extra) => {
  const element = el('p');
  element.append(`${label}: `, ...cards.map(cardElement), ` ${extra}`);
  return element;
};

/** @param {VerifyReply} value */
function render(value) {
  const parts = [line(t('hashLine', { hash: value.serverSeedHash }))];
  parts[0].className = 'mono';
  if (value.engine === 'slot') {
    const outcome = /** @type {SlotOutcome} */ (value.outcome);
    const rows = [0, 1, 2].map((row) => outcome.reels.map((column) => column[row]).join(' ')).join(' / ');
    parts.push(line(t('reels', { rows })));
    const lines = outcome.lines.map((win) => `#${win.line} ${win.count}×${win.symbol} ×${win.multiplier}`);
    parts.push(line(t('lineWins', { lines: lines.length ? lines.join(', ') : t('none') })));
  } else if (value.engine === 'fish') {
    const outcome = /** @type {FishOutcome} */ (value.outcome);
    parts.push(line(outcome.hit ? t('fishHit', { multiplier: outcome.multiplier }) : t('fishMiss')));
  } else if (value.engine === 'cards') {
    const outcome = /** @type {CardsOutcome} */ (value.outcome);
    parts.push(cardsLine(t('player'), outcome.player.cards, outcome.player.category));
    parts.push(cardsLine(t('dealer'), outcome.dealer.cards, outcome.dealer.category));
    parts.push(line(t('outcome', { result: outcome.outcome })));
  } else {
    const outcome = /** @type {BaccaratOutcome} */ (value.outcome);
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
    serverSeed: field('serverSeed').value.trim(),
    clientSeed: field('clientSeed').value.trim(),
    nonce: field('nonce').value,
  });
  if (engine.value === 'fish') search.set('targetId', $('#targetId', HTMLSelectElement).value);
  try {
    render(/** @type {VerifyReply} */ (await api(`/demo/v1/fairness/verify?${search.toString()}`)));
  } catch (error) {
    outcomeElement.replaceChildren();
    showError(error);
  }
});

if (query.get('serverSeed') && query.get('clientSeed')) form.requestSubmit();
