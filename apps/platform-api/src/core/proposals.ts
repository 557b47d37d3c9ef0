import { ErrorCode, OperatorErrorCode } from '@playfront/api-contract';
import type { Proposal, ProposalKind, ProposalPage, ProposalQuery } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { pageOf } from './paging';
import type { AppContext, ProposalExecutor } from './context';
import type { Db } from './db';
import { AppError } from './errors';

/**
 * The two-person rule: a money action above its threshold is proposed by one operator and carried out when a
 * different operator approves it. The module that owns the action registers its executor (at route
 * registration); approving runs it in the same transaction that marks the proposal approved, so it runs once.
 */

export interface ProposalInput {
  kind: ProposalKind;
  summary: string;
  target: string;
  amount: bigint | null;
  payload: Record<string, unknown>;
}

export const registerProposalExecutor = (ctx: AppContext, kind: ProposalKind, executor: ProposalExecutor) => {
  ctx.proposalExecutors.set(kind, executor);
};

const columns = [
  'id',
  'kind',
  'summary',
  'target',
  sql<string | null>`amount::text`.as('amount'),
  'payload',
  'status',
  'proposed_by',
  'proposed_at',
  'decided_by',
  'decided_at',
  'reason',
  'result',
] as const;

type Row = {
  id: number;
  kind: string;
  summary: string;
  target: string;
  amount: string | null;
  payload: Record<string, unknown>;
  status: string;
  proposed_by: string;
  proposed_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
  result: unknown;
};

const toProposal = (row: Row): Proposal => ({
  id: row.id,
  kind: row.kind as Proposal['kind'],
  summary: row.summary,
  target: row.target,
  amount: row.amount,
  payload: row.payload,
  status: row.status as Proposal['status'],
  proposedBy: row.proposed_by,
  proposedAt: row.proposed_at.getTime(),
  decidedBy: row.decided_by,
  decidedAt: row.decided_at?.getTime() ?? null,
  reason: row.reason,
  result: row.result ?? null,
});

const who = (request: FastifyRequest): string => {
  if (!request.operator) throw new Error('proposals need an operator call');
  return request.operator.username;
};

/** Records a proposal; 409 already_decided when the same withdrawal already waits for approval. */
export async function propose(
  ctx: AppContext,
  request: FastifyRequest,
  input: ProposalInput,
): Promise<Proposal> {
  const row = await ctx.db
    .insertInto('operator_proposals')
    .values({
      merchant_code: ctx.config.merchantCode,
      kind: input.kind,
      summary: input.summary,
      target: input.target,
      amount: input.amount === null ? null : input.amount.toString(),
      payload: JSON.stringify(input.payload),
      status: 'pending',
      proposed_by: who(request),
      proposed_at: ctx.now(),
      result: JSON.stringify(null),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new AppError(409, ErrorCode.alreadyDecided, 'This already waits for a second operator');
  return toProposal(row as Row);
}

export async function listProposals(ctx: AppContext, query: ProposalQuery): Promise<ProposalPage> {
  let base = ctx.db.selectFrom('operator_proposals').where('merchant_code', '=', ctx.config.merchantCode);
  if (query.status) base = base.where('status', '=', query.status);
  const found = await pageOf(base, query, (filtered) => filtered.select(columns).orderBy('id', 'desc'));
  return { ...found, list: (found.list as Row[]).map(toProposal) };
}

export async function pendingProposals(db: Db, merchant: string): Promise<number> {
  const row = await db
    .selectFrom('operator_proposals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_code', '=', merchant)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const lockPending = async (trx: Db, ctx: AppContext, id: number, approver: string): Promise<Row> => {
  const row = (await trx
    .selectFrom('operator_proposals')
    .select(columns)
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw new AppError(404, ErrorCode.notFound, 'No such proposal');
  if (row.status !== 'pending') throw new AppError(409, ErrorCode.alreadyDecided, 'This proposal is decided');
  if (row.proposed_by === approver) {
    throw new AppError(409, OperatorErrorCode.selfApproval, 'A second operator must decide this proposal');
  }
  return row;
};

const decide = async (
  trx: Db,
  id: number,
  status: 'approved' | 'rejected' | 'failed',
  by: string,
  at: Date,
  reason: string | null,
  result: unknown,
): Promise<Row> =>
  (await trx
    .updateTable('operator_proposals')
    .set({ status, decided_by: by, decided_at: at, reason, result: JSON.stringify(result ?? null) })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow()) as Row;

/**
 * Approves (runs the action, in the same transaction) or rejects a pending proposal. The proposer cannot
 * decide it (409 proposal_self_approval); a decided one is 409 already_decided. When the action is refused
 * (e.g. the member's balance no longer covers a debit) nothing moves and the proposal ends `failed`, with
 * the refusal's code in its result.
 */
export async function decideProposal(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
  approve: boolean,
  reason: string | null,
): Promise<Proposal> {
  const approver = who(request);
  let executing = false;
  try {
    return toProposal(
      await ctx.db.transaction().execute(async (trx) => {
        const row = await lockPending(trx, ctx, id, approver);
        if (!approve) return decide(trx, id, 'rejected', approver, ctx.now(), reason, null);
        const executor = ctx.proposalExecutors.get(row.kind as ProposalKind);
        if (!executor) throw new Error(`no executor for ${row.kind}`);
        executing = true;
        const result = await executor(trx, ctx, row.payload);
        return decide(trx, id, 'approved', approver, ctx.now(), reason, result);
      }),
    );
  } catch (error) {
    if (!executing || !(error instanceof AppError)) throw error;
    // The action was refused: record that on the proposal, in a transaction of its own.
    return toProposal(
      await ctx.db.transaction().execute(async (trx) => {
        await lockPending(trx, ctx, id, approver);
        return decide(trx, id, 'failed', approver, ctx.now(), reason, {
          code: error.code,
          message: error.message,
        });
      }),
    );
  }
}
