import type { AreaMessages } from '../en/index';
import type { marquee as english } from '../en/marquee';

export const marquee: AreaMessages<typeof english> = {
  marquee_label: 'お知らせ',
  marquee_pause: 'お知らせの表示を一時停止',
  marquee_play: 'お知らせの表示を再開',
};
