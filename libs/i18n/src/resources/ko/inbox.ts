import type { AreaMessages } from '../en/index';
import type { inbox as english } from '../en/inbox';

export const inbox: AreaMessages<typeof english> = {
  inbox_filter: '보기',
  inbox_filter_all: '전체',
  inbox_filter_unread: '읽지 않음',
  inbox_filter_read: '읽음',
  inbox_unread_count: '읽지 않음: {{count}}',
  inbox_unread: '읽지 않음',
  inbox_source_SYSTEM: '시스템',
  inbox_source_OPERATOR: '공지',
  inbox_mark_all_read: '모두 읽음으로 표시',
  inbox_marked_all_read: '모든 메시지를 읽음으로 표시했습니다.',
  inbox_open: '열기',
  inbox_close: '닫기',
  inbox_delete: '삭제',
  inbox_delete_title: '이 메시지를 삭제할까요?',
  inbox_delete_text: '“{{title}}” 메시지가 받은편지함에서 삭제됩니다. 되돌릴 수 없습니다.',
  inbox_deleted: '메시지를 삭제했습니다.',
  inbox_empty: '아직 메시지가 없습니다.',
  inbox_empty_unread: '읽지 않은 메시지가 없습니다.',
  inbox_empty_read: '읽은 메시지가 없습니다.',
  inbox_received: '받은 시간',
  inbox_unknown_usernames: '{{names}}(이)라는 회원이 없습니다.',
};
