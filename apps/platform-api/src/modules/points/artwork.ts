/**
 * The demo goods' pictures: small square SVGs (a gradient and a drawing, no words, so nothing to translate),
 * served by GET /wps/points/art/:file. An operator's item points at any image URL.
 */
const drawings: Record<string, string> = {
  // A phone with a lit screen.
  phone: `<rect x="110" y="40" width="100" height="200" rx="16" fill="#1d2333" stroke="#0b0f19" stroke-width="4"/><rect x="120" y="60" width="80" height="150" rx="6" fill="#7ee8fa"/><circle cx="160" cy="225" r="7" fill="#3a4256"/>`,
  // Headphones.
  headphones: `<path d="M80 180v-30a80 80 0 0 1 160 0v30" fill="none" stroke="#222" stroke-width="16"/><rect x="62" y="165" width="44" height="75" rx="14" fill="#ff5c7a" stroke="#222" stroke-width="4"/><rect x="214" y="165" width="44" height="75" rx="14" fill="#ff5c7a" stroke="#222" stroke-width="4"/>`,
  // A T-shirt.
  shirt: `<path d="M110 60l-55 35 25 45 25-12v112h110V128l25 12 25-45-55-35c-10 20-30 30-50 30s-40-10-50-30z" fill="#ffd76a" stroke="#8a5a00" stroke-width="4"/>`,
  // A stack of chips, one colour per value.
  'chips-small': chips('#2fbf71', 2),
  'chips-medium': chips('#3a6df0', 3),
  'chips-large': chips('#e4572e', 4),
};

function chips(colour: string, count: number): string {
  const stack = Array.from({ length: count }, (_, index) => {
    const y = 200 - index * 26;
    return `<ellipse cx="160" cy="${y}" rx="80" ry="24" fill="${colour}" stroke="#fff" stroke-width="5" stroke-dasharray="14 10"/>`;
  });
  return `<g>${stack.join('')}</g>`;
}

const palettes: Record<string, [string, string]> = {
  phone: ['#3a6df0', '#1b2a6b'],
  headphones: ['#9b3ae0', '#3d0f66'],
  shirt: ['#0f9bb5', '#0b3a5a'],
  'chips-small': ['#1b7f5a', '#0b3d2e'],
  'chips-medium': ['#1b4f9f', '#0b1d3d'],
  'chips-large': ['#a33a1f', '#4a1208'],
};

export const goodsArtworkNames = Object.keys(drawings);

/** The picture `name`, or null for an unknown one. */
export function goodsArtworkSvg(name: string): string | null {
  const drawing = drawings[name];
  const palette = palettes[name];
  if (!drawing || !palette) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 280" width="320" height="280"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs><rect width="320" height="280" fill="url(#g)"/><g opacity="0.12" fill="#fff"><circle cx="40" cy="40" r="30"/><circle cx="290" cy="250" r="50"/></g>${drawing}</svg>`;
}

export const goodsArtworkUrl = (name: string) => `/wps/points/art/${name}.svg`;
