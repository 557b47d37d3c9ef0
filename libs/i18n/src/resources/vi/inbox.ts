import type { AreaMessages } from '../en/index';
import type { inbox as english } from '../en/inbox';

export const inbox: AreaMessages<typeof english> = {
  inbox_filter: 'Hiển thị',
  inbox_filter_all: 'Tất cả',
  inbox_filter_unread: 'Chưa đọc',
  inbox_filter_read: 'Đã đọc',
  inbox_unread_count: 'Chưa đọc: {{count}}',
  inbox_unread: 'Chưa đọc',
  inbox_source_SYSTEM: 'Hệ thống',
  inbox_source_OPERATOR: 'Thông báo',
  inbox_mark_all_read: 'Đánh dấu tất cả đã đọc',
  inbox_marked_all_read: 'Tất cả tin nhắn đã được đánh dấu đã đọc.',
  inbox_open: 'Mở',
  inbox_close: 'Đóng',
  inbox_delete: 'Xóa',
  inbox_delete_title: 'Xóa tin nhắn này?',
  inbox_delete_text: '“{{title}}” sẽ bị xóa khỏi hộp thư của bạn. Không thể hoàn tác.',
  inbox_deleted: 'Đã xóa tin nhắn.',
  inbox_empty: 'Chưa có tin nhắn nào.',
  inbox_empty_unread: 'Không có tin nhắn chưa đọc.',
  inbox_empty_read: 'Không có tin nhắn đã đọc.',
  inbox_received: 'Nhận lúc',
  inbox_unknown_usernames: 'Không có thành viên tên {{names}}.',
};
