import type { AreaMessages } from '../en/index';
import type { shell as english } from '../en/shell';

export const shell: AreaMessages<typeof english> = {};
