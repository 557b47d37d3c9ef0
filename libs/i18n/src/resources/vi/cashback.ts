import type { AreaMessages } from '../en/index';
import type { cashback as english } from '../en/cashback';

export const cashback: AreaMessages<typeof english> = {
  cashback_claimable_total: 'Hoàn trả có thể nhận',
  cashback_claim_all: 'Nhận tất cả',
  cashback_claim_done: 'Đã cộng {{amount}} tiền hoàn trả vào số dư của bạn.',
  cashback_none:
    'Chưa có hoàn trả để nhận. Hoàn trả của một ngày có thể nhận sau khi ngày đó kết thúc (UTC).',
  cashback_day: 'Ngày {{day}}',
  cashback_claim_by: 'Nhận trước {{time}}',
  cashback_col_category: 'Danh mục',
  cashback_col_valid_bet: 'Cược hợp lệ',
  cashback_col_rate: 'Tỷ lệ',
  cashback_col_amount: 'Hoàn trả',
  cashback_col_day: 'Ngày',
  cashback_col_status: 'Trạng thái',
  cashback_col_time: 'Thời gian nhận',
  cashback_total: 'Tổng',
  cashback_today: 'Hôm nay đến giờ (ước tính)',
  cashback_today_hint:
    'Hoàn trả hôm nay có thể nhận sau khi ngày kết thúc lúc 00:00 UTC. Các cược chưa thanh toán chưa được tính.',
  cashback_today_none: 'Hôm nay chưa có cược hợp lệ.',
  cashback_rates: 'Tỷ lệ hoàn trả của tôi',
  cashback_rates_hint:
    'Tỷ lệ của VIP cấp {{level}}, tính trên cược hợp lệ mỗi ngày; hoàn trả của một ngày có thể nhận trong {{days}} ngày.',
  cashback_history: 'Lịch sử nhận',
  cashback_history_empty: 'Chưa nhận hoàn trả nào.',
  cashback_status_CLAIMED: 'Đã nhận',
  cashback_status_EXPIRED: 'Đã hết hạn',
  cashback_status_CLAIMABLE: 'Chờ nhận',
  cashback_status_NIL: 'Không có',
  cashback_cat_LIVE: 'Casino trực tuyến',
  cashback_cat_SPORTS: 'Thể thao',
  cashback_cat_FISH: 'Bắn cá',
  cashback_cat_RNG: 'Slot',
  cashback_cat_PVP: 'Game bài',
  cashback_cat_LOTT: 'Xổ số',
  cashback_cat_ELOTT: 'Xổ số điện tử',
  cashback_cat_ESPORTS: 'Thể thao điện tử',
};
