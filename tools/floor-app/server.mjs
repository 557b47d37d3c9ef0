#!/usr/bin/env node
// The floor app's server: the production build in dist/floor-app (or --dir) sent as its precompressed
// .br/.gz files when the browser takes them, hashed assets with a year's immutable cache and index.html
// revalidated, every other path answered with index.html (client routes), plus the tiny JSON endpoints
// the app fetches (/api/items/<list>, /api/member with a bearer token) and the SVG art of its lists.
// Usage: node tools/floor-app/server.mjs [--port 4701] [--dir dist/floor-app]
// Prints "floor app ready on <port>" when listening.
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dir = arg('dir', join(import.meta.dirname, '../../dist/floor-app'));
const port = Number(arg('port', 4701));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

/** Every file of the build, read once: path → body and its precompressed variants. */
const files = new Map();
const walk = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (!/\.(br|gz|map)$/.test(entry.name)) {
      const read = (suffix) => {
        try {
          return readFileSync(path + suffix);
        } catch {
          return null;
        }
      };
      files.set(`/${relative(dir, path).split(sep).join('/')}`, {
        raw: read(''),
        br: read('.br'),
        gz: read('.gz'),
      });
    }
  }
};
walk(dir);
if (!files.has('/index.html')) {
  console.error(`no index.html in ${dir}: build the floor app first`);
  process.exit(1);
}

const words = ['Golden', 'Lucky', 'Dragon', 'Star', 'Fortune', 'Royal', 'Jungle', 'Ocean', 'Mystic', 'Wild'];
const nouns = ['Reels', 'Spins', 'Treasure', 'Riches', 'Gems', 'Quest', 'Temple', 'Nights'];
const name = (i) => `${words[i % words.length]} ${nouns[(i * 3) % nouns.length]}`;
const lists = {
  home: Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    name: name(i),
    text: 'Slots · Demo provider',
    image: `/art/tile-${i + 1}.svg`,
  })),
  rng: Array.from({ length: 24 }, (_, i) => ({
    id: i + 1,
    name: name(i + 3),
    text: 'Slots · Demo provider',
    image: `/art/tile-${i + 1}.svg`,
  })),
  lottery: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    name: `Draw ${2026112800 + i}`,
    text: `Closes in ${5 + i * 3} minutes · 10 numbers from 1 to 80`,
  })),
  promotions: Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    name: `${['Welcome', 'Weekend', 'Cashback', 'Reload', 'Lottery', 'VIP'][i]} bonus`,
    text: 'Deposit and play to earn a bonus: turnover of five times the bonus, valid for seven days.',
    image: `/art/banner-${i + 1}.svg`,
  })),
  records: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    name: `${i % 3 ? 'Bet' : 'Deposit'} ${1000 + i * 250}.00`,
    text: `2026-11-${String(28 - i).padStart(2, '0')} 12:${String(10 + i).padStart(2, '0')} · settled`,
  })),
};

const art = (kind, n) => {
  const [w, h] = kind === 'banner' ? [640, 240] : [240, 180];
  const hue = (n * 47) % 360;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.75}" cy="${h * 0.4}" r="${h * 0.25}" fill="#fff3"/>` +
      `<text x="24" y="${h - 24}" font-family="sans-serif" font-size="${h / 6}" fill="#fff">${kind} ${n}</text></svg>`,
  );
};

const send = (request, response, status, file, type, cache) => {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const headers = { 'content-type': type, 'cache-control': cache, vary: 'Accept-Encoding' };
  let body = file.raw;
  if (file.br && /\bbr\b/.test(accepts)) [body, headers['content-encoding']] = [file.br, 'br'];
  else if (file.gz && /\bgzip\b/.test(accepts)) [body, headers['content-encoding']] = [file.gz, 'gzip'];
  headers['content-length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
};
const json = (request, response, status, value) =>
  send(request, response, status, { raw: Buffer.from(JSON.stringify(value)) }, types['.json'], 'no-store');

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://floor');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405).end();
    return;
  }
  const list = /^\/api\/items\/(\w+)$/.exec(pathname);
  if (list) {
    if (lists[list[1]]) json(request, response, 200, lists[list[1]]);
    else json(request, response, 404, { message: 'no such list' });
    return;
  }
  if (pathname === '/api/member') {
    const token = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!token) json(request, response, 401, { message: 'sign in first' });
    else json(request, response, 200, { name: 'floormember', balance: 'P 1,000.00', level: 'VIP 1' });
    return;
  }
  const picture = /^\/art\/(tile|banner)-(\d+)\.svg$/.exec(pathname);
  if (picture) {
    send(
      request,
      response,
      200,
      { raw: art(picture[1], Number(picture[2])) },
      types['.svg'],
      'public, max-age=86400',
    );
    return;
  }
  const file = files.get(pathname);
  if (file && pathname !== '/index.html') {
    const immutable = pathname.startsWith('/assets/');
    const cache = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
    send(request, response, 200, file, types[extname(pathname)] ?? 'application/octet-stream', cache);
    return;
  }
  if (extname(pathname) && !file) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  // Client routes: the app's page, always revalidated (it names the hashed assets of the current build).
  send(request, response, 200, files.get('/index.html'), types['.html'], 'no-cache');
});

const close = () => server.close(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);
server.listen(port, '127.0.0.1', () => console.log(`floor app ready on ${port}`));
