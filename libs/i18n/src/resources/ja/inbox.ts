import type { AreaMessages } from '../en/index';
import type { inbox as english } from '../en/inbox';

export const inbox: AreaMessages<typeof english> = {
  inbox_filter: '表示',
  inbox_filter_all: 'すべて',
  inbox_filter_unread: '未読',
  inbox_filter_read: '既読',
  inbox_unread_count: '未読：{{count}}',
  inbox_unread: '未読',
  inbox_source_SYSTEM: 'システム',
  inbox_source_OPERATOR: 'お知らせ',
  inbox_mark_all_read: 'すべて既読にする',
  inbox_marked_all_read: 'すべてのメッセージを既読にしました。',
  inbox_open: '開く',
  inbox_close: '閉じる',
  inbox_delete: '削除',
  inbox_delete_title: 'このメッセージを削除しますか？',
  inbox_delete_text: '「{{title}}」を受信箱から削除します。元に戻せません。',
  inbox_deleted: 'メッセージを削除しました。',
  inbox_empty: 'メッセージはまだありません。',
  inbox_empty_unread: '未読メッセージはありません。',
  inbox_empty_read: '既読メッセージはありません。',
  inbox_received: '受信日時',
  inbox_unknown_usernames: '{{names}} という会員はいません。',
};
