import type { AreaMessages } from '../en/index';
import type { inbox as english } from '../en/inbox';

export const inbox: AreaMessages<typeof english> = {
  inbox_filter: 'แสดง',
  inbox_filter_all: 'ทั้งหมด',
  inbox_filter_unread: 'ยังไม่อ่าน',
  inbox_filter_read: 'อ่านแล้ว',
  inbox_unread_count: 'ยังไม่อ่าน: {{count}}',
  inbox_unread: 'ยังไม่อ่าน',
  inbox_source_SYSTEM: 'ระบบ',
  inbox_source_OPERATOR: 'ประกาศ',
  inbox_mark_all_read: 'ทำเครื่องหมายว่าอ่านทั้งหมด',
  inbox_marked_all_read: 'ทำเครื่องหมายว่าอ่านข้อความทั้งหมดแล้ว',
  inbox_open: 'เปิด',
  inbox_close: 'ปิด',
  inbox_delete: 'ลบ',
  inbox_delete_title: 'ลบข้อความนี้หรือไม่?',
  inbox_delete_text: '“{{title}}” จะถูกลบออกจากกล่องข้อความของคุณ และไม่สามารถย้อนกลับได้',
  inbox_deleted: 'ลบข้อความแล้ว',
  inbox_empty: 'ยังไม่มีข้อความ',
  inbox_empty_unread: 'ไม่มีข้อความที่ยังไม่อ่าน',
  inbox_empty_read: 'ไม่มีข้อความที่อ่านแล้ว',
  inbox_received: 'ได้รับเมื่อ',
  inbox_unknown_usernames: 'ไม่มีสมาชิกชื่อ {{names}}',
};
