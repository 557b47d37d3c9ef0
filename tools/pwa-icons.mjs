#!/usr/bin/env node
// Writes the installed app's icons of each brand app (PNG, from the brand's own art) into the app's public
// folder: 192 and 512 px icons (purpose any), a 512 px maskable icon (the mark inside the safe zone on a
// full-bleed background) and a 180 px touch icon (opaque, as iOS wants). Run once when the art changes and
// commit the PNGs; the build only copies them.
// Usage: node tools/pwa-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');

/**
 * Each app: its art (the favicon), and the same mark drawn full-bleed for the maskable and touch icons. The
 * maskable safe zone is the centred circle of 80 % of the width: the mark stays within 60 % of it.
 */
const apps = [
  {
    dir: 'apps/web-portal/public/icons',
    art: readFileSync(join(root, 'apps/web-portal/public/favicon.svg'), 'utf8'),
    fullBleed: (inset) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#f5b700"/>` +
      `<g transform="translate(16 16) scale(${inset}) translate(-17 -16)">` +
      `<path d="M10 8h8a6 6 0 0 1 0 12h-4v4h-4z" fill="#0f1420"/></g></svg>`,
  },
  {
    dir: 'apps/brand-lucky/public/icons',
    art: readFileSync(join(root, 'apps/brand-lucky/src/logo.svg'), 'utf8'),
    fullBleed: (inset) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c8102e"/>` +
      `<g transform="translate(32 32) scale(${inset}) translate(-32 -31)">` +
      `<path d="M32 12l5.9 12 13.1 1.9-9.5 9.3 2.2 13.1L32 42.1l-11.7 6.2 2.2-13.1-9.5-9.3 13.1-1.9z" fill="#ffd23f"/>` +
      `</g></svg>`,
  },
];

const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(file);

for (const app of apps) {
  const dir = join(root, app.dir);
  await png(app.art, 192, join(dir, 'icon-192.png'));
  await png(app.art, 512, join(dir, 'icon-512.png'));
  await png(app.fullBleed(0.85), 512, join(dir, 'icon-maskable-512.png'));
  await png(app.fullBleed(1), 180, join(dir, 'apple-touch-icon.png'));
  console.log(`icons written to ${app.dir}`);
}
