import { writeFile } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import { basename, resolve } from 'node:path';
import type {
  ChannelPayee,
  ChannelPayeeRequest,
  Deposit,
  Proposal,
  Reconciliation,
  Withdrawal,
} from '@playfront/api-contract';
import type { Db } from '../core/db';
import {
  decideDeposit,
  decideWithdrawal,
  disputedWithdrawals,
  memberWallets,
  pendingDeposits,
  pendingWithdrawalAmount,
  pendingWithdrawals,
  proofImage,
  resolveDispute,
  setChannelPayee,
} from '../modules/payments/service';
import type {
  DisputeResolution,
  DisputedWithdrawal,
  MoneyEnv,
  ResolvedDispute,
} from '../modules/payments/service';
import { appendAudit } from '../core/audit';
import { AppError } from '../core/errors';
import { reconcile } from './reconcile';

export const usage = `Usage: npm run ops -- <command>
  pending                          list pending deposits and withdrawals
  deposit approve|reject <ref>     decide a pending deposit
  withdrawal approve|reject <ref>  decide a pending withdrawal
  disputes                         list withdrawals reported as not received, with their proof images
  proof <ref> <file> [<path>]      save one proof image of a withdrawal (default: ./<file>)
  dispute paid|refund <ref>        resolve a not-received report: the payout stands, or refund it
                                   to the member's main wallet (the same answer again changes nothing)
  balances <username>              show a member's wallets
  payee <channel> bank|ewallet|qr [field=value ...]
                                   set where members pay into a deposit channel; fields: bankName,
                                   accountName, accountNumber, ewalletId, qrPayload, expiryMinutes
                                   (bank needs bankName, accountName, accountNumber; ewallet ewalletId;
                                   qr qrPayload)
  reconcile                        check every ledger invariant (exit 1 on a violation)

Where it runs:
  PLAYFRONT_API_URL set (e.g. http://127.0.0.1:3000): through the running server's operator calls
    (/wps/admin/*) with OPERATOR_KEY as X-Operator-Key. Use this while the server runs on PGlite:
    an embedded PGlite folder has one owner, the server.
  otherwise: opens the database directly, like the server does (DATABASE_URL, or PGLITE_DIR when unset;
    stop a PGlite server first). Each change is recorded in the audit trail as cli:<user>@<host>.`;

/** What the commands need; served by the database directly or by a running server's operator API. */
export interface OpsBackend {
  pendingDeposits(): Promise<Array<Deposit & { userId: number }>>;
  pendingWithdrawals(): Promise<Array<Withdrawal & { userId: number }>>;
  decideDeposit(reference: string, approve: boolean): Promise<Deposit>;
  /** A release above the two-person threshold answers the proposal a second operator must approve. */
  decideWithdrawal(reference: string, approve: boolean): Promise<Withdrawal | { proposal: Proposal }>;
  disputes(): Promise<DisputedWithdrawal[]>;
  proof(reference: string, fileName: string): Promise<{ contentType: string; bytes: Buffer }>;
  resolveDispute(reference: string, resolution: DisputeResolution): Promise<ResolvedDispute>;
  wallets(username: string): Promise<Array<{ kind: string; code: string; balance: string }>>;
  setPayee(channel: string, body: ChannelPayeeRequest): Promise<ChannelPayee>;
  reconcile(): Promise<Reconciliation>;
}

/** Who a command run on the database itself is in the audit trail: the machine account that ran it. */
export const cliActor = (): string => `cli:${userInfo().username}@${hostname()}`;

/**
 * The commands on the database itself (the server's money functions, one transaction each). Every change,
 * refused ones included, is recorded in the audit trail as the server records an operator call: `actor`
 * (kind `system`), the command, its target, the request and the outcome.
 */
export const databaseBackend = (
  env: MoneyEnv,
  uploadDir: string,
  withdrawalAbove = 5_000_000n,
  actor = cliActor(),
): OpsBackend => {
  const audited = async <T>(
    action: string,
    summary: string,
    target: string,
    request: unknown,
    change: () => Promise<T>,
  ): Promise<T> => {
    const record = (status: number, reply: unknown) =>
      appendAudit(env.db, env.now(), {
        actor,
        actorKind: 'system',
        roles: [],
        action: `CLI ${action}`,
        summary,
        target,
        before: null,
        after: { request, reply },
        status,
        ip: null,
      });
    let result: T;
    try {
      result = await change();
    } catch (error) {
      const refusal = error instanceof AppError ? error : null;
      await record(refusal?.statusCode ?? 500, {
        code: refusal?.code ?? 'internal',
        message: refusal?.message ?? 'failed',
      });
      throw error;
    }
    await record(200, result);
    return result;
  };
  return {
    pendingDeposits: () => pendingDeposits(env),
    pendingWithdrawals: () => pendingWithdrawals(env),
    decideDeposit: (reference, approve) =>
      audited(
        'deposit',
        'Approve or reject a pending deposit',
        `reference=${reference}`,
        { decision: approve ? 'approve' : 'reject' },
        () => decideDeposit(env, reference, approve),
      ),
    decideWithdrawal: (reference, approve) =>
      audited(
        'withdrawal',
        'Approve or reject a pending withdrawal',
        `reference=${reference}`,
        { decision: approve ? 'approve' : 'reject' },
        async () => {
          // Without a server there is no second operator to ask: a large release is the back office's.
          const amount = approve ? await pendingWithdrawalAmount(env, reference) : null;
          if (amount !== null && amount > withdrawalAbove) {
            throw new AppError(
              409,
              'two_person_required',
              'Above the two-person threshold: propose it through the running server or the back office',
            );
          }
          return decideWithdrawal(env, reference, approve);
        },
      ),
    disputes: () => disputedWithdrawals(env),
    proof: (reference, fileName) => proofImage(env, uploadDir, reference, fileName),
    resolveDispute: (reference, resolution) =>
      audited(
        'dispute',
        'Resolve a withdrawal reported as not received',
        `reference=${reference}`,
        { resolution },
        () => resolveDispute(env, reference, resolution),
      ),
    wallets: (username) => memberWallets(env, username),
    setPayee: (channel, body) =>
      audited('payee', 'Set where members pay into a deposit channel', `code=${channel}`, body, () =>
        setChannelPayee(env, channel, body),
      ),
    reconcile: () => reconcile(env.db, env.merchant),
  };
};

type Fetch = typeof fetch;

/**
 * The commands through a running server's operator API. A failed call becomes the AppError the server
 * replied with, so both backends print the same `code: message`.
 */
export function httpBackend(baseUrl: string, operatorKey: string, fetcher: Fetch = fetch): OpsBackend {
  const base = baseUrl.replace(/\/+$/, '');
  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Response> => {
    const response = await fetcher(`${base}${path}`, {
      method,
      headers: {
        'x-operator-key': operatorKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) {
      let envelope: { code?: string; message?: string } = {};
      try {
        envelope = (await response.json()) as typeof envelope;
      } catch {
        // Not an envelope (a proxy page, say): the status tells enough.
      }
      throw new AppError(
        response.status,
        envelope.code ?? `http_${response.status}`,
        envelope.message ?? response.statusText,
      );
    }
    return response;
  };
  const value = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> =>
    ((await (await call(method, path, body)).json()) as { value: T }).value;
  const ref = encodeURIComponent;
  return {
    pendingDeposits: async () =>
      (await value<{ list: Array<Deposit & { userId: number }> }>('GET', '/wps/admin/deposits/pending')).list,
    pendingWithdrawals: async () =>
      (await value<{ list: Array<Withdrawal & { userId: number }> }>('GET', '/wps/admin/withdrawals/pending'))
        .list,
    decideDeposit: (reference, approve) =>
      value('POST', `/wps/admin/deposits/${ref(reference)}`, { decision: approve ? 'approve' : 'reject' }),
    decideWithdrawal: (reference, approve) =>
      value('POST', `/wps/admin/withdrawals/${ref(reference)}`, { decision: approve ? 'approve' : 'reject' }),
    disputes: async () =>
      (await value<{ list: DisputedWithdrawal[] }>('GET', '/wps/admin/withdrawals/disputes')).list,
    proof: async (reference, fileName) => {
      const response = await call('GET', `/wps/admin/withdrawals/${ref(reference)}/proofs/${ref(fileName)}`);
      return {
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
    resolveDispute: (reference, resolution) =>
      value('POST', `/wps/admin/withdrawals/${ref(reference)}/dispute`, { resolution }),
    wallets: async (username) =>
      (
        await value<{ list: Array<{ kind: string; code: string; balance: string }> }>(
          'GET',
          `/wps/admin/members/${ref(username)}/wallets`,
        )
      ).list,
    setPayee: (channel, body) => value('PUT', `/wps/admin/payment-channels/${ref(channel)}/payee`, body),
    reconcile: () => value('GET', '/wps/admin/ledger/reconcile'),
  };
}

const major = (minor: string) => {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}`;
};

const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z'));

const payeeFields = ['bankName', 'accountName', 'accountNumber', 'ewalletId', 'qrPayload', 'expiryMinutes'];

/** Runs one operator command; returns the process exit code. */
export async function runOps(
  backend: OpsBackend,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, action, reference, extra] = args;
  try {
    switch (command) {
      case 'pending': {
        const deposits = await backend.pendingDeposits();
        const withdrawals = await backend.pendingWithdrawals();
        out(`Pending deposits (${deposits.length}):`);
        for (const d of deposits)
          out(`  ${d.reference}  user ${d.userId}  ${major(d.amount)}  ${d.channelCode}`);
        out(`Pending withdrawals (${withdrawals.length}):`);
        for (const w of withdrawals) {
          out(
            `  ${w.reference}  user ${w.userId}  ${major(w.amount)}  ${w.bankAccount.bankName} ${w.bankAccount.accountNumber}`,
          );
        }
        return 0;
      }
      case 'deposit':
      case 'withdrawal': {
        if ((action !== 'approve' && action !== 'reject') || !reference) break;
        const approve = action === 'approve';
        const result =
          command === 'deposit'
            ? await backend.decideDeposit(reference, approve)
            : await backend.decideWithdrawal(reference, approve);
        if ('proposal' in result) {
          out(
            `${command} ${reference}: proposed (#${result.proposal.id}), waiting for a second operator's approval in the back office`,
          );
          return 0;
        }
        out(`${command} ${result.reference}: ${result.status} (${major(result.amount)})`);
        return 0;
      }
      case 'disputes': {
        const list = await backend.disputes();
        out(`Withdrawals reported as not received (${list.length}):`);
        for (const w of list) {
          out(
            `  ${w.reference}  ${w.username} (user ${w.userId})  ${major(w.amount)}  paid ${time(w.decidedAt)}  reported ${time(w.reportedAt)}`,
          );
          if (w.proofs.length === 0) out('    no proof images');
          for (const p of w.proofs)
            out(`    ${p.fileName}  ${p.contentType}  ${p.size} bytes  uploaded ${time(p.uploadedAt)}`);
        }
        return 0;
      }
      case 'proof': {
        // Here `action` is the withdrawal reference and `reference` the file name.
        if (!action || !reference) break;
        const image = await backend.proof(action, reference);
        const target = resolve(extra ?? basename(reference));
        await writeFile(target, image.bytes, { flag: 'wx' });
        out(`saved ${target} (${image.contentType}, ${image.bytes.length} bytes)`);
        return 0;
      }
      case 'dispute': {
        if ((action !== 'paid' && action !== 'refund') || !reference) break;
        const result = await backend.resolveDispute(
          reference,
          action === 'paid' ? 'CONFIRMED_PAID' : 'REFUNDED',
        );
        out(
          `withdrawal ${result.reference}: ${result.resolution} (${major(result.amount)})${
            result.refundReference ? `, refund ${result.refundReference}` : ''
          }`,
        );
        return 0;
      }
      case 'balances': {
        if (!action) break;
        const rows = await backend.wallets(action);
        if (rows.length === 0) {
          out(`No wallets for ${action}`);
          return 1;
        }
        for (const row of rows)
          out(
            `  ${(row.kind === 'VENDOR' ? row.code : row.kind).padEnd(8)} ${major(row.balance).padStart(16)}`,
          );
        return 0;
      }
      case 'payee': {
        // Here `action` is the channel code and `reference` the payee type.
        if (!action || (reference !== 'bank' && reference !== 'ewallet' && reference !== 'qr')) break;
        const body: Record<string, string | number> = { type: reference };
        for (const pair of args.slice(3)) {
          const at = pair.indexOf('=');
          const field = pair.slice(0, at);
          if (at < 1 || !payeeFields.includes(field)) {
            out(`Unknown field: ${pair}`);
            return 2;
          }
          const text = pair.slice(at + 1);
          body[field] = field === 'expiryMinutes' ? Number(text) : text;
        }
        const payee = await backend.setPayee(action, body as unknown as ChannelPayeeRequest);
        out(`channel ${payee.code}: ${payee.type}, payable for ${payee.expiryMinutes} minutes`);
        for (const field of payeeFields.slice(0, -1)) {
          const shown = payee[field as keyof ChannelPayee];
          if (shown !== null) out(`  ${field}: ${shown}`);
        }
        return 0;
      }
      case 'reconcile': {
        const result = await backend.reconcile();
        for (const check of result.checks)
          out(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
        out(result.ok ? 'Reconciliation: OK' : 'Reconciliation: VIOLATIONS FOUND');
        return result.ok ? 0 : 1;
      }
      default:
    }
  } catch (error) {
    if (error instanceof AppError) {
      out(`${error.code}: ${error.message}`);
      return 1;
    }
    const code = (error as { code?: string }).code;
    if (code === 'EEXIST') {
      out(`The file exists already; give another path`);
      return 1;
    }
    throw error;
  }
  out(usage);
  return 2;
}

export type { Db };
