import { FIXTURE_MARGIN } from '@playfront/api-contract';
import type { Fixture, FixtureList } from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import type { GameCtx, GameWallet } from '../platform';
import { newServerSeed, seedHash } from '../shared/fair';
import { formatOdds, payoutFor } from '../shared/odds';
import { CLAIM_BATCH, claimBets, markSettled } from '../shared/scheduled-bets';
import type { FixturesTable } from '../tables';
import {
  esportsLeagues,
  esportsTeams,
  fixtureKey,
  fixtureOdds,
  fixtureOutcome,
  fixtureSchedules,
  footballLeagues,
  footballTeams,
  roosters,
  sabongArenas,
} from './model';
import type { FixtureKind } from './model';

export type FixtureRow = Selectable<FixturesTable>;

// ---------------------------------------------------------------------------------------------------------
// Fixtures (jobs)

const randomIndex = (length: number) => Math.floor(Math.random() * length);

const teamsOf = { SPORTS: footballTeams, ESPORTS: esportsTeams, SABONG: roosters };
const leaguesOf = { SPORTS: footballLeagues, ESPORTS: esportsLeagues, SABONG: sabongArenas };

/**
 * Keeps the upcoming matches of each kind listed: one per kick-off slot, teams drawn at random. Sabong
 * fights are fixtures too: the stronger rooster fights as Meron (home), the other as Wala (away).
 */
export async function ensureFixtures(ctx: GameCtx, merchant: string): Promise<number> {
  const now = ctx.now().getTime();
  let created = 0;
  for (const kind of ['SPORTS', 'ESPORTS', 'SABONG'] as const) {
    const schedule = fixtureSchedules[kind];
    const every = schedule.every * 1000;
    const first = Math.floor(now / every) + 1;
    const slots = Array.from({ length: schedule.upcoming }, (_, index) => first + index);
    const existing = await ctx.db
      .selectFrom('fixtures')
      .select('slot')
      .where('merchant_code', '=', merchant)
      .where('kind', '=', kind)
      .where('slot', 'in', slots)
      .execute();
    const have = new Set(existing.map((row) => Number(row.slot)));
    const teams = teamsOf[kind];
    const leagues = leaguesOf[kind];
    const rows = slots
      .filter((slot) => !have.has(slot))
      .map((slot) => {
        const homeIndex = randomIndex(teams.length);
        const awayIndex = (homeIndex + 1 + randomIndex(teams.length - 1)) % teams.length;
        const [home, away] =
          kind === 'SABONG' && teams[awayIndex].strength > teams[homeIndex].strength
            ? [teams[awayIndex], teams[homeIndex]]
            : [teams[homeIndex], teams[awayIndex]];
        const odds = fixtureOdds(kind, home.strength, away.strength, FIXTURE_MARGIN);
        const seed = newServerSeed();
        return {
          merchant_code: merchant,
          kind,
          slot,
          league: leagues[randomIndex(leagues.length)],
          home: home.name,
          away: away.name,
          home_strength: home.strength,
          away_strength: away.strength,
          kickoff_at: new Date(slot * every),
          end_at: new Date(slot * every + schedule.duration * 1000),
          status: 'SCHEDULED' as const,
          odds_home: odds.home,
          odds_draw: odds.draw,
          odds_away: odds.away,
          server_seed: seed,
          seed_hash: seedHash(seed),
        };
      });
    if (rows.length === 0) continue;
    const inserted = await ctx.db
      .insertInto('fixtures')
      .values(rows)
      .onConflict((oc) => oc.columns(['merchant_code', 'kind', 'slot']).doNothing())
      .returning('id')
      .execute();
    created += inserted.length;
  }
  return created;
}

/** Kicks off due matches and decides finished ones from their committed seeds; returns the decided count. */
export async function kickOffAndFinishFixtures(ctx: GameCtx): Promise<number> {
  const now = ctx.now();
  await ctx.db
    .updateTable('fixtures')
    .set({ status: 'LIVE' })
    .where('status', '=', 'SCHEDULED')
    .where('kickoff_at', '<=', now)
    .execute();
  const due = await ctx.db
    .selectFrom('fixtures')
    .select(['id', 'kind', 'slot', 'server_seed', 'home_strength', 'away_strength'])
    .where('status', 'in', ['SCHEDULED', 'LIVE'])
    .where('end_at', '<=', now)
    .orderBy('end_at')
    .limit(500)
    .execute();
  let decided = 0;
  for (const fixture of due) {
    const outcome = fixtureOutcome(
      fixture.kind,
      fixture.server_seed,
      fixtureKey(fixture.kind, Number(fixture.slot)),
      fixture.home_strength,
      fixture.away_strength,
    );
    const result = await ctx.db
      .updateTable('fixtures')
      .set({
        status: outcome.cancelled ? 'CANCELLED' : 'FINISHED',
        score: outcome.score,
        outcome: outcome.outcome,
        finished_at: now,
      })
      .where('id', '=', fixture.id)
      .where('status', 'in', ['SCHEDULED', 'LIVE'])
      .executeTakeFirst();
    decided += Number(result.numUpdatedRows);
  }
  return decided;
}

/**
 * Settles (or, for cancelled matches, voids) the open bets of decided matches. A sabong draw pays the Draw
 * bets and refunds the Meron and Wala bets (VOID, result DRAW), as cockpits do.
 */
export async function settleFixtureBets(
  ctx: GameCtx,
  wallet: GameWallet,
  onError: (error: unknown) => void,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const bets = await claimBets(ctx, 'FIXTURE');
    if (bets.length === 0) return settled;
    const fixtures = new Map(
      (
        await ctx.db
          .selectFrom('fixtures')
          .selectAll()
          .where('id', 'in', [...new Set(bets.map((bet) => bet.fixture_id as number))])
          .execute()
      ).map((fixture) => [fixture.id, fixture]),
    );
    for (const bet of bets) {
      const fixture = fixtures.get(bet.fixture_id as number);
      if (!fixture) continue;
      try {
        if (fixture.status === 'CANCELLED') {
          const money = await wallet.voidRound(ctx, bet.round_id);
          await markSettled(ctx, bet, 'VOID', money.stake, 'CANCELLED');
        } else if (fixture.kind === 'SABONG' && fixture.outcome === 'DRAW' && bet.selection !== 'DRAW') {
          const money = await wallet.voidRound(ctx, bet.round_id);
          await markSettled(ctx, bet, 'VOID', money.stake, fixture.score);
        } else {
          const payout = bet.selection === fixture.outcome ? payoutFor(BigInt(bet.stake), bet.odds) : 0n;
          await wallet.settleRound(ctx, {
            roundId: bet.round_id,
            payout,
            result: { score: fixture.score, outcome: fixture.outcome, serverSeed: fixture.server_seed },
          });
          await markSettled(ctx, bet, 'SETTLED', payout, fixture.score);
        }
        settled += 1;
      } catch (error) {
        onError(error);
      }
    }
    if (bets.length < CLAIM_BATCH) return settled;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Fixture calls

const toFixture = (row: FixtureRow): Fixture => {
  const decided = row.status === 'FINISHED' || row.status === 'CANCELLED';
  return {
    id: row.id,
    kind: row.kind,
    league: row.league,
    home: row.home,
    away: row.away,
    kickoffAt: row.kickoff_at.getTime(),
    endAt: row.end_at.getTime(),
    status: row.status,
    odds: {
      home: formatOdds(row.odds_home),
      draw: row.odds_draw === null ? null : formatOdds(row.odds_draw),
      away: formatOdds(row.odds_away),
    },
    seedHash: row.seed_hash,
    serverSeed: decided ? row.server_seed : null,
    score: row.score,
    outcome: (row.outcome as Fixture['outcome']) ?? null,
  };
};

/** Upcoming, live and recently decided matches (the last 15 minutes), by kick-off. */
export async function fixtureList(ctx: GameCtx, merchant: string, kind: FixtureKind): Promise<FixtureList> {
  const now = ctx.now();
  const list = async () =>
    ctx.db
      .selectFrom('fixtures')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .where('kind', '=', kind)
      .where('end_at', '>', new Date(now.getTime() - 15 * 60_000))
      .orderBy('kickoff_at')
      .limit(40)
      .execute();
  let rows = await list();
  if (!rows.some((row) => row.status === 'SCHEDULED' && row.kickoff_at > now)) {
    await ensureFixtures(ctx, merchant);
    rows = await list();
  }
  return { list: rows.map(toFixture), serverTime: now.getTime() };
}
