/** The home marquee of announcements (loaded with it, after the home page has loaded). */
export const marquee = {
  marquee_label: 'Announcements',
  marquee_pause: 'Pause announcements',
  marquee_play: 'Play announcements',
};
