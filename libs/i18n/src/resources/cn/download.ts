import type { AreaMessages } from '../en/index';
import type { download as english } from '../en/download';

export const download: AreaMessages<typeof english> = {
  shell_download_title: '下载 {{brand}} App',
  shell_download_lead: '用手机相机扫描二维码，或在手机上点击下载按钮。',
  shell_download_none: '目前没有可下载的 App。',
  shell_download_for: '下载{{name}}',
  shell_install_guide: '安装步骤',
  shell_guide_ios_1: '扫描二维码，或在 Safari 中点击下载按钮。',
  shell_guide_ios_2: 'iPhone 提示时确认安装。',
  shell_guide_ios_3: '从主屏幕打开 App 并登录。',
  shell_guide_ios_lite_1: '在 Safari 中打开链接，点击“分享”。',
  shell_guide_ios_lite_2: '选择“添加到主屏幕”，然后点击“添加”。',
  shell_guide_ios_lite_3: '从主屏幕上的新图标启动 App。',
  shell_guide_android_1: '扫描二维码或点击下载按钮获取 APK 文件。',
  shell_guide_android_2: '安卓系统提示时，允许从此来源安装。',
  shell_guide_android_3: '打开下载的文件，完成安装后登录。',
};
