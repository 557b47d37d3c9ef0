import type { GameCategory } from '@playfront/api-contract';
import type { Db } from './types';

export interface VendorSeed {
  code: string;
  vassalage: string;
  displayName: string;
  category: GameCategory;
  type: 'game' | 'lobby';
  isHot?: boolean;
  enabled?: boolean;
  /** SEAMLESS vendors play from the main wallet; TRANSFER vendors have a wallet of their own. */
  walletMode?: 'TRANSFER' | 'SEAMLESS';
}

/** Demo vendors of a new brand: every category of spec §2; esports is seeded disabled (brand config). */
export const demoVendors: VendorSeed[] = [
  {
    code: 'SEA',
    vassalage: 'TCG_SEA',
    displayName: 'SEA Lottery',
    category: 'LOTT',
    type: 'lobby',
    isHot: true,
    walletMode: 'SEAMLESS',
  },
  {
    code: 'VN',
    vassalage: 'TCG_LOTTO_VN',
    displayName: 'VN Lottery',
    category: 'LOTT',
    type: 'lobby',
    walletMode: 'SEAMLESS',
  },
  {
    code: 'ELOTT',
    vassalage: 'ELOTT',
    displayName: 'E-Lottery',
    category: 'ELOTT',
    type: 'lobby',
    walletMode: 'SEAMLESS',
  },
  {
    code: 'DG',
    vassalage: 'DG_LIVE',
    displayName: 'DG Live Casino',
    category: 'LIVE',
    type: 'game',
    isHot: true,
  },
  {
    code: 'DS88',
    vassalage: 'DS88',
    displayName: 'DS88 Sabong',
    category: 'SPORTS',
    type: 'game',
    isHot: true,
  },
  { code: 'SBO', vassalage: 'SBO_SPORTS', displayName: 'SBO Sports', category: 'SPORTS', type: 'game' },
  { code: 'JDB', vassalage: 'JDB_FISH', displayName: 'JDB Fishing', category: 'FISH', type: 'lobby' },
  {
    code: 'PP',
    vassalage: 'PP_RNG',
    displayName: 'Pragmatic Play',
    category: 'RNG',
    type: 'lobby',
    isHot: true,
  },
  { code: 'PG', vassalage: 'PG_RNG', displayName: 'PG Soft', category: 'RNG', type: 'lobby', isHot: true },
  { code: 'JL', vassalage: 'JL_RNG', displayName: 'JILI', category: 'RNG', type: 'lobby' },
  { code: 'FC', vassalage: 'FC_RNG', displayName: 'Fa Chai', category: 'RNG', type: 'lobby' },
  { code: 'BNG', vassalage: 'BNG_RNG', displayName: 'Booongo', category: 'RNG', type: 'lobby' },
  { code: 'CQ9', vassalage: 'CQ9_RNG', displayName: 'CQ9 Gaming', category: 'RNG', type: 'lobby' },
  { code: 'BGS', vassalage: 'BGS_RNG', displayName: 'BGaming', category: 'RNG', type: 'lobby' },
  { code: 'KM', vassalage: 'KM_PVP', displayName: 'Kingmaker Cards', category: 'PVP', type: 'lobby' },
  {
    code: 'IA',
    vassalage: 'IA_ESPORTS',
    displayName: 'IA Esports',
    category: 'ESPORTS',
    type: 'game',
    enabled: false,
  },
];

/** Payment-simulator channels; amounts in minor units. */
export const demoChannels = [
  {
    code: 'BANK',
    name: 'Bank transfer',
    min: '10000',
    max: '5000000',
    tutorial:
      'Transfer the exact amount to the account shown after you submit, with your deposit reference as the note. Credited after the cashier confirms it.',
  },
  {
    code: 'EWALLET',
    name: 'E-wallet',
    min: '5000',
    max: '2000000',
    tutorial: 'Open your e-wallet app, scan the code shown after you submit and pay the exact amount.',
  },
  {
    code: 'QR',
    name: 'QR payment',
    min: '10000',
    max: '10000000',
    tutorial: 'Scan the QR code with any banking app within 15 minutes and keep the receipt.',
  },
];

/** House accounts: the cashier (real money in and out), bonuses and withdrawals on hold. */
export const HouseAccount = {
  CASHIER: 'CASHIER',
  BONUS: 'BONUS',
  WITHDRAWAL_HOLD: 'WITHDRAWAL_HOLD',
  vendor: (code: string) => `VENDOR_${code}`,
} as const;

/**
 * Inserts the game catalogue, payment channels and house accounts a brand needs. Idempotent (ON CONFLICT
 * DO NOTHING), so it runs on every start and fills in what an older database lacks.
 */
export async function ensureCatalogue(db: Db, merchant: string, currency: string, now: Date): Promise<void> {
  await db
    .insertInto('vendors')
    .values(
      demoVendors.map((vendor, index) => ({
        merchant_code: merchant,
        code: vendor.code,
        vassalage: vendor.vassalage,
        display_name: vendor.displayName,
        game_category: vendor.category,
        type: vendor.type,
        is_hot: vendor.isHot ?? false,
        sort: (index + 1) * 10,
        enabled: vendor.enabled ?? true,
        icon: vendor.code.toLowerCase(),
        wallet_mode: vendor.walletMode ?? 'TRANSFER',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
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
  const vendors = await db
    .selectFrom('vendors')
    .select('code')
    .where('merchant_code', '=', merchant)
    .execute();
  const house = [
    HouseAccount.CASHIER,
    HouseAccount.BONUS,
    HouseAccount.WITHDRAWAL_HOLD,
    ...vendors.map((vendor) => HouseAccount.vendor(vendor.code)),
  ];
  await db
    .insertInto('ledger_accounts')
    .values(
      house.map((code) => ({
        merchant_code: merchant,
        user_id: null,
        kind: 'HOUSE',
        code,
        currency,
        // The withdrawal hold only ever holds what members moved into it.
        allow_negative: code !== HouseAccount.WITHDRAWAL_HOLD,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).where('user_id', 'is', null).doNothing())
    .execute();
}
