import type { AreaMessages } from '../en/index';
import type { marquee as english } from '../en/marquee';

export const marquee: AreaMessages<typeof english> = {
  marquee_label: '공지사항',
  marquee_pause: '공지 스크롤 일시정지',
  marquee_play: '공지 스크롤 재생',
};
