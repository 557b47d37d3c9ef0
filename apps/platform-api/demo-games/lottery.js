// @ts-check
/**
 * Lottery page (/lottery, /vnlottery, /seaLottery): the issue taking bets with its countdown and committed
 * seed hash, the last opened numbers with the revealed seed, a bet form, my bets, the opened-number history,
 * popular 20, numbers 100 and the winner board. Draws happen on the server every few minutes; the page
 * polls and never decides anything itself.
 */

/**
 * @import { LotteryCurrent, LotteryNumbers, LotteryPopular, LotteryResults, ScheduledBetList, ScheduledBetReply, WinnerBoard } from '@playfront/api-contract'
 */
import {
  $,
  api,
  busy,
  clearError,
  clock,
  el,
  formatMoney,
  GameError,
  openGame,
  play,
  refreshBalance,
  setBalance,
  showError,
  showMessage,
  showPlaced,
  t,
} from './common.js';

const params = new URLSearchParams(location.search);
/** @type {Record<string, string[]>} */
const CHOICES = { BIG_SMALL: ['BIG', 'SMALL'], ODD_EVEN: ['ODD', 'EVEN'] };
/** @type {Record<string, number>} */
const DIGITS = { '2D': 2, '3D': 3 };

/** @type {string | null} */
let gameCode = null;
/** @type {LotteryCurrent | null} */
let current = null;
/** Server time minus local time, so the countdown follows the server clock. */
let offset = 0;
let refreshing = false;
/** @type {string | null} */
let lastDrawn = null;
let openBets = 0;
let pollAt = 0;

/** @param {string} playType */
const playLabel = (playType) => t(`lottery_pt_${playType}`);
/** @param {string} selection */
const selectionLabel = (selection) =>
  /^[0-9]+$/.test(selection) ? selection : t(`lottery_pick_${selection}`);

/** @type {string | null} */
let renderedGame = null;

/** @param {LotteryCurrent} value */
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
  $('#lottery-games-label').textContent = t(byRegion ? 'lottery_region' : 'game');
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
  const pressed = document.querySelector('#lottery-game-buttons [aria-pressed="true"]');
  if (hadFocus && pressed instanceof HTMLElement) pressed.focus();
}

/** @param {LotteryCurrent} value */
function renderPlayTypes(value) {
  const select = $('#lottery-play-type', HTMLSelectElement);
  const chosen = select.value || params.get('playType');
  select.replaceChildren(
    ...value.playTypes.map((entry) => {
      const option = el('option', playLabel(entry.playType));
      option.value = entry.playType;
      option.dataset['odds'] = entry.odds;
      return option;
    }),
  );
  if (chosen && value.playTypes.some((entry) => entry.playType === chosen)) select.value = chosen;
  renderSelectionField();
}

function renderSelectionField() {
  const select = $('#lottery-play-type', HTMLSelectElement);
  const playType = select.value;
  const choices = CHOICES[playType];
  $('#lottery-number-field').hidden = Boolean(choices);
  $('#lottery-choice-field').hidden = !choices;
  if (choices) {
    const choice = $('#lottery-choice', HTMLSelectElement);
    const previous = choice.value;
    choice.replaceChildren(
      ...choices.map((value) => {
        const option = el('option', t(`lottery_pick_${value}`));
        option.value = value;
        return option;
      }),
    );
    if (choices.includes(previous)) choice.value = previous;
  } else {
    const digits = DIGITS[playType] ?? 2;
    $('#lottery-number-label').textContent = t(digits === 3 ? 'lottery_number_3d' : 'lottery_number_2d');
    $('#lottery-number', HTMLInputElement).maxLength = digits;
  }
  const odds = select.selectedOptions[0]?.dataset['odds'];
  $('#lottery-odds').textContent = odds ? t('lottery_odds', { odds }) : '';
}

/** @param {LotteryCurrent} value */
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
  $('#lottery-last-seed').textContent = t('revealedSeed', { seed: last.serverSeed });
}

function tickClock() {
  if (!current) return;
  const now = Date.now() + offset;
  const remaining = current.issue.closeAt - now;
  const countdown = $('#lottery-countdown');
  if (remaining > 0) {
    countdown.textContent = clock(remaining);
    countdown.classList.remove('closed');
  } else {
    countdown.textContent = t('lottery_closed');
    countdown.classList.add('closed');
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
  const { list } = /** @type {ScheduledBetList} */ (await api('/demo/v1/lottery/bets'));
  openBets = list.filter((bet) => bet.status === 'OPEN').length;
  $('#lottery-mine-empty').hidden = list.length > 0;
  $('#lottery-mine').replaceChildren(
    ...list.slice(0, 20).map((bet) => {
      const item = el(
        'li',
        `#${bet.issueNumber} · ${playLabel(bet.market)} ${selectionLabel(bet.selection)} · ${formatMoney(bet.stake)}`,
      );
      const won = bet.status === 'SETTLED' && BigInt(bet.payout ?? '0') > 0n;
      const status = el(
        'span',
        bet.status === 'OPEN'
          ? t('lottery_open')
          : bet.status === 'VOID'
            ? t('refunded')
            : won
              ? t('won', { amount: formatMoney(bet.payout ?? '0') })
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
  const query = `gameCode=${encodeURIComponent(gameCode ?? '')}`;
  const [results, popular, numbers, winners] =
    /** @type {[LotteryResults, LotteryPopular, LotteryNumbers, WinnerBoard]} */ (
      await Promise.all([
        api(`/demo/v1/lottery/results?${query}&count=10`),
        api(`/demo/v1/lottery/popular?${query}`),
        api(`/demo/v1/lottery/numbers?${query}`),
        api(`/demo/v1/lottery/winners?${query}`),
      ])
    );
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
    const value = /** @type {LotteryCurrent} */ (
      await api(`/demo/v1/lottery/current?gameCode=${encodeURIComponent(gameCode ?? '')}`)
    );
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

/** @param {SubmitEvent} event */
async function placeBet(event) {
  event.preventDefault();
  clearError();
  const playType = $('#lottery-play-type', HTMLSelectElement).value;
  let selection;
  if (CHOICES[playType]) {
    selection = $('#lottery-choice', HTMLSelectElement).value;
  } else {
    const digits = DIGITS[playType] ?? 2;
    const input = $('#lottery-number', HTMLInputElement);
    selection = input.value.trim();
    if (!new RegExp(`^[0-9]{${digits}}$`).test(selection)) {
      input.setAttribute('aria-invalid', 'true');
      showMessage('lottery_invalid_number', { digits });
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
  }
  busy(true);
  try {
    const reply = /** @type {ScheduledBetReply} */ (
      await play('/demo/v1/lottery/bet', {
        issueNumber: current?.issue.issueNumber,
        playType,
        selection,
        stake: $('#stake', HTMLSelectElement).value,
        gameCode,
      })
    );
    setBalance(reply.balance);
    const bet = reply.bets[0];
    showPlaced(
      `${t('lottery_placed', { issue: bet.issueNumber ?? '' })} · ${playLabel(bet.market)} ${selectionLabel(bet.selection)} · ${formatMoney(bet.stake)}`,
      bet.roundId,
    );
    await loadBets();
  } catch (error) {
    showError(error);
    if (error instanceof GameError && error.code === 'betting_closed')
      await refreshAll().catch(() => undefined);
  } finally {
    busy(false);
  }
}

const session = await openGame({
  stakes: [100, 200, 500, 1000, 5000, 10000, 50000, 100000],
  limits: { min: '100', max: '1000000', step: '100' },
  errors: 'lottery',
  // Lottery fairness is per issue (seed hash above, seed revealed with the result), not the session seed;
  // errors and the last bet show right under the form.
  messagesAfter: '#lottery-bet',
});
if (session) {
  gameCode = params.get('gameCode') || session.game.code;
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
