// @ts-check
/**
 * The sports (1X2), esports (match winner) and sabong (Meron / Wala / Draw cockfights) book, one script for
 * all: `sports.html` is the football book, `sports.html?book=esports` the esports one,
 * `sports.html?book=sabong` the cockpit. Fixtures with odds buttons, a slip of singles at the odds
 * shown, and my bets. The server fixes every result by a seed committed (hash shown) when the match is
 * listed and settles at the simulated final whistle; the page only shows and polls.
 */

/**
 * @import { Fixture, FixtureList, FixturePick, ScheduledBetList, ScheduledBetReply } from '@playfront/api-contract'
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
  setPlayable,
  showError,
  showPlaced,
  t,
} from './common.js';

const book = new URLSearchParams(location.search).get('book');
/** @type {'sports' | 'esports' | 'sabong'} */
const kind = book === 'esports' || book === 'sabong' ? book : 'sports';

// What differs between the books: the title before the session names the game, the fixtures heading and
// the rules (translated with the rest of the page).
if (kind === 'esports') {
  document.title = 'Esports';
  $('#sports-fixtures-title').dataset['i18n'] = 'esports_fixtures';
  $('#sports-rules').dataset['i18n'] = 'esports_rules';
}
if (kind === 'sabong') {
  document.title = 'Sabong';
  $('#sports-fixtures-title').dataset['i18n'] = 'sabong_fights';
  $('#sports-rules').dataset['i18n'] = 'sabong_rules';
}

/** @typedef {{ fixture: Fixture, pick: FixturePick, odds: string }} SlipEntry */

/** @type {Map<number, SlipEntry>} fixture id -> the pick on the slip */
const slip = new Map();
/** @type {Fixture[]} */
let fixtures = [];
/** Server time minus local time, so countdowns follow the server clock. */
let offset = 0;
let openBets = 0;

/** @param {Fixture} fixture */
const matchName = (fixture) => `${fixture.home} v ${fixture.away}`;
/** @param {Fixture} fixture @param {FixturePick} pick */
const pickName = (fixture, pick) =>
  kind === 'esports'
    ? pick === 'HOME'
      ? fixture.home
      : fixture.away
    : kind === 'sabong'
      ? t(`sabong_pick_${pick}`)
      : t(`sports_pick_${pick}`);
/** @param {Fixture} fixture @param {FixturePick} pick */
const oddsOf = (fixture, pick) =>
  pick === 'HOME' ? fixture.odds.home : pick === 'AWAY' ? fixture.odds.away : (fixture.odds.draw ?? '');
/** @param {Fixture} fixture */
const bettable = (fixture) => fixture.status === 'SCHEDULED' && fixture.kickoffAt > Date.now() + offset;

/** @param {Fixture} fixture */
function statusText(fixture) {
  if (fixture.status === 'FINISHED') {
    return t(kind === 'sabong' ? 'sabong_result' : 'sports_finished', { score: fixture.score ?? '' });
  }
  if (fixture.status === 'CANCELLED') return t('sports_cancelled');
  if (!bettable(fixture)) return t('sports_live');
  return t('sports_starts_in', { time: clock(fixture.kickoffAt - Date.now() - offset) });
}

function renderFixtures() {
  // Re-rendering must not take keyboard focus away from the odds button in use.
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const focusPick = active?.dataset['pick'];
  const focusFixture = focusPick
    ? active?.closest('[data-fixture]')?.getAttribute('data-fixture')
    : undefined;
  $('#sports-fixtures').replaceChildren(
    ...fixtures.map((fixture) => {
      const card = el('article', undefined, 'sports-fixture');
      card.dataset['fixture'] = String(fixture.id);
      const meta = el('p', undefined, 'sports-meta');
      const status = el('span', statusText(fixture), 'sports-status');
      status.classList.toggle(
        'live',
        fixture.status === 'LIVE' || (!bettable(fixture) && fixture.status === 'SCHEDULED'),
      );
      meta.append(
        el(
          'span',
          `${fixture.league} · ${new Date(fixture.kickoffAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`,
        ),
        status,
      );
      card.append(meta, el('h3', matchName(fixture)));
      const odds = el('div', undefined, 'sports-odds');
      /** @type {FixturePick[]} */
      const picks = fixture.odds.draw === null ? ['HOME', 'AWAY'] : ['HOME', 'DRAW', 'AWAY'];
      for (const pick of picks) {
        const button = el('button');
        button.type = 'button';
        button.append(el('span', pickName(fixture, pick)), el('b', oddsOf(fixture, pick)));
        button.setAttribute(
          'aria-label',
          t('sports_odds_label', {
            match: matchName(fixture),
            pick: pickName(fixture, pick),
            odds: oddsOf(fixture, pick),
          }),
        );
        button.setAttribute('aria-pressed', String(slip.get(fixture.id)?.pick === pick));
        button.disabled = !bettable(fixture);
        button.dataset['pick'] = pick;
        button.addEventListener('click', () => {
          if (slip.get(fixture.id)?.pick === pick) slip.delete(fixture.id);
          else slip.set(fixture.id, { fixture, pick, odds: oddsOf(fixture, pick) });
          renderFixtures();
          renderSlip();
        });
        odds.append(button);
      }
      card.append(odds);
      const seed = fixture.serverSeed
        ? t('revealedSeed', { seed: fixture.serverSeed })
        : t('sports_seed_hash', { hash: fixture.seedHash.slice(0, 16) + '…' });
      const seedLine = el('p', seed, 'sports-small mono');
      seedLine.title = fixture.serverSeed ?? fixture.seedHash;
      card.append(seedLine);
      return card;
    }),
  );
  if (focusFixture && focusPick) {
    const button = document.querySelector(
      `[data-fixture="${focusFixture}"] button[data-pick="${focusPick}"]`,
    );
    if (button instanceof HTMLElement) button.focus();
  }
}

function renderSlip() {
  const entries = [...slip.values()];
  $('#sports-slip-empty').hidden = entries.length > 0;
  $('#sports-slip').replaceChildren(
    ...entries.map((entry) => {
      const item = el('li');
      item.append(
        el('span', `${matchName(entry.fixture)} · ${pickName(entry.fixture, entry.pick)} @ ${entry.odds}`),
      );
      const remove = el('button', t('sports_remove'));
      remove.type = 'button';
      remove.setAttribute('aria-label', t('sports_remove_label', { match: matchName(entry.fixture) }));
      remove.addEventListener('click', () => {
        slip.delete(entry.fixture.id);
        renderSlip();
        renderFixtures();
      });
      item.append(remove);
      return item;
    }),
  );
  const stake = BigInt($('#stake', HTMLSelectElement).value || '0');
  $('#sports-slip-total').textContent = entries.length
    ? t('sports_total', {
        count: entries.length,
        amount: formatMoney((stake * BigInt(entries.length)).toString()),
      })
    : '';
  // Through setPlayable: a slip changed while the game is paused stays unplayable until it resumes.
  setPlayable($('#sports-place', HTMLButtonElement), entries.length > 0);
}

async function loadFixtures() {
  const value = /** @type {FixtureList} */ (await api(`/demo/v1/${kind}/fixtures`));
  offset = value.serverTime - Date.now();
  fixtures = value.list;
  // Keep slip entries fresh (odds, status); drop matches that no longer take bets.
  for (const [id, entry] of slip) {
    const fixture = fixtures.find((candidate) => candidate.id === id);
    if (!fixture || !bettable(fixture)) slip.delete(id);
    else slip.set(id, { fixture, pick: entry.pick, odds: oddsOf(fixture, entry.pick) });
  }
  renderFixtures();
  renderSlip();
}

async function loadBets() {
  const { list } = /** @type {ScheduledBetList} */ (await api(`/demo/v1/${kind}/bets`));
  const before = openBets;
  openBets = list.filter((bet) => bet.status === 'OPEN').length;
  $('#sports-mine-empty').hidden = list.length > 0;
  $('#sports-mine').replaceChildren(
    ...list.slice(0, 20).map((bet) => {
      const item = el('li');
      const pick =
        kind === 'esports'
          ? bet.selection === 'HOME'
            ? bet.market.split(' v ')[0]
            : bet.market.split(' v ')[1]
          : t(`${kind === 'sabong' ? 'sabong' : 'sports'}_pick_${bet.selection}`);
      item.append(
        el(
          'span',
          `${bet.market} · ${pick} @ ${bet.odds} · ${formatMoney(bet.stake)}${bet.result && bet.status === 'SETTLED' ? ` · ${bet.result}` : ''}`,
        ),
      );
      const won = bet.status === 'SETTLED' && BigInt(bet.payout ?? '0') > 0n;
      item.append(
        el(
          'strong',
          bet.status === 'OPEN'
            ? t('sports_open')
            : bet.status === 'VOID'
              ? t('refunded')
              : won
                ? t('won', { amount: formatMoney(bet.payout ?? '0') })
                : t('sports_lost'),
          won ? 'won' : '',
        ),
      );
      return item;
    }),
  );
  if (openBets < before) await refreshBalance();
}

/** @param {SubmitEvent} event */
async function placeSlip(event) {
  event.preventDefault();
  clearError();
  const entries = [...slip.values()];
  if (entries.length === 0) return;
  busy(true);
  try {
    const reply = /** @type {ScheduledBetReply} */ (
      await play(`/demo/v1/${kind}/slip`, {
        selections: entries.map((entry) => ({
          fixtureId: entry.fixture.id,
          pick: entry.pick,
          odds: entry.odds,
        })),
        stake: $('#stake', HTMLSelectElement).value,
      })
    );
    setBalance(reply.balance);
    const last = reply.bets[reply.bets.length - 1];
    showPlaced(t('sports_placed', { count: reply.bets.length }), last.roundId);
    slip.clear();
    await loadBets();
  } catch (error) {
    showError(error);
    if (error instanceof GameError && (error.code === 'odds_changed' || error.code === 'betting_closed')) {
      await loadFixtures().catch(() => undefined);
    }
  } finally {
    busy(false);
    renderSlip();
    renderFixtures();
  }
}

const session = await openGame({
  stakes: [100, 200, 500, 1000, 5000, 10000, 50000, 100000],
  limits: { min: '100', max: '1000000', step: '100' },
  errors: 'sports',
  messagesAfter: '#sports-slip-form',
});
if (session) {
  $('#stake').addEventListener('change', renderSlip);
  $('#sports-slip-form').addEventListener('submit', placeSlip);
  busy(true);
  try {
    await loadFixtures();
    await loadBets();
  } catch (error) {
    showError(error);
  } finally {
    busy(false);
    renderSlip();
  }
  let tick = 0;
  setInterval(() => {
    tick += 1;
    for (const fixture of fixtures) {
      const status = document.querySelector(`[data-fixture="${fixture.id}"] .sports-status`);
      if (status) status.textContent = statusText(fixture);
    }
    if (tick % 5 === 0) {
      loadFixtures().catch(() => undefined);
      if (openBets > 0) loadBets().catch(() => undefined);
    }
  }, 1000);
}
