// The deposit channels of the in-memory platform API (mock-backend.ts): the list, the payee edit and the
// texts per language, answered as the server does (a kind without its required fields, or a blank text, is
// 400 with the fields named; English texts are also the channel's own name).
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { ErrorCode } from '@playfront/api-contract';
import type { AdminPaymentChannel, ChannelPayeeRequest, ChannelTextsRequest } from '@playfront/api-contract';
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

/** The demo texts: the bank channel in English and Chinese, with a two-step tutorial in English. */
export const initialChannelTexts = (): Record<string, Record<string, ChannelTextsRequest>> => ({
  BANK: {
    en: {
      name: 'Bank transfer',
      tutorial: 'Pay from your bank app to the account shown.',
      steps: [
        { text: 'Enter the amount and submit.', image: 'submit' },
        { text: 'Pay from your banking app.', image: 'bank-app' },
      ],
    },
    cn: { name: '银行转账', tutorial: '从网银向显示的账户付款。', steps: [] },
  },
  EWALLET: {},
});

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
  const texts = initialChannelTexts();
  return [
    http.get('*/wps/admin/payment-channels/:code/texts', ({ request, params }) => {
      const { refusal } = caller(request, 'payment-channels:read');
      if (refusal) return refusal;
      const code = String(params.code);
      const stored = texts[code];
      return stored ? okReply({ code, texts: stored }) : errorReply(404, ErrorCode.notFound);
    }),
    http.put('*/wps/admin/payment-channels/:code/texts/:language', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'payment-channels:write');
      if (refusal) return refusal;
      const body = (await request.json()) as ChannelTextsRequest;
      const code = String(params.code);
      const language = String(params.language);
      received.push({ call: `texts ${language}`, body });
      const stored = texts[code];
      const index = channels.findIndex((channel) => channel.code === code);
      if (!stored || index < 0) return errorReply(404, ErrorCode.notFound);
      const blank = [
        ...(['name', 'tutorial'] as const).filter((field) => !body[field]?.trim()),
        ...body.steps.flatMap((step, at) => (step.text.trim() ? [] : [`steps.${at}.text`])),
      ];
      if (blank.length > 0) {
        return errorReply(400, ErrorCode.validationFailed, {
          fields: blank.map((field) => ({ field, key: 'required', message: `${field} is required` })),
        });
      }
      const before = stored[language] ?? null;
      stored[language] = body;
      if (language === 'en') channels[index] = { ...channels[index], name: body.name };
      audit(
        account as Account,
        'PUT /wps/admin/payment-channels/:code/texts/:language',
        'PaymentChannelTexts',
        `code=${code} language=${language}`,
        before,
        body,
      );
      return okReply({ code, texts: stored });
    }),
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
