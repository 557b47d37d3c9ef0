// The deposit channels of the in-memory platform API (mock-backend.ts): the list and the payee edit,
// answered as the server does (a kind without its required fields is 400 with the fields named).
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { ErrorCode } from '@playfront/api-contract';
import type { AdminPaymentChannel, ChannelPayeeRequest } from '@playfront/api-contract';
import type { Audit, Caller } from './mock-catalogue';

export const initialChannels = (): AdminPaymentChannel[] => [
  {
    code: 'BANK',
    name: 'Bank transfer',
    minAmount: '10000',
    maxAmount: '5000000',
    enabled: true,
    payee: {
      code: 'BANK',
      type: 'bank',
      bankName: 'Metro Bank',
      accountName: 'Playfront Ltd',
      accountNumber: '1234 5678 90',
      ewalletId: null,
      qrPayload: null,
      expiryMinutes: 30,
    },
  },
  { code: 'EWALLET', name: 'E-wallet', minAmount: '5000', maxAmount: '1000000', enabled: true, payee: null },
];

const required: Record<ChannelPayeeRequest['type'], (keyof ChannelPayeeRequest)[]> = {
  bank: ['bankName', 'accountName', 'accountNumber'],
  ewallet: ['ewalletId'],
  qr: ['qrPayload'],
};

/** The handlers, over `channels`, with the mock's caller check and audit. */
export function channelHandlers<Account>(
  channels: AdminPaymentChannel[],
  caller: Caller<Account>,
  audit: Audit<Account>,
  received: { call: string; body: unknown }[],
): HttpHandler[] {
  return [
    http.get('*/wps/admin/payment-channels', ({ request }) => {
      const { refusal } = caller(request, 'payment-channels:read');
      return refusal ?? okReply({ list: channels });
    }),
    http.put('*/wps/admin/payment-channels/:code/payee', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'payment-channels:write');
      if (refusal) return refusal;
      const body = (await request.json()) as ChannelPayeeRequest;
      received.push({ call: 'payee', body });
      const index = channels.findIndex((channel) => channel.code === params.code);
      if (index < 0) return errorReply(404, ErrorCode.notFound);
      const missing = (required[body.type] ?? []).filter((field) => !body[field]);
      if (missing.length > 0) {
        return errorReply(400, ErrorCode.validationFailed, {
          fields: missing.map((field) => ({ field, key: 'required', message: `${field} is required` })),
        });
      }
      const before = channels[index];
      const payee = {
        code: before.code,
        type: body.type,
        bankName: body.bankName ?? null,
        accountName: body.accountName ?? null,
        accountNumber: body.accountNumber ?? null,
        ewalletId: body.ewalletId ?? null,
        qrPayload: body.qrPayload ?? null,
        expiryMinutes: body.expiryMinutes ?? before.payee?.expiryMinutes ?? 30,
      };
      channels[index] = { ...before, payee };
      audit(
        account as Account,
        'PUT /wps/admin/payment-channels/:code/payee',
        'Payee',
        `code=${before.code}`,
        before.payee,
        body,
      );
      return okReply(payee);
    }),
  ];
}
