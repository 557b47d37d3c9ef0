import { cashback } from './cashback';
import { inbox } from './inbox';
import { points } from './points';
import { protection } from './protection';
import { referral } from './referral';
import { vip } from './vip';

/**
 * The loyalty pages' English texts as one deferred area (cashback, invite friends, the inbox and profit and
 * loss, VIP, the points mall, responsible gaming): one entry in the first download's list of areas instead of
 * six.
 */
export const loyalty = { ...cashback, ...referral, ...inbox, ...vip, ...points, ...protection };
