import type { Migration } from '../../db/migrations';

export const memberMigrations: Migration[] = [
  {
    // Registration used to keep the payment password in the profile, where money calls never looked.
    id: '0401_payment_password_from_profile',
    statements: [
      `INSERT INTO payment_passwords (user_id, password_hash, updated_at)
        SELECT id, profile->>'paymentPasswordHash', created_at FROM users
        WHERE profile ? 'paymentPasswordHash'
        ON CONFLICT (user_id) DO NOTHING`,
      `UPDATE users SET profile = profile - 'paymentPasswordHash' WHERE profile ? 'paymentPasswordHash'`,
    ],
  },
];
