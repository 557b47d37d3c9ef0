import type { AreaMessages } from '../en/index';
import type { download as english } from '../en/download';

export const download: AreaMessages<typeof english> = {
  shell_download_title: '{{brand}} アプリを入手',
  shell_download_lead:
    'スマートフォンのカメラでコードを読み取るか、スマートフォンでダウンロードボタンをタップしてください。',
  shell_download_none: '現在ダウンロードできるアプリはありません。',
  shell_download_for: '{{name}}をダウンロード',
  shell_install_guide: 'インストール方法',
  shell_guide_ios_1: 'コードを読み取るか、Safari でダウンロードボタンをタップします。',
  shell_guide_ios_2: 'iPhone に確認されたらインストールを許可します。',
  shell_guide_ios_3: 'ホーム画面からアプリを開いてログインします。',
  shell_guide_ios_lite_1: 'Safari でリンクを開き、共有をタップします。',
  shell_guide_ios_lite_2: '「ホーム画面に追加」を選び、「追加」をタップします。',
  shell_guide_ios_lite_3: 'ホーム画面の新しいアイコンからアプリを起動します。',
  shell_guide_android_1: 'コードを読み取るか、ダウンロードボタンをタップして APK ファイルを入手します。',
  shell_guide_android_2: 'Android に確認されたら、この提供元からのインストールを許可します。',
  shell_guide_android_3: 'ダウンロードしたファイルを開いてインストールし、ログインします。',
};
