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

/**
 * English, the reference language: every key lives here first, in the file of its area, and every other
 * language must have the same keys (enforced by the types below and by the i18n spec). Keys are flat and
 * unique across areas.
 */
export const en = {
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

export type MessageKey = keyof typeof en;

/** The shape every language must fill: the same keys as English. */
export type Messages = Record<MessageKey, string>;

/** The shape of one area's file in another language: the same keys as the English area. */
export type AreaMessages<T> = Record<keyof T, string>;
