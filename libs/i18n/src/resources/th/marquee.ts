import type { AreaMessages } from '../en/index';
import type { marquee as english } from '../en/marquee';

export const marquee: AreaMessages<typeof english> = {
  marquee_label: 'ประกาศ',
  marquee_pause: 'หยุดเลื่อนประกาศชั่วคราว',
  marquee_play: 'เลื่อนประกาศต่อ',
};
