import { common } from './common';
import { ui } from './ui';
import { auth } from './auth';
import { shell } from './shell';
import { balance } from './balance';

/**
 * The English areas the portal's first render needs. The wallet, games, play, recovery, refusals, download, forms,
 * rewards, promotions and loyalty (cashback, referral, inbox, vip, points, protection) areas
 * load with the features that use them (see `loadMessageAreas`); other languages load whole, on demand.
 */
export const enInitial = { ...common, ...ui, ...auth, ...shell, ...balance };
