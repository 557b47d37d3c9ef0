/**
 * Shared code of the demo game pages (vanilla ES module, no build step).
 *
 * A page calls `startGame()`: it exchanges the single-use `?launch=` token for a game session (kept in
 * sessionStorage so a reload keeps playing), fills the header (game name, balance, demo badge) and the
 * fairness panel, and returns the session. `play(path, body)` sends one round with a fresh Idempotency-Key
 * per click, reused when the network fails and the call is retried, then shows the balance and posts it to
 * the portal. `t(key, params)` translates from the page language (?lang=en|cn|ja|th|vi|ko); pages add their
 * own keys with `addMessages`.
 */

const LANGS = ['en', 'cn', 'ja', 'th', 'vi', 'ko'];
const HTML_LANG = { en: 'en', cn: 'zh-CN', ja: 'ja', th: 'th', vi: 'vi', ko: 'ko' };

const params = new URLSearchParams(location.search);
export const lang = LANGS.includes(params.get('lang')) ? params.get('lang') : 'en';
document.documentElement.lang = HTML_LANG[lang];

const messages = {
  en: {
    balance: 'Balance',
    stake: 'Stake',
    demo: 'Demo mode · play money',
    loading: 'Loading…',
    fairness: 'Provably fair',
    serverSeedHash: 'Server seed hash',
    clientSeed: 'Client seed',
    nonce: 'Next nonce',
    setClientSeed: 'Set client seed',
    rotate: 'Rotate seed',
    previousSeed: 'Previous server seed (revealed)',
    verifyLink: 'Verify rounds',
    lastRound: 'Round {id}',
    won: 'Won {amount}',
    noWin: 'No win',
    pushed: 'Push: stake returned ({amount})',
    err_insufficient_funds: 'Not enough balance for this bet.',
    err_unauthorized: 'Your game session has ended. Please open the game again from the lobby.',
    err_validation_failed: 'This bet is not allowed. Check the stake.',
    err_forbidden: 'This action is not allowed in this game.',
    err_network: 'Network problem. Please try again.',
    err_generic: 'Something went wrong. Please try again.',
    seedSaved: 'Client seed saved.',
  },
  cn: {
    balance: '余额',
    stake: '投注额',
    demo: '试玩模式 · 虚拟币',
    loading: '加载中…',
    fairness: '可验证公平',
    serverSeedHash: '服务器种子哈希',
    clientSeed: '客户端种子',
    nonce: '下一个随机数',
    setClientSeed: '设置客户端种子',
    rotate: '更换种子',
    previousSeed: '上一个服务器种子（已公开）',
    verifyLink: '验证局',
    lastRound: '局号 {id}',
    won: '赢得 {amount}',
    noWin: '未中奖',
    pushed: '和局：退还本金（{amount}）',
    err_insufficient_funds: '余额不足，无法下注。',
    err_unauthorized: '游戏会话已结束，请从大厅重新进入游戏。',
    err_validation_failed: '该投注不被允许，请检查投注额。',
    err_forbidden: '此游戏不允许该操作。',
    err_network: '网络异常，请重试。',
    err_generic: '出错了，请重试。',
    seedSaved: '客户端种子已保存。',
  },
  ja: {
    balance: '残高',
    stake: 'ベット額',
    demo: 'デモモード・プレイマネー',
    loading: '読み込み中…',
    fairness: '公平性の証明',
    serverSeedHash: 'サーバーシードのハッシュ',
    clientSeed: 'クライアントシード',
    nonce: '次のノンス',
    setClientSeed: 'クライアントシードを設定',
    rotate: 'シードを交換',
    previousSeed: '前のサーバーシード（公開済み）',
    verifyLink: 'ラウンドを検証',
    lastRound: 'ラウンド {id}',
    won: '{amount} 獲得',
    noWin: '当たりなし',
    pushed: '引き分け：ベット額を返却（{amount}）',
    err_insufficient_funds: '残高が足りません。',
    err_unauthorized: 'ゲームセッションが終了しました。ロビーからもう一度ゲームを開いてください。',
    err_validation_failed: 'このベットはできません。ベット額を確認してください。',
    err_forbidden: 'このゲームではこの操作はできません。',
    err_network: 'ネットワークエラーです。もう一度お試しください。',
    err_generic: 'エラーが発生しました。もう一度お試しください。',
    seedSaved: 'クライアントシードを保存しました。',
  },
  th: {
    balance: 'ยอดเงิน',
    stake: 'เงินเดิมพัน',
    demo: 'โหมดทดลอง · เงินจำลอง',
    loading: 'กำลังโหลด…',
    fairness: 'ตรวจสอบความยุติธรรมได้',
    serverSeedHash: 'แฮชของเซิร์ฟเวอร์ซีด',
    clientSeed: 'ไคลเอนต์ซีด',
    nonce: 'นอนซ์ถัดไป',
    setClientSeed: 'ตั้งค่าไคลเอนต์ซีด',
    rotate: 'เปลี่ยนซีด',
    previousSeed: 'เซิร์ฟเวอร์ซีดก่อนหน้า (เปิดเผยแล้ว)',
    verifyLink: 'ตรวจสอบรอบ',
    lastRound: 'รอบ {id}',
    won: 'ชนะ {amount}',
    noWin: 'ไม่ชนะ',
    pushed: 'เสมอ: คืนเงินเดิมพัน ({amount})',
    err_insufficient_funds: 'ยอดเงินไม่พอสำหรับการเดิมพันนี้',
    err_unauthorized: 'เซสชันเกมสิ้นสุดแล้ว กรุณาเปิดเกมใหม่จากล็อบบี้',
    err_validation_failed: 'ไม่สามารถเดิมพันนี้ได้ กรุณาตรวจสอบเงินเดิมพัน',
    err_forbidden: 'ไม่อนุญาตให้ทำรายการนี้ในเกมนี้',
    err_network: 'เครือข่ายมีปัญหา กรุณาลองใหม่',
    err_generic: 'เกิดข้อผิดพลาด กรุณาลองใหม่',
    seedSaved: 'บันทึกไคลเอนต์ซีดแล้ว',
  },
  vi: {
    balance: 'Số dư',
    stake: 'Tiền cược',
    demo: 'Chế độ chơi thử · tiền ảo',
    loading: 'Đang tải…',
    fairness: 'Công bằng có thể kiểm chứng',
    serverSeedHash: 'Mã băm hạt giống máy chủ',
    clientSeed: 'Hạt giống người chơi',
    nonce: 'Nonce tiếp theo',
    setClientSeed: 'Đặt hạt giống người chơi',
    rotate: 'Đổi hạt giống',
    previousSeed: 'Hạt giống máy chủ trước (đã công bố)',
    verifyLink: 'Kiểm chứng ván chơi',
    lastRound: 'Ván {id}',
    won: 'Thắng {amount}',
    noWin: 'Không thắng',
    pushed: 'Hòa: hoàn tiền cược ({amount})',
    err_insufficient_funds: 'Số dư không đủ cho lần cược này.',
    err_unauthorized: 'Phiên trò chơi đã kết thúc. Vui lòng mở lại trò chơi từ sảnh.',
    err_validation_failed: 'Không thể đặt cược này. Vui lòng kiểm tra tiền cược.',
    err_forbidden: 'Thao tác này không được phép trong trò chơi này.',
    err_network: 'Lỗi mạng. Vui lòng thử lại.',
    err_generic: 'Đã xảy ra lỗi. Vui lòng thử lại.',
    seedSaved: 'Đã lưu hạt giống người chơi.',
  },
  ko: {
    balance: '잔액',
    stake: '베팅액',
    demo: '데모 모드 · 가상 머니',
    loading: '불러오는 중…',
    fairness: '공정성 검증',
    serverSeedHash: '서버 시드 해시',
    clientSeed: '클라이언트 시드',
    nonce: '다음 논스',
    setClientSeed: '클라이언트 시드 설정',
    rotate: '시드 교체',
    previousSeed: '이전 서버 시드(공개됨)',
    verifyLink: '라운드 검증',
    lastRound: '라운드 {id}',
    won: '{amount} 당첨',
    noWin: '당첨 없음',
    pushed: '무승부: 베팅액 반환({amount})',
    err_insufficient_funds: '잔액이 부족합니다.',
    err_unauthorized: '게임 세션이 종료되었습니다. 로비에서 게임을 다시 열어 주세요.',
    err_validation_failed: '이 베팅은 할 수 없습니다. 베팅액을 확인해 주세요.',
    err_forbidden: '이 게임에서는 허용되지 않는 작업입니다.',
    err_network: '네트워크 오류입니다. 다시 시도해 주세요.',
    err_generic: '문제가 발생했습니다. 다시 시도해 주세요.',
    seedSaved: '클라이언트 시드를 저장했습니다.',
  },
};

/** Adds a page's messages: `{ en: {...}, cn: {...}, ... }`. */
export function addMessages(table) {
  for (const code of LANGS) Object.assign(messages[code], table[code] ?? {});
}

/** The message of `key` in the page language (English when missing), `{name}` filled from params. */
export function t(key, values = {}) {
  const text = messages[lang][key] ?? messages.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) =>
    values[name] === undefined ? `{${name}}` : String(values[name]),
  );
}

/** Fills every [data-i18n] element's text (and [data-i18n-label] aria-label) from the table. */
export function translatePage(root = document) {
  for (const element of root.querySelectorAll('[data-i18n]')) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll('[data-i18n-label]')) {
    element.setAttribute('aria-label', t(element.dataset.i18nLabel));
  }
}

/** Minor units (string) as "1,234.56". */
export function formatMoney(minor) {
  let value = BigInt(minor);
  const negative = value < 0n;
  if (negative) value = -value;
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** An error of a call: `code` is the envelope code (or 'network'). */
export class GameError extends Error {
  constructor(code, status, message) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** The translated text of an error. */
export function errorText(error) {
  const key = `err_${error?.code}`;
  return messages.en[key] ? t(key) : t('err_generic');
}

let sessionToken = null;
let currentSession = null;
const $ = (selector) => document.querySelector(selector);

/** A provider call with the game session token; resolves `value`, rejects a GameError. */
export async function api(path, { method = 'GET', body, key } = {}) {
  const headers = { accept: 'application/json' };
  if (sessionToken) headers.authorization = `Bearer ${sessionToken}`;
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
  let envelope = null;
  try {
    envelope = await response.json();
  } catch {
    throw new GameError(response.ok ? 'generic' : 'network', response.status, 'unreadable reply');
  }
  if (!response.ok || !envelope.success) {
    throw new GameError(envelope?.code ?? 'generic', response.status, envelope?.message ?? '');
  }
  return envelope.value;
}

const newKey = () =>
  crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Plays one round: one Idempotency-Key for this click, reused on up to two retries after network failures
 * (so a lost reply never plays twice). Updates the balance, result line and fairness panel.
 */
export async function play(path, body) {
  const key = newKey();
  clearError();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const round = await api(path, { method: 'POST', body, key });
      return round;
    } catch (error) {
      if (error.code === 'network' && attempt < 2) {
        await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)));
        continue;
      }
      if (error.code === 'unauthorized') sessionStorage.removeItem(storageKey());
      throw error;
    }
  }
}

/** After a settled round: balance, result line (with the round id), fairness nonce. */
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
  const line = document.createElement('strong');
  line.textContent = summary ? `${summary} · ${money}` : money;
  const id = document.createElement('span');
  id.className = 'round-id';
  id.textContent = t('lastRound', { id: round.roundId });
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

/** Shows the balance and tells the portal (same origin only). */
export function setBalance(balance) {
  if (currentSession) currentSession.balance = balance;
  const element = $('[data-testid="game-balance"]');
  if (element) element.textContent = `${currentSession?.currencySymbol ?? ''} ${formatMoney(balance)}`.trim();
  if (window.parent) {
    window.parent.postMessage({ source: 'playfront-game', type: 'balance', balance }, location.origin);
  }
}

export function showError(error) {
  const element = $('#game-error');
  element.textContent = errorText(error);
  element.hidden = false;
}

export function clearError() {
  const element = $('#game-error');
  if (element) {
    element.hidden = true;
    element.textContent = '';
  }
}

const storageKey = () => `playfront-game:${params.get('launch') ?? ''}`;

/** The page chrome every game shares: header (name, demo badge, balance), error line, result line, fairness. */
function mountChrome() {
  if ($('#game-name')) return;
  const header = document.createElement('header');
  header.className = 'bar';
  header.innerHTML = `<h1 id="game-name">…</h1>
    <span id="demo-badge" class="badge" hidden data-i18n="demo"></span>
    <p class="balance"><span data-i18n="balance"></span>
      <strong data-testid="game-balance" aria-live="polite" aria-atomic="true">…</strong></p>`;
  document.body.prepend(header);
  const main = $('#game');
  const error = document.createElement('p');
  error.id = 'game-error';
  error.className = 'error';
  error.setAttribute('role', 'alert');
  error.hidden = true;
  const result = document.createElement('div');
  result.className = 'result';
  result.dataset.testid = 'round-result';
  result.setAttribute('aria-live', 'polite');
  main.append(error, result);
  const fairness = document.createElement('details');
  fairness.id = 'fairness';
  fairness.className = 'fair';
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

/** Opens the game session (launch token exchange, or the stored session of this launch after a reload). */
export async function startGame() {
  mountChrome();
  translatePage();
  const stored = sessionStorage.getItem(storageKey());
  let session = null;
  try {
    if (stored) {
      sessionToken = stored;
      try {
        session = await api('/demo/v1/session');
      } catch (error) {
        if (error.code !== 'unauthorized') throw error;
        sessionToken = null;
        sessionStorage.removeItem(storageKey());
      }
    }
    if (!session) {
      const launchToken = params.get('launch') ?? '';
      const opened = await api('/demo/v1/session', { method: 'POST', body: { launchToken } });
      sessionToken = opened.sessionToken;
      sessionStorage.setItem(storageKey(), sessionToken);
      session = opened;
    }
  } catch (error) {
    showError(error.code === 'validation_failed' ? { code: 'unauthorized' } : error);
    $('#game')?.setAttribute('aria-busy', 'false');
    throw error;
  }
  currentSession = session;
  $('#game-name').textContent = session.game.name;
  document.title = session.game.name;
  $('#demo-badge').hidden = session.mode !== 'TRIAL';
  setBalance(session.balance);
  mountFairness(session.game.engine);
  $('#game')?.setAttribute('aria-busy', 'false');
  return session;
}

/** Fills a <select> with stakes between the session limits (in minor units, multiples of the step). */
export function fillStakes(
  select,
  limits,
  presets = [10, 50, 100, 200, 500, 1000, 5000, 10000, 50000, 100000],
) {
  const min = BigInt(limits.min);
  const max = BigInt(limits.max);
  const step = BigInt(limits.step);
  const options = presets.map(BigInt).filter((value) => value >= min && value <= max && value % step === 0n);
  if (!options.length) options.push(min);
  select.replaceChildren(
    ...options.map((value) => {
      const option = document.createElement('option');
      option.value = value.toString();
      option.textContent = formatMoney(value.toString());
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
  $('#fair-client').value = fairness.clientSeed;
  $('#fair-nonce').textContent = String(fairness.nonce);
}

function mountFairness(engine) {
  engineName = engine;
  const panel = $('#fairness');
  if (!panel) return;
  renderFairness();
  const verify = $('#fair-verify');
  verify.href = `verify.html?lang=${lang}&engine=${engine}`;
  $('#fair-seed-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    clearError();
    try {
      currentSession.fairness = await api('/demo/v1/fairness/client-seed', {
        method: 'POST',
        body: { clientSeed: $('#fair-client').value.trim() },
      });
      renderFairness();
      $('#fair-status').textContent = t('seedSaved');
    } catch (error) {
      showError(error);
    }
  });
  $('#fair-rotate').addEventListener('click', async () => {
    clearError();
    try {
      const rotated = await api('/demo/v1/fairness/rotate', { method: 'POST' });
      currentSession.fairness = rotated.current;
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

/** Cards "TS" -> { text: "10♠", red: false }. */
export function cardFace(code) {
  const rank = code[0] === 'T' ? '10' : code[0];
  const suit = { S: '♠', H: '♥', D: '♦', C: '♣' }[code[1]];
  return { text: `${rank}${suit}`, red: code[1] === 'H' || code[1] === 'D' };
}

/** A card element (face down when `code` is null). */
export function cardElement(code) {
  const element = document.createElement('span');
  element.className = 'card';
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
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, reducedMotion() ? 0 : ms));

/** Disables the play controls while a round is in flight. */
export function busy(on) {
  for (const control of document.querySelectorAll('[data-play-control]')) control.disabled = on;
  $('#game')?.setAttribute('aria-busy', on ? 'true' : 'false');
}
