// @ts-check
/**
 * The shared prologue and helpers of the demo game pages (vanilla ES modules, type-checked from JSDoc, no
 * build step).
 *
 * A game page calls `openGame({ stakes })`: it mounts the header (game name, demo badge, balance), the error
 * and result lines and the fairness panel, translates the page, exchanges the single-use `?launch=` token
 * for a game session (kept in sessionStorage so a reload keeps playing), fills the stake list and enables
 * the play controls. `onPlay(form, round)` runs one round per submit with the controls disabled and the
 * error shown. `play(path, body)` sends one round with a fresh Idempotency-Key per click, reused when the
 * network fails and the call is retried; `settled(round, summary)` shows the balance, the result and posts
 * the balance to the portal. Texts come from the one table of messages.js through `t(key, values)`.
 *
 * The portal pauses a game (its reality check) by posting `{ type: 'playfront:pause' }` from the parent
 * window of the same origin, and resumes it with `{ type: 'playfront:resume' }`: while paused every play
 * control is disabled, the page is inert behind a "Paused" notice, no form submits, no key reaches the game
 * and `play` refuses to send a bet (see `setPaused`).
 */

/**
 * @import { DemoSession, DemoSessionState, RotateSeedReply, StakeLimits } from '@playfront/api-contract'
 * @import { MessageKey } from './messages.js'
 */

import { hasMessage, lang, t, translatePage } from './messages.js';

export { lang, t, translatePage };

const params = new URLSearchParams(location.search);

/**
 * The element of `selector`, checked to be of `type` (HTMLElement by default); a page without it is a bug.
 * @template {Element} [E=HTMLElement]
 * @param {string} selector
 * @param {{ new (): E, prototype: E }} [type]
 * @returns {E}
 */
export function $(selector, type) {
  const element = document.querySelector(selector);
  const expected = type ?? HTMLElement;
  if (!(element instanceof expected)) throw new Error(`The page has no ${expected.name} ${selector}`);
  return /** @type {E} */ (element);
}

/**
 * A new element with optional text and class.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [text]
 * @param {string} [className]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, text, className) {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  if (className) element.className = className;
  return element;
}

/**
 * Minor units (string) as "1,234.56".
 * @param {string | bigint} minor
 */
export function formatMoney(minor) {
  let value = BigInt(minor);
  const negative = value < 0n;
  if (negative) value = -value;
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(value % 100n).toString().padStart(2, '0')}`;
}

/**
 * Milliseconds as a "mm:ss" countdown (never negative).
 * @param {number} ms
 */
export function clock(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** An error of a call: `code` is the envelope code (or 'network'). */
export class GameError extends Error {
  /**
   * @param {string} code
   * @param {number} status
   * @param {string} message
   */
  constructor(code, status, message) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** @typedef {{ code?: string }} ErrorLike */

/**
 * The page's own error texts (`sports_err_…`, `lottery_err_…`), looked up before the shared `err_…` ones.
 * @type {'sports' | 'lottery' | null}
 */
let errorScope = null;

/**
 * The code of a thrown value (a GameError, or 'generic' for anything else).
 * @param {unknown} error
 */
const codeOf = (error) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/**
 * The translated text of an error.
 * @param {unknown} error
 */
export function errorText(error) {
  const code = codeOf(error);
  const keys = [...(errorScope ? [`${errorScope}_err_${code}`] : []), `err_${code}`];
  const key = keys.find(hasMessage);
  return t(key ?? 'err_generic');
}

let sessionToken = /** @type {string | null} */ (null);
let currentSession = /** @type {DemoSessionState | null} */ (null);

/**
 * A provider call with the game session token; resolves the envelope's `value` (the caller names its type),
 * rejects a GameError.
 * @param {string} path
 * @param {{ method?: 'GET' | 'POST', body?: unknown, key?: string }} [options]
 * @returns {Promise<unknown>}
 */
export async function api(path, { method = 'GET', body, key } = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json' };
  if (sessionToken) headers['authorization'] = `Bearer ${sessionToken}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new GameError('network', 0, 'network');
  }
  /** @type {{ success?: boolean, value?: unknown, code?: string | null, message?: string | null } | null} */
  let envelope = null;
  try {
    envelope = await response.json();
  } catch {
    throw new GameError(response.ok ? 'generic' : 'network', response.status, 'unreadable reply');
  }
  if (!response.ok || !envelope?.success) {
    throw new GameError(envelope?.code ?? 'generic', response.status, envelope?.message ?? '');
  }
  return envelope.value;
}

const newKey = () =>
  crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Plays one round: one Idempotency-Key for this click, reused on up to two retries after network failures
 * (so a lost reply never plays twice). Resolves the reply's value (the caller names its type).
 * @param {string} path
 * @param {unknown} body
 * @returns {Promise<unknown>}
 */
export async function play(path, body) {
  if (paused) throw new GameError('paused', 0, 'paused');
  const key = newKey();
  clearError();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const round = await api(path, { method: 'POST', body, key });
      return round;
    } catch (error) {
      const code = codeOf(error);
      if (code === 'network' && attempt < 2) {
        await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)));
        continue;
      }
      if (code === 'unauthorized') sessionStorage.removeItem(storageKey());
      throw error;
    }
  }
}

/**
 * What `settled` reads of an instant round.
 * @typedef {object} SettledRound
 * @property {string} roundId
 * @property {string} balance
 * @property {string} payout
 * @property {string} serverSeedHash
 * @property {string} clientSeed
 * @property {number} nonce
 * @property {string} [outcome]  cards: WIN, LOSE or PUSH
 * @property {string} [winner]  baccarat: PLAYER, BANKER or TIE
 * @property {string} [bet]  baccarat: the side bet on
 */

/**
 * After a settled round: balance, result line (with the round id), fairness nonce.
 * @param {SettledRound} round
 * @param {string} summary
 */
export function settled(round, summary) {
  setBalance(round.balance);
  const payout = BigInt(round.payout);
  // A push returns the stake on a tied hand; a slot or fish win equal to the stake is still a win.
  const push = round.outcome === 'PUSH' || (round.winner === 'TIE' && round.bet && round.bet !== 'TIE');
  const money =
    payout === 0n
      ? t('noWin')
      : push
        ? t('pushed', { amount: formatMoney(round.payout) })
        : t('won', { amount: formatMoney(round.payout) });
  const result = $('[data-testid="round-result"]');
  result.replaceChildren();
  const line = el('strong', summary ? `${summary} · ${money}` : money);
  const id = el('span', t('lastRound', { id: round.roundId }), 'round-id');
  result.append(line, id);
  result.classList.toggle('win', payout > 0n && !push);
  if (currentSession) {
    currentSession.fairness = {
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce + 1,
    };
    renderFairness();
  }
}

/**
 * A bet of a scheduled game was placed: its summary and round id in the result line.
 * @param {string} summary
 * @param {string} roundId
 */
export function showPlaced(summary, roundId) {
  const result = $('[data-testid="round-result"]');
  result.classList.remove('win');
  result.replaceChildren(el('strong', summary), el('span', t('lastRound', { id: roundId }), 'round-id'));
}

/**
 * Shows the balance and tells the portal (same origin only).
 * @param {string} balance
 */
export function setBalance(balance) {
  if (currentSession) currentSession.balance = balance;
  const element = document.querySelector('[data-testid="game-balance"]');
  if (element) element.textContent = `${currentSession?.currencySymbol ?? ''} ${formatMoney(balance)}`.trim();
  if (window.parent) {
    window.parent.postMessage({ source: 'playfront-game', type: 'balance', balance }, location.origin);
  }
}

/** Reads the balance again (after scheduled bets settle); a failure waits for the next bet. */
export async function refreshBalance() {
  try {
    const session = /** @type {DemoSessionState} */ (await api('/demo/v1/session'));
    setBalance(session.balance);
  } catch {
    // The balance shows again after the next bet.
  }
}

/**
 * Shows the translated text of an error in the error line.
 * @param {unknown} error
 */
export function showError(error) {
  const element = $('#game-error');
  element.textContent = errorText(error);
  element.hidden = false;
}

/**
 * Shows a message of the table in the error line (a check of the page's own form).
 * @param {MessageKey} key
 * @param {import('./messages.js').MessageValues} [values]
 */
export function showMessage(key, values) {
  const element = $('#game-error');
  element.textContent = t(key, values);
  element.hidden = false;
}

export function clearError() {
  const element = document.querySelector('#game-error');
  if (element instanceof HTMLElement) {
    element.hidden = true;
    element.textContent = '';
  }
}

const storageKey = () => `playfront-game:${params.get('launch') ?? ''}`;

/** The page chrome every game shares: header (name, demo badge, balance), error line, result line, fairness. */
function mountChrome() {
  if (document.querySelector('#game-name')) return;
  const header = el('header', undefined, 'bar');
  header.innerHTML = `<h1 id="game-name">…</h1>
    <span id="demo-badge" class="badge" hidden data-i18n="demo"></span>
    <p class="balance"><span data-i18n="balance"></span>
      <strong data-testid="game-balance" aria-live="polite" aria-atomic="true">…</strong></p>`;
  document.body.prepend(header);
  const main = $('#game');
  const error = el('p', undefined, 'error');
  error.id = 'game-error';
  error.setAttribute('role', 'alert');
  error.hidden = true;
  const result = el('div', undefined, 'result');
  result.dataset['testid'] = 'round-result';
  result.setAttribute('aria-live', 'polite');
  main.append(error, result);
  const fairness = el('details', undefined, 'fair');
  fairness.id = 'fairness';
  fairness.innerHTML = `<summary data-i18n="fairness"></summary>
    <dl>
      <dt data-i18n="serverSeedHash"></dt><dd id="fair-hash" class="mono"></dd>
      <dt data-i18n="nonce"></dt><dd id="fair-nonce"></dd>
    </dl>
    <form id="fair-seed-form" class="row">
      <label for="fair-client" data-i18n="clientSeed"></label>
      <input id="fair-client" maxlength="64" autocomplete="off" spellcheck="false" required>
      <button type="submit" data-i18n="setClientSeed"></button>
    </form>
    <p class="row"><button id="fair-rotate" type="button" data-i18n="rotate"></button>
      <a id="fair-verify" href="verify.html" target="_blank" rel="noopener" data-i18n="verifyLink"></a></p>
    <p id="fair-status" role="status"></p>
    <div id="fair-previous" hidden>
      <p data-i18n="previousSeed"></p>
      <p id="fair-previous-seed" class="mono"></p>
      <p id="fair-previous-hash" class="mono"></p>
    </div>`;
  document.body.append(fairness);
}

/**
 * Opens the game session (launch token exchange, or the stored session of this launch after a reload).
 * @returns {Promise<DemoSessionState>}
 */
async function startGame() {
  mountChrome();
  translatePage();
  const stored = sessionStorage.getItem(storageKey());
  /** @type {DemoSessionState | null} */
  let session = null;
  try {
    if (stored) {
      sessionToken = stored;
      try {
        session = /** @type {DemoSessionState} */ (await api('/demo/v1/session'));
      } catch (error) {
        if (codeOf(error) !== 'unauthorized') throw error;
        sessionToken = null;
        sessionStorage.removeItem(storageKey());
      }
    }
    if (!session) {
      const launchToken = params.get('launch') ?? '';
      const opened = /** @type {DemoSession} */ (
        await api('/demo/v1/session', { method: 'POST', body: { launchToken } })
      );
      sessionToken = opened.sessionToken;
      sessionStorage.setItem(storageKey(), opened.sessionToken);
      session = opened;
    }
  } catch (error) {
    showError(codeOf(error) === 'validation_failed' ? { code: 'unauthorized' } : error);
    document.querySelector('#game')?.setAttribute('aria-busy', 'false');
    throw error;
  }
  currentSession = session;
  $('#game-name').textContent = session.game.name;
  document.title = session.game.name;
  $('#demo-badge').hidden = session.mode !== 'TRIAL';
  setBalance(session.balance);
  mountFairness(session.game.engine);
  document.querySelector('#game')?.setAttribute('aria-busy', 'false');
  return session;
}

/**
 * How a page opens its game.
 * @typedef {object} GameOptions
 * @property {number[]} stakes  the stakes offered (minor units), kept between the limits
 * @property {StakeLimits} [limits]  fixed stake limits (scheduled games); the session's limits otherwise
 * @property {'sports' | 'lottery'} [errors]  the page's own error texts (`sports_err_…`) come first
 * @property {string} [messagesAfter]  scheduled games: the error and result lines move after this element,
 *   and the session's seed panel is hidden (each draw or match commits its own seed)
 */

/**
 * The prologue of every game page: the page chrome and its texts, the game session, the stake list
 * (`#stake`), the play controls enabled. Resolves null when no session could be opened (the error is shown).
 * @param {GameOptions} options
 * @returns {Promise<DemoSessionState | null>}
 */
export async function openGame({ stakes, limits, errors, messagesAfter }) {
  errorScope = errors ?? null;
  let session;
  try {
    session = await startGame();
  } catch {
    return null;
  }
  if (messagesAfter) {
    $('#fairness').hidden = true;
    $(messagesAfter).after($('#game-error'), $('[data-testid="round-result"]'));
  }
  const stakeLimits = limits ?? session.limits;
  if (stakeLimits) fillStakes($('#stake', HTMLSelectElement), stakeLimits, stakes);
  busy(false);
  return session;
}

/**
 * Plays a round on each submit of `form`: the form's values are read, the play controls are disabled while
 * `round` runs, and an error it throws is shown (after `onError` restores the table).
 * @param {HTMLFormElement} form
 * @param {(data: FormData) => Promise<void>} round
 * @param {(error: unknown) => void} [onError]
 */
export function onPlay(form, round, onError) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    busy(true);
    try {
      await round(data);
    } catch (error) {
      onError?.(error);
      showError(error);
    } finally {
      busy(false);
    }
  });
}

/**
 * Fills a <select> with stakes between the limits (in minor units, multiples of the step).
 * @param {HTMLSelectElement} select
 * @param {StakeLimits} limits
 * @param {number[]} presets
 */
export function fillStakes(select, limits, presets) {
  const min = BigInt(limits.min);
  const max = BigInt(limits.max);
  const step = BigInt(limits.step);
  const options = presets.map(BigInt).filter((value) => value >= min && value <= max && value % step === 0n);
  if (!options.length) options.push(min);
  select.replaceChildren(
    ...options.map((value) => {
      const option = el('option', formatMoney(value.toString()));
      option.value = value.toString();
      return option;
    }),
  );
  select.value = options[Math.min(2, options.length - 1)].toString();
}

let engineName = 'slot';

function renderFairness() {
  const fairness = currentSession?.fairness;
  if (!fairness) return;
  $('#fair-hash').textContent = fairness.serverSeedHash;
  $('#fair-client', HTMLInputElement).value = fairness.clientSeed;
  $('#fair-nonce').textContent = String(fairness.nonce);
}

/** @param {string} engine */
function mountFairness(engine) {
  engineName = engine;
  const panel = document.querySelector('#fairness');
  if (!panel) return;
  renderFairness();
  const verify = $('#fair-verify', HTMLAnchorElement);
  verify.href = `verify.html?lang=${lang}&engine=${engine}`;
  $('#fair-seed-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    clearError();
    try {
      const fairness = await api('/demo/v1/fairness/client-seed', {
        method: 'POST',
        body: { clientSeed: $('#fair-client', HTMLInputElement).value.trim() },
      });
      if (currentSession) currentSession.fairness = /** @type {DemoSessionState['fairness']} */ (fairness);
      renderFairness();
      $('#fair-status').textContent = t('seedSaved');
    } catch (error) {
      showError(error);
    }
  });
  $('#fair-rotate').addEventListener('click', async () => {
    clearError();
    try {
      const rotated = /** @type {RotateSeedReply} */ (
        await api('/demo/v1/fairness/rotate', { method: 'POST' })
      );
      if (currentSession) currentSession.fairness = rotated.current;
      renderFairness();
      const previous = rotated.previous;
      $('#fair-previous').hidden = false;
      $('#fair-previous-seed').textContent = previous.serverSeed;
      $('#fair-previous-hash').textContent = `SHA-256 ${previous.serverSeedHash}`;
      const query = new URLSearchParams({
        lang,
        engine: engineName,
        serverSeed: previous.serverSeed,
        clientSeed: previous.clientSeed,
        nonce: String(Math.max(0, previous.rounds - 1)),
      });
      verify.href = `verify.html?${query.toString()}`;
    } catch (error) {
      showError(error);
    }
  });
}

/** @type {Record<string, string>} */
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };

/**
 * Cards "TS" -> { text: "10♠", red: false }.
 * @param {string} code
 */
export function cardFace(code) {
  const rank = code[0] === 'T' ? '10' : code[0];
  const suit = SUITS[code[1]];
  return { text: `${rank}${suit}`, red: code[1] === 'H' || code[1] === 'D' };
}

/**
 * A card element (face down when `code` is null).
 * @param {string | null} code
 */
export function cardElement(code) {
  const element = el('span', undefined, 'card');
  if (!code) {
    element.classList.add('back');
    element.setAttribute('aria-hidden', 'true');
    return element;
  }
  const face = cardFace(code);
  element.textContent = face.text;
  if (face.red) element.classList.add('red');
  return element;
}

export const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
/** @param {number} ms @returns {Promise<void>} */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, reducedMotion() ? 0 : ms));

/** A round is in flight (`busy`). */
let inFlight = false;
/** The portal has paused the game (`setPaused`). */
let paused = false;

/** Whether the portal has paused the game. */
export const isPaused = () => paused;

/** @returns {(HTMLButtonElement | HTMLInputElement | HTMLSelectElement)[]} */
function playControls() {
  return [...document.querySelectorAll('[data-play-control]')].filter(
    (control) =>
      control instanceof HTMLButtonElement ||
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement,
  );
}

/**
 * Enables or disables one play control as the page wants it; while the game is paused it stays disabled
 * and takes that state when the game resumes.
 * @param {HTMLButtonElement | HTMLInputElement | HTMLSelectElement} control
 * @param {boolean} enabled
 */
export function setPlayable(control, enabled) {
  if (paused) control.toggleAttribute('data-resume-enabled', enabled);
  else control.disabled = !enabled;
}

/**
 * Disables the play controls while a round is in flight.
 * @param {boolean} on
 */
export function busy(on) {
  inFlight = on;
  for (const control of playControls()) setPlayable(control, !on);
  document.querySelector('#game')?.setAttribute('aria-busy', on ? 'true' : 'false');
}

/** The "Paused" notice over the page, made the first time the game pauses. */
function pausedNotice() {
  const existing = document.querySelector('#game-paused');
  if (existing instanceof HTMLElement) return existing;
  const notice = el('div', undefined, 'paused-notice');
  notice.id = 'game-paused';
  notice.setAttribute('role', 'status');
  notice.hidden = true;
  const box = el('p', undefined, 'paused-box');
  box.append(el('strong', t('paused')), el('span', t('err_paused')));
  notice.append(box);
  document.body.append(notice);
  return notice;
}

/**
 * Pauses or resumes the game. Paused: every play control is disabled (each remembers whether it was
 * enabled), the page behind the "Paused" notice is inert and `body.paused` is set; resumed: the controls
 * take their state back (still disabled while a round is in flight).
 * @param {boolean} on
 */
export function setPaused(on) {
  if (on === paused) return;
  const notice = pausedNotice();
  if (on) {
    for (const control of playControls()) {
      control.toggleAttribute('data-resume-enabled', !control.disabled);
      control.disabled = true;
    }
    paused = true;
  } else {
    paused = false;
    for (const control of playControls()) {
      if (control.hasAttribute('data-resume-enabled')) control.disabled = inFlight;
      control.removeAttribute('data-resume-enabled');
    }
  }
  document.body.classList.toggle('paused', on);
  for (const child of document.body.children) {
    if (child !== notice) child.toggleAttribute('inert', on);
  }
  notice.hidden = !on;
}

// Only the portal page that frames this game (the parent window, same origin) may pause and resume it.
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== location.origin) return;
  const type = event.data && typeof event.data === 'object' ? event.data.type : undefined;
  if (type === 'playfront:pause') setPaused(true);
  else if (type === 'playfront:resume') setPaused(false);
});
// While paused nothing submits a bet and no key reaches the game (its shortcuts, Enter and Space).
document.addEventListener(
  'submit',
  (event) => {
    if (!paused) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  },
  true,
);
window.addEventListener(
  'keydown',
  (event) => {
    if (!paused) return;
    event.stopImmediatePropagation();
    if (event.key === 'Enter' || event.key === ' ') event.preventDefault();
  },
  true,
);
