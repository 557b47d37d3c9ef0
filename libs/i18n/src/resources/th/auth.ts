import type { AreaMessages } from '../en/index';
import type { auth as english } from '../en/auth';

export const auth: AreaMessages<typeof english> = {};
