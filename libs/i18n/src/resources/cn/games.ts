import type { AreaMessages } from '../en/index';
import type { games as english } from '../en/games';

export const games: AreaMessages<typeof english> = {};
