import type { AreaMessages } from '../en/index';
import type { download as english } from '../en/download';

export const download: AreaMessages<typeof english> = {
  shell_download_title: 'Tải ứng dụng {{brand}}',
  shell_download_lead: 'Quét mã bằng camera điện thoại hoặc nhấn nút tải xuống trên điện thoại của bạn.',
  shell_download_none: 'Hiện chưa có ứng dụng nào để tải xuống.',
  shell_download_for: 'Tải {{name}}',
  shell_install_guide: 'Cách cài đặt',
  shell_guide_ios_1: 'Quét mã hoặc nhấn nút tải xuống trong Safari.',
  shell_guide_ios_2: 'Xác nhận cài đặt khi iPhone hỏi.',
  shell_guide_ios_3: 'Mở ứng dụng từ màn hình chính và đăng nhập.',
  shell_guide_ios_lite_1: 'Mở liên kết trong Safari và nhấn Chia sẻ.',
  shell_guide_ios_lite_2: 'Chọn "Thêm vào Màn hình chính", rồi nhấn "Thêm".',
  shell_guide_ios_lite_3: 'Mở ứng dụng từ biểu tượng mới trên màn hình chính.',
  shell_guide_android_1: 'Quét mã hoặc nhấn nút tải xuống để lấy tệp APK.',
  shell_guide_android_2: 'Cho phép cài đặt từ nguồn này khi Android hỏi.',
  shell_guide_android_3: 'Mở tệp đã tải, cài đặt rồi đăng nhập.',
};
