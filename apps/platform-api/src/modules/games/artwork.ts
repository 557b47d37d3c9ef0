import { createHash } from 'node:crypto';
import type { GameCategory } from '@playfront/api-contract';

/**
 * Generated game artwork: one deterministic SVG per game (4:3, a few hundred bytes to ~2 KB). The game code
 * seeds the colours and the layout of the shapes; the category picks the motif (lottery balls, playing
 * cards, a pitch, waves and fish, slot reels, chips, a hexagon grid; a rooster for sabong); the game's name
 * is written across the bottom. The same game always gets the same picture, so it is served with a long
 * cache lifetime.
 */

/** The path game cards load a game's artwork from (`image` of the game list). */
export const artworkPath = (code: string): string => `/lgw/games/artwork/${code}.svg`;

/** Game codes the artwork route accepts (the catalogue's codes: letters, digits, _ and -). */
export const ARTWORK_CODE_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export interface ArtworkGame {
  code: string;
  name: string;
  category: GameCategory;
  engine?: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

/** Deterministic bytes of a game code: SHA-256, read one byte at a time. */
function bytesOf(code: string): number[] {
  return [...createHash('sha256').update(code).digest()];
}

/** Base hue of each category, so a lane of one category reads as a family; the code shifts it. */
const categoryHue: Record<GameCategory, number> = {
  LOTT: 45,
  ELOTT: 30,
  LIVE: 350,
  SPORTS: 130,
  FISH: 195,
  RNG: 280,
  PVP: 15,
  ESPORTS: 250,
};

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;

type Motif = (b: number[], accent: string, light: string) => string;

const balls: Motif = (b, accent, light) =>
  [0, 1, 2, 3]
    .map((i) => {
      const x = 50 + i * 55 + (b[8 + i]! % 12);
      const y = 70 + (b[12 + i]! % 40);
      const n = (b[16 + i]! % 49) + 1;
      return `<circle cx="${x}" cy="${y}" r="24" fill="${i % 2 ? accent : light}"/><text x="${x}" y="${y + 7}" text-anchor="middle" font-size="20" font-weight="700" fill="#222">${n}</text>`;
    })
    .join('');

const cards: Motif = (b, accent, light) =>
  [0, 1, 2]
    .map((i) => {
      const angle = -18 + i * 18 + (b[8 + i]! % 7);
      const suit = ['♠', '♥', '♦', '♣'][b[12 + i]! % 4];
      return `<g transform="rotate(${angle} 160 150)"><rect x="${125 + i * 6}" y="40" width="70" height="98" rx="8" fill="${light}" stroke="${accent}" stroke-width="3"/><text x="${160 + i * 6}" y="102" text-anchor="middle" font-size="36" fill="${suit === '♥' || suit === '♦' ? '#c62828' : '#222'}">${suit}</text></g>`;
    })
    .join('');

const pitch: Motif = (b, accent, light) =>
  `<rect x="40" y="30" width="240" height="120" rx="6" fill="none" stroke="${light}" stroke-width="3" stroke-opacity="0.7"/><line x1="160" y1="30" x2="160" y2="150" stroke="${light}" stroke-width="3" stroke-opacity="0.7"/><circle cx="160" cy="90" r="${22 + (b[8]! % 10)}" fill="none" stroke="${light}" stroke-width="3" stroke-opacity="0.7"/><circle cx="${90 + (b[9]! % 140)}" cy="${60 + (b[10]! % 60)}" r="12" fill="${accent}"/>`;

const rooster: Motif = (_b, accent, light) =>
  `<g transform="translate(110 22)"><path d="M48 30c6-18 24-20 30-8-8-2-12 2-12 8 10 4 14 14 10 24l18 10c8-22 26-30 34-18-10 0-14 8-12 18 4 22-14 44-44 44-26 0-46-18-44-42 2-14 8-26 20-36z" fill="${accent}"/><path d="M54 18c2-10 10-14 14-8 2-8 12-8 12 2" fill="none" stroke="#c62828" stroke-width="6" stroke-linecap="round"/><circle cx="62" cy="38" r="4" fill="${light}"/><path d="M40 40l-12 6 12 4z" fill="#f5b301"/><path d="M70 112v16m20-16v16" stroke="#f5b301" stroke-width="5"/></g>`;

const waves: Motif = (b, accent, light) =>
  [0, 1, 2]
    .map((i) => {
      const y = 60 + i * 30;
      const shift = b[8 + i]! % 40;
      return `<path d="M${-20 + shift} ${y} q40 -20 80 0 t80 0 t80 0 t80 0" fill="none" stroke="${i === 1 ? accent : light}" stroke-width="6" stroke-opacity="0.8"/>`;
    })
    .join('') +
  `<path d="M${120 + (b[11]! % 60)} 95 q30 -30 60 0 q-30 30 -60 0z m60 0 l18 -14 v28z" fill="${accent}"/>`;

const reels: Motif = (b, accent, light) =>
  [0, 1, 2]
    .map((i) => {
      const x = 62 + i * 70;
      const symbol = ['7', '★', '♦', 'BAR', '♣', '◆'][b[8 + i]! % 6];
      return `<rect x="${x}" y="36" width="56" height="96" rx="8" fill="${light}"/><text x="${x + 28}" y="96" text-anchor="middle" font-size="${symbol.length > 1 ? 18 : 34}" font-weight="700" fill="${accent}">${symbol}</text>`;
    })
    .join('');

const chips: Motif = (b, accent, light) =>
  [0, 1, 2, 3]
    .map((i) => {
      const x = 80 + i * 52;
      const y = 110 - (b[8 + i]! % 40);
      return `<circle cx="${x}" cy="${y}" r="26" fill="${i % 2 ? accent : light}"/><circle cx="${x}" cy="${y}" r="16" fill="none" stroke="#222" stroke-width="3" stroke-dasharray="6 5"/>`;
    })
    .join('');

const hexes: Motif = (b, accent, light) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const cx = 70 + i * 45;
      const cy = i % 2 ? 110 : 70;
      const points = [0, 1, 2, 3, 4, 5]
        .map((k) => {
          const a = (Math.PI / 3) * k;
          return `${(cx + 24 * Math.cos(a)).toFixed(1)},${(cy + 24 * Math.sin(a)).toFixed(1)}`;
        })
        .join(' ');
      return `<polygon points="${points}" fill="${b[8 + i]! % 3 === 0 ? accent : 'none'}" stroke="${light}" stroke-width="3"/>`;
    })
    .join('');

const motifs: Record<GameCategory, Motif> = {
  LOTT: balls,
  ELOTT: balls,
  LIVE: cards,
  SPORTS: pitch,
  FISH: waves,
  RNG: reels,
  PVP: chips,
  ESPORTS: hexes,
};

/** The game's name on at most two lines of about 20 characters (longer names end in an ellipsis). */
function nameLines(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > 20 && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 2) lines.splice(1, lines.length - 1, `${lines[1]!.slice(0, 19)}…`);
  return lines.map((text) => (text.length > 22 ? `${text.slice(0, 21)}…` : text));
}

/** The artwork of one game (see the module comment). */
export function gameArtworkSvg(game: ArtworkGame): string {
  const b = bytesOf(game.code);
  const hue = categoryHue[game.category] + (b[0]! % 40) - 20;
  const top = hsl(hue, 55 + (b[1]! % 25), 28 + (b[2]! % 10));
  const bottom = hsl(hue + 30 + (b[3]! % 60), 50, 12 + (b[4]! % 8));
  const accent = hsl(hue + 150 + (b[5]! % 60), 75, 58);
  const light = hsl(hue, 30, 94);
  const motif = (game.engine === 'sabong' ? rooster : motifs[game.category])(b, accent, light);
  const lines = nameLines(game.name);
  const label = lines
    .map(
      (text, index) =>
        `<text x="160" y="${lines.length === 1 ? 206 : 194 + index * 24}" text-anchor="middle" font-size="21" font-weight="700" fill="#fff">${escapeXml(text)}</text>`,
    )
    .join('');
  // A gradient id of its own, so pictures inlined into one document do not share the first one's.
  const id = `pf-art-${b
    .slice(0, 4)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')}`;
  const glowX = 40 + (b[6]! % 240);
  const glowY = 20 + (b[7]! % 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${escapeXml(game.name)}" font-family="system-ui, sans-serif"><defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="320" height="240" fill="url(#${id})"/><circle cx="${glowX}" cy="${glowY}" r="${70 + (b[13]! % 50)}" fill="${accent}" fill-opacity="0.18"/>${motif}<rect y="170" width="320" height="70" fill="#000" fill-opacity="0.35"/>${label}</svg>`;
}
