import type { AreaMessages } from '../en/index';
import type { inbox as english } from '../en/inbox';

export const inbox: AreaMessages<typeof english> = {
  inbox_filter: '显示',
  inbox_filter_all: '全部',
  inbox_filter_unread: '未读',
  inbox_filter_read: '已读',
  inbox_unread_count: '未读：{{count}}',
  inbox_unread: '未读',
  inbox_source_SYSTEM: '系统',
  inbox_source_OPERATOR: '公告',
  inbox_mark_all_read: '全部标为已读',
  inbox_marked_all_read: '所有消息已标为已读。',
  inbox_open: '打开',
  inbox_close: '收起',
  inbox_delete: '删除',
  inbox_delete_title: '删除这条消息？',
  inbox_delete_text: '“{{title}}”将从您的收件箱中删除，此操作无法撤销。',
  inbox_deleted: '消息已删除。',
  inbox_empty: '暂无消息。',
  inbox_empty_unread: '没有未读消息。',
  inbox_empty_read: '没有已读消息。',
  inbox_received: '收到时间',
  inbox_unknown_usernames: '没有名为 {{names}} 的会员。',
};
