import { AccountType } from '@playfront/api-contract';
import type { DemoSeedContext } from '../../core/module';
import { mobileKey, newReferralCode } from './identity';
import type { NewUser } from './tables';

/**
 * Demo data: one more account (a member or an agent below `uplineId`) for another module's demo seed, made
 * like the demo accounts here; returns its id.
 */
export async function seedDemoUser(
  ctx: DemoSeedContext,
  user: { username: string; password: string; accountType: number; uplineId: number; nickname: string },
): Promise<number> {
  const row = await ctx.db
    .insertInto('users')
    .values({
      merchant_code: ctx.merchant,
      username: user.username,
      username_key: user.username.toLowerCase(),
      password_hash: await ctx.passwords.hash(user.password),
      account_type: user.accountType,
      nickname: user.nickname,
      avatar: 'avatar-1',
      avatar_type: 'STATIC',
      referral_code: newReferralCode(),
      profile: '{}',
      member_labels: '[]',
      register_method: 'SEED',
      upline_id: user.uplineId,
      password_changed_at: ctx.now,
      created_at: ctx.now,
      mobile_key: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx.users.set(user.username, row.id);
  return row.id;
}

/** The demo accounts of a new brand: an agent, a member below it and a member who must change the password. */
export async function seedDemoUsers(ctx: DemoSeedContext): Promise<void> {
  const { db, merchant, now, config, passwords } = ctx;
  const base = async (username: string, password: string): Promise<NewUser> => ({
    merchant_code: merchant,
    username,
    username_key: username.toLowerCase(),
    password_hash: await passwords.hash(password),
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

  const agent = await db
    .insertInto('users')
    .values({
      ...(await base('demo_agent', 'Agent@2026')),
      account_type: AccountType.AGENT,
      nickname: 'Demo Agent',
      referral_code: 'AGENT2026',
      club_label: 'Gold',
      rank_level: 5,
      member_labels: JSON.stringify(['Agent']),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = await db
    .insertInto('users')
    .values({
      ...(await base('demo_member', 'Demo@2026')),
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
  const newbie = await db
    .insertInto('users')
    .values({
      ...(await base('demo_newbie', config.defaultPassword)),
      nickname: 'Demo Newbie',
      must_change_password: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx.users.set('demo_agent', agent.id).set('demo_member', member.id).set('demo_newbie', newbie.id);

  ctx.addLogin({
    role: 'member',
    username: 'demo_member',
    password: 'Demo@2026',
    note: 'SMS login: +84 912345678',
  });
  ctx.addLogin({
    role: 'agent (type 1)',
    username: 'demo_agent',
    password: 'Agent@2026',
    note: 'upline of demo_member',
  });
  ctx.addLogin({
    role: 'member with the default password',
    username: 'demo_newbie',
    password: config.defaultPassword,
    note: 'must change it at login',
  });
  ctx.addLogin({
    role: 'trial (type 4)',
    username: '(free play)',
    password: '-',
    note: 'POST /wps/session/login/freeplay',
  });
}
