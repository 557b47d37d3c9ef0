/**
 * The installed app's texts: the update prompt (a lazy chunk, loaded only once a new version is waiting; it
 * adds these English texts itself) and the offline page the service worker shows (the build writes them
 * into that page, every language the app ships).
 */
export const pwa = {
  pwa_update_available: 'A new version is available',
  pwa_update_reload: 'Reload',
  pwa_update_later: 'Later',
  pwa_offline_title: 'You are offline',
  pwa_offline_text: 'This page needs a connection. Check your network, then try again.',
  pwa_offline_retry: 'Try again',
};
