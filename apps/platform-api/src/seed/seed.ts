import { sql } from 'kysely';
import { AccountType } from '@playfront/api-contract';
import type { Config } from '../core/config';
import type { PasswordHasher } from '../core/crypto';
import { newReferralCode } from '../modules/identity';
import { mobileKey } from '../modules/verification';
import { HouseAccount, houseAccountId, memberAccounts, post } from '../modules/wallet';
import { ensureCatalogue } from './seed-catalogue';
import { sanitizeStoredHtml } from '../core/html';
import { defaultBrandSettings } from '../modules/system';
import { countries, helpCentre, notices } from './seed-data';
import type { Db } from '../core/db';
import type { NewUser } from '../modules/identity';

const SEED_LOCK = 727_002;

/** Payment password of the demo member; the starting balance of the demo member and agent (1,000.00). */
export const DEMO_PAYMENT_PASSWORD = 'Pay@2026';
export const DEMO_STARTING_BALANCE = '100000';

export interface DemoLogin {
  role: string;
  username: string;
  password: string;
  note?: string;
}

/**
 * Seeds the brand on first start (no settings row yet): settings, countries, notices, help centre and demo
 * accounts. Returns the demo logins, or null when the brand already existed.
 */
export async function seedIfEmpty(
  db: Db,
  config: Config,
  passwords: PasswordHasher,
  now = new Date(),
): Promise<DemoLogin[] | null> {
  const merchant = config.merchantCode;
  const hashes = {
    member: await passwords.hash('Demo@2026'),
    agent: await passwords.hash('Agent@2026'),
    newbie: await passwords.hash(config.defaultPassword),
    payment: await passwords.hash(DEMO_PAYMENT_PASSWORD),
  };
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx
      .selectFrom('brand_settings')
      .select('key')
      .where('merchant_code', '=', merchant)
      .executeTakeFirst();
    if (existing) return null;

    await trx
      .insertInto('brand_settings')
      .values(
        Object.entries(defaultBrandSettings).map(([key, value]) => ({
          merchant_code: merchant,
          key,
          value: JSON.stringify(value),
          updated_at: now,
        })),
      )
      .execute();

    await trx
      .insertInto('countries')
      .values(
        countries.map(([code, dialing, name], sort) => ({
          country_code: code,
          country_dialing_code: dialing,
          name,
          sort,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('notices')
      .values(
        notices.map((notice) => ({
          merchant_code: merchant,
          title: notice.title,
          content: sanitizeStoredHtml(notice.content),
          published_at: new Date(now.getTime() - notice.daysAgo * 86_400_000),
        })),
      )
      .execute();

    for (const [sort, category] of helpCentre.entries()) {
      const { id } = await trx
        .insertInto('help_categories')
        .values({ merchant_code: merchant, code: category.code, title: category.title, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('help_articles')
        .values(
          category.articles.map(([title, content], index) => ({
            category_id: id,
            title,
            content: sanitizeStoredHtml(content),
            sort: index,
          })),
        )
        .execute();
    }

    const base = (username: string, passwordHash: string): NewUser => ({
      merchant_code: merchant,
      username,
      username_key: username.toLowerCase(),
      password_hash: passwordHash,
      account_type: AccountType.MEMBER,
      nickname: username,
      avatar: 'avatar-1',
      avatar_type: 'STATIC',
      referral_code: newReferralCode(),
      profile: '{}',
      member_labels: '[]',
      register_method: 'SEED',
      password_changed_at: now,
      created_at: now,
      mobile_key: null,
    });

    const agent = await trx
      .insertInto('users')
      .values({
        ...base('demo_agent', hashes.agent),
        account_type: AccountType.AGENT,
        nickname: 'Demo Agent',
        referral_code: 'AGENT2026',
        club_label: 'Gold',
        rank_level: 5,
        member_labels: JSON.stringify(['Agent']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('affiliates')
      .values({ merchant_code: merchant, code: 'AGENT01', agent_id: agent.id, domain: null, enabled: true })
      .execute();

    const member = await trx
      .insertInto('users')
      .values({
        ...base('demo_member', hashes.member),
        nickname: 'Demo Member',
        referral_code: 'DEMO2026',
        upline_id: agent.id,
        mobile_key: mobileKey('+84', '912345678'),
        mobile_num: '912345678',
        country_dialing_code: '+84',
        email: 'demo.member@playfront.example',
        club_label: 'Silver',
        rank_level: 3,
        member_labels: JSON.stringify(['New player', 'Verified']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('users')
      .values({ ...base('demo_newbie', hashes.newbie), nickname: 'Demo Newbie', must_change_password: true })
      .execute();

    await trx
      .insertInto('messages')
      .values([
        {
          user_id: member.id,
          title: 'Welcome',
          content: 'Welcome to Playfront!',
          created_at: now,
          read_at: null,
        },
        {
          user_id: member.id,
          title: 'Bonus credited',
          content: 'Your welcome bonus is ready.',
          created_at: now,
          read_at: null,
        },
        {
          user_id: member.id,
          title: 'Security tip',
          content: 'Never share your SMS code.',
          created_at: now,
          read_at: null,
        },
        { user_id: member.id, title: 'Old news', content: 'Already read.', created_at: now, read_at: now },
      ])
      .execute();

    await ensureCatalogue(trx, merchant, config.currency, now);
    const bonus = await houseAccountId(trx, merchant, HouseAccount.BONUS);
    for (const userId of [member.id, agent.id]) {
      const main = (await memberAccounts(trx, merchant, userId, config.currency, now)).find(
        (account) => account.kind === 'MAIN',
      );
      if (!main) throw new Error('main wallet missing');
      await post(trx, {
        merchant,
        kind: 'BONUS',
        userId,
        remark: 'Welcome balance',
        now,
        legs: [
          { accountId: bonus, amount: -BigInt(DEMO_STARTING_BALANCE) },
          { accountId: main.id, amount: BigInt(DEMO_STARTING_BALANCE) },
        ],
      });
    }
    await trx
      .insertInto('payment_passwords')
      .values({ user_id: member.id, password_hash: hashes.payment, updated_at: now })
      .execute();
    await trx
      .insertInto('bank_accounts')
      .values({
        user_id: member.id,
        bank_name: 'Playfront Demo Bank',
        account_name: 'Demo Member',
        account_number: '0123456789',
        created_at: now,
      })
      .execute();

    return [
      {
        role: 'member',
        username: 'demo_member',
        password: 'Demo@2026',
        note: `SMS login: +84 912345678; payment password ${DEMO_PAYMENT_PASSWORD}; balance 1,000.00; bank ****6789`,
      },
      {
        role: 'agent (type 1)',
        username: 'demo_agent',
        password: 'Agent@2026',
        note: 'affiliate code AGENT01; upline of demo_member; balance 1,000.00',
      },
      {
        role: 'member with the default password',
        username: 'demo_newbie',
        password: config.defaultPassword,
        note: 'must change it at login',
      },
      {
        role: 'trial (type 4)',
        username: '(free play)',
        password: '-',
        note: 'POST /wps/session/login/freeplay',
      },
    ];
  });
}
