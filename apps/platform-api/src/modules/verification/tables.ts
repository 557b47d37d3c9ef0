import type { Generated } from 'kysely';
import type { Timestamp } from '../../core/db';

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

declare module '../../core/db' {
  interface Database {
    captchas: CaptchasTable;
    sms_codes: SmsCodesTable;
  }
}
