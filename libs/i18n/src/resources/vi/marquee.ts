import type { AreaMessages } from '../en/index';
import type { marquee as english } from '../en/marquee';

export const marquee: AreaMessages<typeof english> = {
  marquee_label: 'Bảng thông báo',
  marquee_pause: 'Tạm dừng chạy thông báo',
  marquee_play: 'Tiếp tục chạy thông báo',
};
