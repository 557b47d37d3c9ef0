import type { AreaMessages } from '../en/index';
import type { play as english } from '../en/play';

export const play: AreaMessages<typeof english> = {};
