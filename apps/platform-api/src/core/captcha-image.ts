import { randomInt } from 'node:crypto';
import { encodeRgbPng } from './images';

/** 5x7 glyphs of the digits, one string per row. */
const glyphs: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_ALPHABET = '0123456789';
export const CAPTCHA_LENGTH = 5;

/** A random captcha answer. */
export const randomCaptchaText = (): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

/** Draws `text` with jitter, noise dots and lines on a 120x40 PNG. */
export function renderCaptcha(text: string): Promise<Buffer> {
  const width = 120;
  const height = 40;
  const rgb = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      set(x, y, 238 + randomInt(18), 238 + randomInt(18), 230 + randomInt(26));
  }
  const scale = 3;
  [...text].forEach((char, index) => {
    const glyph = glyphs[char];
    if (!glyph) return;
    const ox = 8 + index * 22 + randomInt(5);
    const oy = 4 + randomInt(10);
    const colour = [randomInt(120), randomInt(120), randomInt(120)] as const;
    const slant = randomInt(3) - 1;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const shift = Math.round(((3 - gy) * slant) / 2);
            set(ox + gx * scale + dx + shift, oy + gy * scale + dy, ...colour);
          }
        }
      });
    });
  });
  for (let line = 0; line < 4; line += 1) {
    let y = randomInt(height);
    const colour = [randomInt(200), randomInt(200), randomInt(200)] as const;
    for (let x = 0; x < width; x += 1) {
      if (randomInt(4) === 0) y = Math.min(height - 1, Math.max(0, y + randomInt(3) - 1));
      set(x, y, ...colour);
    }
  }
  for (let dot = 0; dot < 150; dot += 1)
    set(randomInt(width), randomInt(height), randomInt(256), randomInt(256), randomInt(256));
  return encodeRgbPng(width, height, rgb);
}
