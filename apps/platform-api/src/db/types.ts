import type { ProviderTables } from '../modules/demo-provider/tables';
import type { DrawsTables } from '../modules/draws/tables';
import type { GamesTables } from '../modules/games/tables';
import type { PaymentsTables } from '../modules/payments/tables';
import type { DeliveryTables } from '../platform/delivery/tables';
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
/** jsonb: read as parsed JSON, written as a JSON string (pg would turn arrays into PostgreSQL arrays). */
type Json<T> = ColumnType<T, string, string>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export interface BrandSettingsTable {
  merchant_code: string;
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  username_key: string;
  mobile_key: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  password_hash: string;
  account_type: Defaulted<number>;
  nickname: Defaulted<string>;
  avatar: Defaulted<string>;
  avatar_type: Defaulted<string>;
  upline_id: number | null;
  referral_code: string;
  referred_by: number | null;
  affiliate_code: string | null;
  register_method: string | null;
  register_ip: string | null;
  register_domain: string | null;
  profile: DefaultedJson<Record<string, string>>;
  club_label: Defaulted<string>;
  rank_level: Defaulted<number>;
  member_labels: DefaultedJson<string[]>;
  must_change_password: Defaulted<boolean>;
  password_changed_at: Timestamp;
  first_login_at: Timestamp | null;
  last_login_at: Timestamp | null;
  disabled: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  restricted: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account_key: string;
  ip: string;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  client_key: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  purpose: string;
  mobile_key: string;
  code_hash: string;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CountriesTable {
  country_code: string;
  country_dialing_code: string;
  name: string;
  sort: number;
}

export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  content: string;
  published_at: Timestamp;
}

export interface HelpCategoriesTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title: string;
  sort: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  content: string;
  sort: number;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  category: string | null;
  contact: string | null;
  content: string;
  ip: string | null;
  created_at: Timestamp;
}

export interface AffiliatesTable {
  merchant_code: string;
  code: string;
  agent_id: number;
  domain: string | null;
  enabled: boolean;
}

export interface ServerKeysTable {
  kid: string;
  private_pem: string;
  public_pem: string;
  created_at: Timestamp;
  active: boolean;
}

export interface SchemaMigrationsTable {
  id: string;
  applied_at: Timestamp;
}

export interface VendorsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  vassalage: string;
  display_name: string;
  game_category: string;
  type: string;
  is_hot: Defaulted<boolean>;
  sort: number;
  enabled: Defaulted<boolean>;
  icon: string;
  wallet_mode: Defaulted<string>;
}

/**
 * Money columns are bigint: always read them as text (`col::text`) because PGlite returns int8 as a JS
 * number, and write them as decimal strings.
 */
type Money = ColumnType<string, string, string>;
type BigId = ColumnType<string, string | undefined, string>;

export interface LedgerAccountsTable {
  id: BigId;
  merchant_code: string;
  user_id: number | null;
  kind: string;
  code: string;
  currency: string;
  balance: ColumnType<string, string | undefined, string>;
  allow_negative: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: BigId;
  merchant_code: string;
  reference: string;
  kind: string;
  user_id: number | null;
  remark: Defaulted<string>;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: BigId;
  transaction_id: string;
  account_id: string;
  amount: Money;
  balance_after: Money;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  reply: string;
  created_at: Timestamp;
}

export interface PaymentPasswordsTable {
  user_id: number;
  password_hash: string;
  updated_at: Timestamp;
}

export interface PaymentChannelsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  name: string;
  min_amount: Money;
  max_amount: Money;
  tutorial: string;
  sort: number;
  enabled: Defaulted<boolean>;
  /** Where the member pays (migration 0501): bank | ewallet | qr; null until the operator sets it. */
  payee_type: Defaulted<string | null>;
  bank_name: Defaulted<string | null>;
  account_name: Defaulted<string | null>;
  account_number: Defaulted<string | null>;
  ewallet_id: Defaulted<string | null>;
  /** Text the QR image encodes (rendered by the server). */
  qr_payload: Defaulted<string | null>;
  /** Minutes a deposit request stays payable. */
  expiry_minutes: Defaulted<number>;
}

export interface DepositsTable {
  id: BigId;
  reference: string;
  merchant_code: string;
  user_id: number;
  channel_id: number;
  amount: Money;
  status: string;
  transaction_id: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  /** Until when the payee details are shown (migration 0501; null for older requests). */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface BankAccountsTable {
  id: Generated<number>;
  user_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Timestamp;
}

export interface WithdrawalsTable {
  id: BigId;
  reference: string;
  merchant_code: string;
  user_id: number;
  bank_account_id: number;
  amount: Money;
  status: string;
  hold_transaction_id: string;
  decision_transaction_id: string | null;
  confirm_status: string | null;
  received_amount: Money | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  confirmed_at: Timestamp | null;
}

export interface WithdrawalProofsTable {
  id: Generated<number>;
  withdrawal_id: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Timestamp;
}

export interface Database extends GamesTables, ProviderTables, DrawsTables, PaymentsTables, DeliveryTables {
  brand_settings: BrandSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  rate_limits: RateLimitsTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  countries: CountriesTable;
  notices: NoticesTable;
  help_categories: HelpCategoriesTable;
  help_articles: HelpArticlesTable;
  messages: MessagesTable;
  feedback: FeedbackTable;
  affiliates: AffiliatesTable;
  server_keys: ServerKeysTable;
  schema_migrations: SchemaMigrationsTable;
  vendors: VendorsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_passwords: PaymentPasswordsTable;
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
}

export type Db = Kysely<Database>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
