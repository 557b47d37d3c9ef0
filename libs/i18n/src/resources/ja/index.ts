import type { Messages } from '../en/index';
import { common } from './common';
import { ui } from './ui';
import { auth } from './auth';
import { shell } from './shell';
import { wallet } from './wallet';
import { balance } from './balance';
import { games } from './games';
import { play } from './play';
import { recovery } from './recovery';
import { refusals } from './refusals';
import { agent } from './agent';
import { download } from './download';
import { forms } from './forms';
import { rewards } from './rewards';
import { cashback } from './cashback';
import { promotions } from './promotions';
import { referral } from './referral';
import { inbox } from './inbox';
import { vip } from './vip';
import { points } from './points';
import { join } from './join';
import { marquee } from './marquee';
import { protection } from './protection';
import { pwa } from './pwa';

export const ja: Messages = {
  ...common,
  ...ui,
  ...auth,
  ...shell,
  ...wallet,
  ...balance,
  ...games,
  ...play,
  ...recovery,
  ...refusals,
  ...agent,
  ...download,
  ...forms,
  ...rewards,
  ...cashback,
  ...promotions,
  ...referral,
  ...inbox,
  ...vip,
  ...points,
  ...join,
  ...marquee,
  ...protection,
  ...pwa,
};
