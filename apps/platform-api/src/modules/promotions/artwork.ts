/**
 * The demo promotions' banners: small SVGs (a gradient and a glyph of the type, no words, so no language to
 * translate), served by GET /wps/promotions/art/:file. An operator's promotion points at any image URL.
 */
const glyphs: Record<string, string> = {
  // A stack of coins and a plus: money in, bonus on top.
  deposit: `<g fill="#ffd76a" stroke="#8a5a00" stroke-width="4"><ellipse cx="470" cy="200" rx="70" ry="22"/><ellipse cx="470" cy="170" rx="70" ry="22"/><ellipse cx="470" cy="140" rx="70" ry="22"/><ellipse cx="470" cy="110" rx="70" ry="22"/></g><path d="M610 90h24v36h36v24h-36v36h-24v-36h-36v-24h36z" fill="#fff"/>`,
  // A gift box.
  registration: `<g stroke="#5b1a00" stroke-width="4"><rect x="400" y="120" width="160" height="110" rx="8" fill="#ff8a5c"/><rect x="385" y="90" width="190" height="40" rx="8" fill="#ffb08f"/><rect x="468" y="90" width="24" height="140" fill="#ffe08a"/></g><path d="M480 90c-30-50-80-40-60-10 10 14 40 10 60 10zm0 0c30-50 80-40 60-10-10 14-40 10-60 10z" fill="#ffe08a" stroke="#5b1a00" stroke-width="4"/>`,
  // A document with a check mark.
  apply: `<rect x="410" y="60" width="140" height="180" rx="12" fill="#f4f7ff" stroke="#1d3b8f" stroke-width="4"/><g stroke="#9fb3e8" stroke-width="8" stroke-linecap="round"><path d="M440 100h80M440 130h80M440 160h50"/></g><circle cx="545" cy="215" r="38" fill="#2fbf71"/><path d="M527 215l13 13 24-26" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A ticket with a star.
  raffle: `<path d="M370 95h220a20 20 0 0 0 0 40v30a20 20 0 0 0 0 40H370a20 20 0 0 0 0-40v-30a20 20 0 0 0 0-40z" fill="#ffd1f0" stroke="#7a1460" stroke-width="4"/><path d="M480 112l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z" fill="#ff4fb8"/>`,
  // A target with an arrow.
  mission: `<g fill="none" stroke-width="14"><circle cx="480" cy="150" r="90" stroke="#ffffff"/><circle cx="480" cy="150" r="58" stroke="#7ee8fa"/><circle cx="480" cy="150" r="26" stroke="#ffffff"/></g><path d="M480 150l110-80" stroke="#ffd76a" stroke-width="8" stroke-linecap="round"/><path d="M590 70l-6 28 28-6z" fill="#ffd76a"/>`,
};

const palettes: Record<string, [string, string]> = {
  deposit: ['#1b7f5a', '#0b3d2e'],
  registration: ['#e4572e', '#7a1f3d'],
  apply: ['#3a6df0', '#1b2a6b'],
  raffle: ['#9b3ae0', '#3d0f66'],
  mission: ['#0f9bb5', '#0b3a5a'],
};

export const artworkNames = Object.keys(glyphs);

/** The banner `name` (deposit, registration, apply, raffle, mission), or null for an unknown one. */
export function artworkSvg(name: string): string | null {
  const glyph = glyphs[name];
  const palette = palettes[name];
  if (!glyph || !palette) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 300" width="960" height="300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient><radialGradient id="h" cx="0.75" cy="0.2" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="960" height="300" fill="url(#g)"/><rect width="960" height="300" fill="url(#h)"/><g opacity="0.12" fill="#fff"><circle cx="90" cy="60" r="40"/><circle cx="860" cy="250" r="70"/><circle cx="200" cy="260" r="24"/></g>${glyph}</svg>`;
}

export const artworkUrl = (name: string) => `/wps/promotions/art/${name}.svg`;
