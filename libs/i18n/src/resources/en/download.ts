/** The app download page (loaded with it, not on first download). */
export const download = {
  shell_download_title: 'Get the {{brand}} app',
  shell_download_lead: 'Scan a code with your phone camera or tap the download button on your phone.',
  shell_download_none: 'No apps are available to download right now.',
  shell_download_for: 'Download the {{name}}',
  shell_install_guide: 'How to install',
  shell_guide_ios_1: 'Scan the code or tap the download button in Safari.',
  shell_guide_ios_2: 'Confirm the installation when your iPhone asks.',
  shell_guide_ios_3: 'Open the app from your home screen and log in.',
  shell_guide_ios_lite_1: 'Open the link in Safari and tap Share.',
  shell_guide_ios_lite_2: 'Choose Add to Home Screen, then Add.',
  shell_guide_ios_lite_3: 'Start the app from the new icon on your home screen.',
  shell_guide_android_1: 'Scan the code or tap the download button to get the APK file.',
  shell_guide_android_2: 'Allow installs from this source when Android asks.',
  shell_guide_android_3: 'Open the downloaded file, install it and log in.',
};
