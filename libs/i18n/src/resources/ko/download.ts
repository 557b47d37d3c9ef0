import type { AreaMessages } from '../en/index';
import type { download as english } from '../en/download';

export const download: AreaMessages<typeof english> = {
  shell_download_title: '{{brand}} 앱 받기',
  shell_download_lead: '휴대폰 카메라로 코드를 스캔하거나 휴대폰에서 다운로드 버튼을 누르세요.',
  shell_download_none: '지금은 다운로드할 수 있는 앱이 없습니다.',
  shell_download_for: '{{name}} 다운로드',
  shell_install_guide: '설치 방법',
  shell_guide_ios_1: '코드를 스캔하거나 Safari에서 다운로드 버튼을 누르세요.',
  shell_guide_ios_2: 'iPhone에서 묻는 경우 설치를 확인하세요.',
  shell_guide_ios_3: '홈 화면에서 앱을 열고 로그인하세요.',
  shell_guide_ios_lite_1: 'Safari에서 링크를 열고 공유를 누르세요.',
  shell_guide_ios_lite_2: '"홈 화면에 추가"를 선택한 다음 "추가"를 누르세요.',
  shell_guide_ios_lite_3: '홈 화면의 새 아이콘으로 앱을 실행하세요.',
  shell_guide_android_1: '코드를 스캔하거나 다운로드 버튼을 눌러 APK 파일을 받으세요.',
  shell_guide_android_2: 'Android에서 묻는 경우 이 출처의 설치를 허용하세요.',
  shell_guide_android_3: '다운로드한 파일을 열어 설치한 후 로그인하세요.',
};
