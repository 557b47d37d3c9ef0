import { ErrorCode, isAgentType } from '@playfront/api-contract';
import type {
  AgentContract,
  ContractKind,
  ContractListQuery,
  ContractPage,
  ContractTerms,
  OfferContractRequest,
} from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { AppError, featureDisabled, validationError } from '../../core/errors';
import { sendInboxMessages, sendSystemMessage } from '../messages';
import { usernamesById } from '../identity';
import { getSettings } from '../system';
import type { AgentContractsTable } from './tables';
import { exceeds, policyKey, termsErrors } from './terms';
import { teamMemberByName } from './team';

type Row = Selectable<AgentContractsTable>;
type Role = 'upline' | 'downline';

/** Every change of contracts takes this lock first: offers, answers and cascades never interleave. */
const CONTRACTS_LOCK = 727_020;
const lockContracts = (trx: Db) => sql`SELECT pg_advisory_xact_lock(${CONTRACTS_LOCK})`.execute(trx);

const kindNames: Record<ContractKind, string> = {
  DIVIDEND: 'dividend',
  DAILY_WAGE: 'daily wage',
  HOURLY_WAGE: 'hourly wage',
  REALTIME: 'real-time salary',
};

const notAllowed = (message: string) => new AppError(409, ErrorCode.contractNotAllowed, message);

async function assertKindEnabled(ctx: AppContext, kind: ContractKind): Promise<void> {
  const settings = await getSettings(ctx);
  if (!settings.agentPolicy[policyKey[kind]]) throw featureDisabled();
}

/** The agent's own live contract of `kind` (from its upline or the platform), or null. */
async function activeContract(db: Db, downlineId: number, kind: string): Promise<Row | null> {
  return (
    (await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('downline_id', '=', downlineId)
      .where('kind', '=', kind)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst()) ?? null
  );
}

const termsOf = (row: Row) => row.terms as unknown as ContractTerms;

/** The usernames of both parties of every contract in `rows`, and of the accounts `others`. */
const usernames = (db: Db, rows: Row[], others: number[] = []) =>
  usernamesById(db, [
    ...rows.flatMap((row) => [row.downline_id, row.upline_id ?? row.downline_id]),
    ...others,
  ]);

/** The live contracts `agentId` gave its direct downlines, of `kinds`. */
const givenContracts = (db: Db, agentId: number, kinds: string[]): Promise<Row[]> =>
  db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('upline_id', '=', agentId)
    .where('kind', 'in', kinds)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .execute();

/**
 * Which of `given` (live contracts an agent gave, of one kind) end when the agent's own contract of the kind
 * becomes `own` (null: it has none left): every one that pays more. The one rule of the ceiling, applied by
 * `enforceCeiling` and shown beforehand to the agent that would accept (`autoTerminates`).
 */
function endedUnder(given: Row[], own: ContractTerms | null): Row[] {
  return given.filter((contract) => exceeds(termsOf(contract), own));
}

/**
 * For each contract in `rows` whose pending request `agentId` answers as its downline, the ids of the direct
 * downlines whose live contracts of the kind end if it accepts: those above the offered terms, or all of
 * them when the request is to end its own contract. An upline answering its downline's termination keeps
 * its own contract, so it ends none of its own.
 */
async function endedOnAccept(db: Db, agentId: number, rows: Row[]): Promise<Map<number, number[]>> {
  const toAnswer = rows.filter(
    (row) => row.downline_id === agentId && row.request !== null && row.requested_by === 'upline',
  );
  if (toAnswer.length === 0) return new Map();
  const given = await givenContracts(db, agentId, [...new Set(toAnswer.map((row) => row.kind))]);
  return new Map(
    toAnswer.map((row) => {
      const own = row.request === 'NEW_CONTRACT' ? termsOf(row) : null;
      const ofKind = given.filter((contract) => contract.kind === row.kind);
      return [row.id, endedUnder(ofKind, own).map((contract) => contract.downline_id)];
    }),
  );
}

const toContract = (row: Row, names: Map<number, string>, ends: number[] = []): AgentContract => ({
  id: row.id,
  kind: row.kind as ContractKind,
  upline: row.upline_id === null ? null : (names.get(row.upline_id) ?? ''),
  downline: names.get(row.downline_id) ?? '',
  terms: termsOf(row),
  status: row.status as AgentContract['status'],
  request: row.request as AgentContract['request'],
  requestedBy: row.requested_by as AgentContract['requestedBy'],
  endReason: row.end_reason as AgentContract['endReason'],
  offeredAt: row.offered_at.getTime(),
  startedAt: row.started_at?.getTime() ?? null,
  endedAt: row.ended_at?.getTime() ?? null,
  autoTerminates: ends.map((id) => names.get(id) ?? '').sort(),
});

/** The agent's contracts as upline, as downline, or both; newest first. */
export async function listContracts(
  ctx: AppContext,
  agentId: number,
  query: ContractListQuery,
): Promise<ContractPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  let base = ctx.db.selectFrom('agent_contracts').where('merchant_code', '=', ctx.config.merchantCode);
  if (query.role === 'upline') base = base.where('upline_id', '=', agentId);
  else if (query.role === 'downline') base = base.where('downline_id', '=', agentId);
  else base = base.where((eb) => eb.or([eb('upline_id', '=', agentId), eb('downline_id', '=', agentId)]));
  if (query.status) base = base.where('status', '=', query.status);
  if (query.kind) base = base.where('kind', '=', query.kind);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const ends = await endedOnAccept(ctx.db, agentId, rows);
  const names = await usernames(ctx.db, rows, [...ends.values()].flat());
  return {
    list: rows.map((row) => toContract(row, names, ends.get(row.id))),
    total: Number(count.total),
    page,
    size,
  };
}

/** One contract the agent is a party of, with its role in it; 404 for anyone else's. */
async function partyContract(db: Db, agentId: number, id: number, lock = false) {
  let query = db.selectFrom('agent_contracts').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || (row.upline_id !== agentId && row.downline_id !== agentId)) {
    throw new AppError(404, ErrorCode.notFound, 'No such contract');
  }
  const role: Role = row.upline_id === agentId ? 'upline' : 'downline';
  return { row, role };
}

/** Checks an offer's terms against the offerer's own contract of the kind: never more than it is paid. */
async function assertUnderCeiling(db: Db, uplineId: number | null, terms: ContractTerms): Promise<void> {
  if (uplineId === null) return;
  const own = await activeContract(db, uplineId, terms.kind);
  if (!own) {
    throw new AppError(
      409,
      ErrorCode.contractUplineMissing,
      `You have no ${kindNames[terms.kind]} contract of your own to share`,
    );
  }
  if (exceeds(terms, termsOf(own))) {
    throw new AppError(
      409,
      ErrorCode.contractRateTooHigh,
      "A downline's rate cannot exceed the rate of your own contract",
    );
  }
}

/** An upline offers a direct downline agent a contract; an open offer of the same kind is withdrawn. */
export async function offerContract(
  ctx: AppContext,
  agentId: number,
  body: OfferContractRequest,
): Promise<AgentContract> {
  const { terms } = body;
  await assertKindEnabled(ctx, terms.kind);
  const errors = termsErrors(terms);
  if (errors.length > 0) throw validationError(errors);
  const merchant = ctx.config.merchantCode;
  const downline = await teamMemberByName(ctx.db, merchant, agentId, body.downline, { directOnly: true });
  if (!isAgentType(downline.accountType)) throw notAllowed('Contracts are offered to agents only');
  if (downline.disabled) throw notAllowed('This account is disabled');
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockContracts(trx);
    await assertUnderCeiling(trx, agentId, terms);
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'WITHDRAWN', request: null, requested_by: null, ended_at: now })
      .where('downline_id', '=', downline.id)
      .where('kind', '=', terms.kind)
      .where('status', '=', 'OFFERED')
      .execute();
    const inserted = await trx
      .insertInto('agent_contracts')
      .values({
        merchant_code: merchant,
        upline_id: agentId,
        downline_id: downline.id,
        kind: terms.kind,
        terms: JSON.stringify(terms),
        status: 'OFFERED',
        request: 'NEW_CONTRACT',
        requested_by: 'upline',
        offered_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await sendSystemMessage(trx, downline.id, 'contract_offered', { kind: terms.kind }, now);
    return inserted;
  });
  return toContract(row, await usernames(ctx.db, [row]));
}

/**
 * Ends every live contract below `agentId` (of `kind`) that now pays more than the agent's own, and so on
 * down the team: a downline's rate never exceeds its upline's. Both parties of each are told.
 */
async function enforceCeiling(trx: Db, agentId: number, kind: string, now: Date): Promise<number> {
  const own = await activeContract(trx, agentId, kind);
  const below = await givenContracts(trx, agentId, [kind]);
  let ended = 0;
  for (const contract of endedUnder(below, own && termsOf(own))) {
    await trx
      .updateTable('agent_contracts')
      .set({ status: 'TERMINATED', end_reason: 'AUTO', ended_at: now, request: null, requested_by: null })
      .where('id', '=', contract.id)
      .execute();
    const name = kindNames[kind as ContractKind];
    await sendInboxMessages(
      trx,
      [
        {
          userId: contract.downline_id,
          title: 'Contract ended',
          content: `Your ${name} contract ended automatically: your upline's own contract now pays less than it did.`,
        },
        {
          userId: agentId,
          title: 'Contract ended',
          content: `A ${name} contract you gave a downline ended automatically: it paid more than your new contract.`,
        },
      ],
      now,
    );
    ended += 1 + (await enforceCeiling(trx, contract.downline_id, kind, now));
  }
  return ended;
}

/** Starts an offered contract (replacing the live one of its kind) and applies the ceiling below it. */
async function startContract(trx: Db, row: Row, now: Date): Promise<void> {
  await assertUnderCeiling(trx, row.upline_id, termsOf(row));
  await trx
    .updateTable('agent_contracts')
    .set({ status: 'REPLACED', end_reason: 'REPLACED', ended_at: now, request: null, requested_by: null })
    .where('downline_id', '=', row.downline_id)
    .where('kind', '=', row.kind)
    .where('status', '=', 'ACTIVE')
    .execute();
  await trx
    .updateTable('agent_contracts')
    .set({ status: 'ACTIVE', started_at: now, request: null, requested_by: null })
    .where('id', '=', row.id)
    .execute();
  await enforceCeiling(trx, row.downline_id, row.kind, now);
}

/** Ends a live contract, then the contracts below that now exceed nothing. */
async function endContract(trx: Db, row: Row, reason: 'REQUESTED' | 'OPERATOR', now: Date): Promise<void> {
  await trx
    .updateTable('agent_contracts')
    .set({ status: 'TERMINATED', end_reason: reason, ended_at: now, request: null, requested_by: null })
    .where('id', '=', row.id)
    .execute();
  await enforceCeiling(trx, row.downline_id, row.kind, now);
}

type Answer = 'accept' | 'reject' | 'withdraw' | 'terminate';

/**
 * The parties' moves on a contract: the other side accepts or rejects a pending request (a new contract or
 * a termination), the side that asked may withdraw it, and either side of a live contract may ask to end it.
 */
export async function answerContract(
  ctx: AppContext,
  agentId: number,
  id: number,
  answer: Answer,
): Promise<AgentContract> {
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockContracts(trx);
    const { row, role } = await partyContract(trx, agentId, id, true);
    const other = role === 'upline' ? row.downline_id : row.upline_id;
    const name = kindNames[row.kind as ContractKind];
    const tell = (title: string, content: string) =>
      other === null ? Promise.resolve() : sendInboxMessages(trx, [{ userId: other, title, content }], now);
    const pending = row.request !== null;
    const mine = row.requested_by === role;
    if (answer === 'terminate') {
      if (row.status !== 'ACTIVE' || pending)
        throw notAllowed('Only a live contract without a request can be ended');
      await trx
        .updateTable('agent_contracts')
        .set({ request: 'TERMINATION', requested_by: role })
        .where('id', '=', row.id)
        .execute();
      await tell('Termination requested', `The other party asks to end your ${name} contract.`);
    } else if (answer === 'withdraw') {
      if (!pending || !mine) throw notAllowed('There is no request of yours to withdraw');
      if (row.status === 'OFFERED') {
        await trx
          .updateTable('agent_contracts')
          .set({ status: 'WITHDRAWN', request: null, requested_by: null, ended_at: now })
          .where('id', '=', row.id)
          .execute();
      } else {
        await trx
          .updateTable('agent_contracts')
          .set({ request: null, requested_by: null })
          .where('id', '=', row.id)
          .execute();
      }
      await tell('Request withdrawn', `A request about your ${name} contract was withdrawn.`);
    } else {
      if (!pending || mine) throw notAllowed('There is no request for you to answer');
      const accepted = answer === 'accept';
      if (row.request === 'NEW_CONTRACT') {
        if (accepted) await startContract(trx, row, now);
        else {
          await trx
            .updateTable('agent_contracts')
            .set({ status: 'REJECTED', request: null, requested_by: null, ended_at: now })
            .where('id', '=', row.id)
            .execute();
        }
        await tell(
          accepted ? 'Contract accepted' : 'Contract rejected',
          `Your ${name} contract offer was ${accepted ? 'accepted' : 'rejected'}.`,
        );
      } else {
        if (accepted) await endContract(trx, row, 'REQUESTED', now);
        else {
          await trx
            .updateTable('agent_contracts')
            .set({ request: null, requested_by: null })
            .where('id', '=', row.id)
            .execute();
        }
        await tell(
          accepted ? 'Contract ended' : 'Termination refused',
          accepted
            ? `Your ${name} contract ended as you asked.`
            : `Your request to end the ${name} contract was refused; it stays in force.`,
        );
      }
    }
    return trx.selectFrom('agent_contracts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  });
  return toContract(row, await usernames(ctx.db, [row]));
}

/**
 * The operator sets a top-level agent's contract with the platform (live at once, replacing the one of its
 * kind), or ends it; the ceiling then applies down the agent's team.
 */
export async function setPlatformContract(
  ctx: AppContext,
  username: string,
  terms: ContractTerms | null,
  kind: ContractKind,
): Promise<AgentContract | null> {
  const merchant = ctx.config.merchantCode;
  const agent = await ctx.db
    .selectFrom('users')
    .select(['id', 'account_type', 'upline_id'])
    .where('merchant_code', '=', merchant)
    .where('username_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!agent) throw new AppError(404, ErrorCode.notFound, 'No such account');
  if (!isAgentType(agent.account_type)) throw notAllowed('Contracts are for agents only');
  if (agent.upline_id !== null) throw notAllowed('The platform contracts top-level agents only');
  if (terms) {
    const errors = termsErrors(terms);
    if (terms.kind !== kind) {
      errors.push({
        field: 'terms.kind',
        key: 'contract_kind_mismatch',
        message: `The terms are not for ${kind}`,
      });
    }
    if (errors.length > 0) throw validationError(errors);
  }
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockContracts(trx);
    const live = await activeContract(trx, agent.id, kind);
    if (!terms) {
      if (live) await endContract(trx, live, 'OPERATOR', now);
      return null;
    }
    const inserted = await trx
      .insertInto('agent_contracts')
      .values({
        merchant_code: merchant,
        upline_id: null,
        downline_id: agent.id,
        kind,
        terms: JSON.stringify(terms),
        status: 'OFFERED',
        request: 'NEW_CONTRACT',
        requested_by: 'upline',
        offered_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await startContract(trx, inserted, now);
    return trx
      .selectFrom('agent_contracts')
      .selectAll()
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
  });
  return row ? toContract(row, await usernames(ctx.db, [row])) : null;
}

/** The consolidated funds call's field for each kind (spec §3 agent contract fields). */
export const requestFields = {
  DAILY_WAGE: 'dailysalreqtype',
  DIVIDEND: 'divtypereq',
  HOURLY_WAGE: 'contracthoursalreq',
  REALTIME: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

type RequestField = (typeof requestFields)[ContractKind];

/**
 * For each kind, the request waiting for this account's answer: an offer or a termination asked by the
 * other party of one of its contracts (an offer first when there are both), or null.
 */
export async function awaitingAnswer(
  db: Db,
  userId: number,
): Promise<Record<RequestField, 'NEW_CONTRACT' | 'TERMINATION' | null>> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select(['kind', 'request'])
    .where('request', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('downline_id', '=', userId), eb('requested_by', '=', 'upline')]),
        eb.and([eb('upline_id', '=', userId), eb('requested_by', '=', 'downline')]),
      ]),
    )
    .execute();
  const fields = Object.fromEntries(Object.values(requestFields).map((field) => [field, null])) as Record<
    RequestField,
    'NEW_CONTRACT' | 'TERMINATION' | null
  >;
  for (const row of rows) {
    const field = requestFields[row.kind as ContractKind];
    if (fields[field] !== 'NEW_CONTRACT') fields[field] = row.request as 'NEW_CONTRACT' | 'TERMINATION';
  }
  return fields;
}
