import type { AreaMessages } from '../en/index';
import type { wallet as english } from '../en/wallet';

export const wallet: AreaMessages<typeof english> = {};
