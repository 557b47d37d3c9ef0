import { sql } from 'kysely';
import type { SeedContext } from '../../core/module';
import { newReference } from '../wallet';
import { demoChannelTexts } from './channel-texts';
import { decideDeposit } from './service';

/** Payment-simulator channels; amounts in minor units. */
const demoChannels = [
  {
    code: 'BANK',
    name: 'Bank transfer',
    min: '10000',
    max: '5000000',
    tutorial:
      'Transfer the exact amount to the account shown after you submit, with your deposit reference as the note. Credited after the cashier confirms it.',
    payee: {
      payee_type: 'bank',
      bank_name: 'Demo Bank',
      account_name: 'Playfront Demo Cashier',
      account_number: '001234567890',
      expiry_minutes: 30,
    },
  },
  {
    code: 'EWALLET',
    name: 'E-wallet',
    min: '5000',
    max: '2000000',
    tutorial: 'Open your e-wallet app, scan the code shown after you submit and pay the exact amount.',
    payee: {
      payee_type: 'ewallet',
      account_name: 'Playfront Demo Cashier',
      ewallet_id: '09171234567',
      qr_payload: 'ewallet://pay?to=09171234567&name=Playfront%20Demo%20Cashier',
      expiry_minutes: 30,
    },
  },
  {
    code: 'QR',
    name: 'QR payment',
    min: '10000',
    max: '10000000',
    tutorial: 'Scan the QR code with any banking app within 15 minutes and keep the receipt.',
    payee: {
      payee_type: 'qr',
      account_name: 'Playfront Demo Cashier',
      qr_payload: 'PLAYFRONT-DEMO-QR:CASHIER-001',
      expiry_minutes: 15,
    },
  },
];

/**
 * The payment-simulator channels of a brand and where to pay for each, for channels the operator has not set
 * up yet. Idempotent: an operator's edits are never overwritten.
 */
export async function ensurePaymentChannels({ db, merchant }: SeedContext): Promise<void> {
  await db
    .insertInto('payment_channels')
    .values(
      demoChannels.map((channel, sort) => ({
        merchant_code: merchant,
        code: channel.code,
        name: channel.name,
        min_amount: channel.min,
        max_amount: channel.max,
        tutorial: channel.tutorial,
        sort,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const channel of demoChannels) {
    await db
      .updateTable('payment_channels')
      .set(channel.payee)
      .where('merchant_code', '=', merchant)
      .where('code', '=', channel.code)
      .where('payee_type', 'is', null)
      .execute();
    // The channel's name, instructions and tutorial in the six languages, until the operator writes any.
    const texts = demoChannelTexts(channel.code);
    if (!texts) continue;
    await db
      .updateTable('payment_channels')
      .set({ texts: JSON.stringify(texts) })
      .where('merchant_code', '=', merchant)
      .where('code', '=', channel.code)
      .where(sql<boolean>`texts = '{}'::jsonb`)
      .execute();
  }
}

/**
 * Demo data: approved deposits of demo accounts at given times, through the same approval as an
 * operator's (a DEPOSIT posting from the cashier), so the ledger reconciles.
 */
export async function seedApprovedDeposits(
  seed: SeedContext,
  deposits: Array<{ userId: number; amount: bigint; at: Date }>,
): Promise<void> {
  const channel = await seed.db
    .selectFrom('payment_channels')
    .select(['id', 'expiry_minutes'])
    .where('merchant_code', '=', seed.merchant)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const deposit of deposits) {
    const reference = newReference('DP', deposit.at);
    await seed.db
      .insertInto('deposits')
      .values({
        reference,
        merchant_code: seed.merchant,
        user_id: deposit.userId,
        channel_id: channel.id,
        amount: String(deposit.amount),
        status: 'PENDING',
        created_at: deposit.at,
        expires_at: new Date(deposit.at.getTime() + channel.expiry_minutes * 60_000),
      })
      .execute();
    await decideDeposit(
      {
        db: seed.db,
        merchant: seed.merchant,
        currency: seed.config.currency,
        now: () => deposit.at,
        autoConfirmMinutes: seed.config.withdrawalAutoConfirmMinutes,
      },
      reference,
      true,
    );
  }
}
