import type { AreaMessages } from '../en/index';
import type { marquee as english } from '../en/marquee';

export const marquee: AreaMessages<typeof english> = {
  marquee_label: '公告',
  marquee_pause: '暂停公告滚动',
  marquee_play: '继续滚动公告',
};
