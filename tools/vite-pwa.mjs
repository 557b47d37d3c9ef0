// Vite plugin: makes an app installable (docs/operations.md, PWA). For the production build it writes, beside
// index.html, the web app manifest (`manifest.webmanifest`: the brand's name, colours and icons), the offline
// page (`offline.html` and its small script, in the brand's stylesheet and the app's languages) and the
// service worker (`sw.js`: tools/pwa-worker.js with the build's file lists in front), and links the manifest
// and the touch icon from index.html. Registration is the app's (registerServiceWorker of app-kit).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { sourceOf, staticFilesOf } from './vite-chunks.mjs';

const sha = (text) => createHash('sha256').update(text).digest('hex');
const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A `<meta name="…" content="…">` of the app's index.html. */
function metaOf(html, name) {
  const tag = new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]*)"`, 'i').exec(html);
  return tag ? tag[1] : null;
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => file.split(sep).join('/'));
}

/** The offline page's script: the visitor's language and theme, and Try again (also when back online). */
const offlineScript = ({ texts, defaultLanguage, languageKey, themeKey, defaultTheme }) =>
  `const texts=${JSON.stringify(texts)};` +
  `const read=(s,k)=>{try{return s.getItem(k)}catch{return null}};` +
  `const stored=read(localStorage,${JSON.stringify(languageKey)});` +
  `const t=texts[stored]||texts[${JSON.stringify(defaultLanguage)}];` +
  `const theme=read(localStorage,${JSON.stringify(themeKey)});` +
  `const e=document.documentElement;e.lang=t.tag;` +
  `e.setAttribute('data-theme',theme==='dark'||theme==='light'?theme:${JSON.stringify(defaultTheme)});` +
  `document.title=t.title;` +
  `for(const n of document.querySelectorAll('[data-offline]'))n.textContent=t[n.getAttribute('data-offline')];` +
  `document.querySelector('[data-offline=retry]').addEventListener('click',()=>location.reload());` +
  `addEventListener('online',()=>location.reload());\n`;

/** The offline page: plain HTML on the app's own stylesheet (no inline script or style element, for the CSP). */
const offlineHtml = ({ base, texts, themeColor, defaultTheme, icon, favicon, stylesheets, script }) =>
  `<!doctype html>
<html lang="${escapeHtml(texts.tag)}" data-theme="${escapeHtml(defaultTheme)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${escapeHtml(themeColor)}" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(texts.title)}</title>
    <link rel="icon" href="${escapeHtml(favicon)}" />
    <link rel="manifest" href="${base}manifest.webmanifest" />
${stylesheets.map((href) => `    <link rel="stylesheet" href="${escapeHtml(href)}" />\n`).join('')}    <script type="module" src="${escapeHtml(script)}"></script>
  </head>
  <body>
    <main style="min-height: 100vh; box-sizing: border-box; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; padding: 24px; text-align: center">
      <img src="${escapeHtml(icon)}" alt="" width="96" height="96" style="border-radius: 20px" />
      <h1 data-offline="title" style="margin: 0; font-size: 1.5rem">${escapeHtml(texts.title)}</h1>
      <p data-offline="text" style="margin: 0; max-width: 36ch">${escapeHtml(texts.text)}</p>
      <button type="button" class="pf-button pf-button--primary pf-button--md" data-offline="retry">${escapeHtml(texts.retry)}</button>
    </main>
  </body>
</html>
`;

/**
 * @param {import('./vite-pwa.d.mts').PwaOptions} options
 * @returns {import('vite').Plugin}
 */
export function pwa(options) {
  const {
    name,
    shortName = name,
    backgroundColor,
    texts,
    defaultLanguage = 'en',
    languageKey = 'lang',
    themeKey,
    defaultTheme,
    shell: shellSources = [],
    bypass = [],
  } = options;
  let base = '/';
  let root = '';
  let publicDir = '';
  let html = '';
  return {
    name: 'playfront-pwa',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
      publicDir = config.publicDir;
      html = readFileSync(join(root, 'index.html'), 'utf8');
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${base}icons/apple-touch-icon.png` },
          injectTo: 'head',
        },
      ];
    },
    generateBundle(_, bundle) {
      const themeColor = metaOf(html, 'theme-color');
      if (!themeColor)
        this.error('index.html has no <meta name="theme-color">: the manifest takes its colour from it');
      const url = (file) => `${base}${file}`;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');

      // The shell: the entry and the chunks named by `shell`, with what they import statically, and the
      // stylesheets and assets of each.
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const shellChunks = chunks.filter(
        (chunk) => chunk.isDynamicEntry && shellSources.some((re) => re.test(sourceOf(root, chunk))),
      );
      const shellFiles = staticFilesOf(
        bundle,
        [...entries, ...shellChunks].map((chunk) => chunk.fileName),
        { styles: true },
      );
      const stylesheets = entries.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]).map(url);

      // Files of the public folder (the favicon, the icons) keep their names: their content goes into the
      // version, so the worker changes when they do.
      const publicFiles = filesUnder(publicDir);
      for (const icon of ['icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']) {
        if (!publicFiles.includes(icon))
          this.error(`${publicDir}/${icon} is missing: run node tools/pwa-icons.mjs`);
      }
      const favicon = /<link\s+rel="icon"\s+href="([^"]+)"/i.exec(html)?.[1] ?? null;
      const faviconUrl =
        favicon && publicFiles.includes(favicon.replace(/^\//, '')) ? url(favicon.replace(/^\//, '')) : null;

      const manifest = {
        id: base,
        name,
        short_name: shortName,
        description: metaOf(html, 'description') ?? undefined,
        lang: texts[defaultLanguage].tag,
        start_url: base,
        scope: base,
        display: 'standalone',
        theme_color: themeColor,
        background_color: backgroundColor,
        icons: [
          { src: url('icons/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: url('icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: url('icons/icon-maskable-512.png'),
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      };
      const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifestText });

      const script = offlineScript({ texts, defaultLanguage, languageKey, themeKey, defaultTheme });
      const scriptFile = `assets/offline-${sha(script).slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
      const page = offlineHtml({
        base,
        texts: texts[defaultLanguage],
        themeColor,
        defaultTheme,
        icon: url('icons/icon-192.png'),
        favicon: faviconUrl ?? url('icons/icon-192.png'),
        stylesheets,
        script: url(scriptFile),
      });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: page });

      const shell = [
        url('offline.html'),
        url(scriptFile),
        url('manifest.webmanifest'),
        ...[...shellFiles].map(url),
        ...publicFiles.filter((file) => !file.endsWith('.map')).map(url),
      ];
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map') && !shellFiles.has(file))
        .map(url);
      const template = readFileSync(join(import.meta.dirname, 'pwa-worker.js'), 'utf8');
      const publicContent = publicFiles.map((file) => sha(readFileSync(join(publicDir, file)))).join();
      const version = sha(
        [template, manifestText, page, script, publicContent, ...shell, ...assets].join('\n'),
      );
      const build = { version: version.slice(0, 16), shell, assets, offline: url('offline.html'), bypass };
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const build = ${JSON.stringify(build)};\n\n${template}`,
      });
    },
  };
}
