// Build step: renders the portal's landing page to HTML (apps/web-portal/src/prerender.tsx) and writes it
// into the built index.html, so the first paint needs no script. A head script hides it for visitors it
// does not fit (another page, another language, a signed-in tab); the app replaces it on first render.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

/** File the server reads the inline script and style hashes of its Content-Security-Policy from. */
export const CSP_MANIFEST = 'csp-hashes.json';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Sources under `dirs` (the libs and the app's own src) that render a React 19 hoisted
 * `<style href precedence>`; each exports its `css`.
 */
async function hoistedStyleModules(dirs) {
  const found = [];
  for (const dir of dirs) {
    for (const file of await readdir(dir, { recursive: true })) {
      if (!file.endsWith('.tsx') || /\.(spec|stories)\.tsx$/.test(file) || file.includes('node_modules'))
        continue;
      const path = join(dir, file);
      if (/<style href="[^"]+" precedence=/.test(await readFile(path, 'utf8'))) found.push(path);
    }
  }
  return found.sort();
}

/**
 * Hashes of every inline script and style the portal may run: those in the built index.html (head script,
 * prerendered styles) and the text of every hoisted style a lib inserts at run time.
 */
async function cspHashes(server, html, dirs) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  for (const file of await hoistedStyleModules(dirs)) {
    const { css } = await server.ssrLoadModule(file);
    if (typeof css !== 'string') throw new Error(`${file} renders a hoisted <style> but exports no css`);
    styles.push(css);
  }
  return {
    script: [...new Set(scripts.map(sha256))].sort(),
    style: [...new Set(styles.map(sha256))].sort(),
  };
}

/**
 * The head script, run before the first paint: applies the stored theme, and hides the prerendered page
 * when it would be wrong for this visitor (another path, another language, a signed-in tab).
 */
const headScript = ({ id, language, keys }) => {
  const k = JSON.stringify;
  return (
    `<script>(function(d){var e=d.documentElement;try{var t=localStorage.getItem(${k(keys.theme)});` +
    `if(t==='dark'||t==='light')e.setAttribute('data-theme',t);var p=location.pathname;` +
    `if((p!=='/'&&p!=='/index')||sessionStorage.getItem(${k(keys.token)})||` +
    `(localStorage.getItem(${k(keys.language)})||${k(language)})!==${k(language)})e.setAttribute('data-noshell','')` +
    `}catch(x){e.setAttribute('data-noshell','')}})(document)</script>` +
    `<style>[data-noshell] #${id}{display:none}</style>`
  );
};

/**
 * Renders `entry`'s renderShell() with Vite's SSR loader (same config and aliases as the client build)
 * and injects the result into `${outDir}/index.html`.
 */
export async function prerenderInto({ outDir, root, configFile, entry }) {
  const server = await createServer({
    configFile,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderShell } = await server.ssrLoadModule(entry);
    const shell = await renderShell();
    const indexPath = join(outDir, 'index.html');
    let html = await readFile(indexPath, 'utf8');
    if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
    // React renders the libs' hoistable <style> elements into the markup; they belong in <head>, where
    // the app finds them (by data-href) and keeps them when the prerendered page is removed.
    const styles = [];
    const body = shell.html.replace(
      /<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>/g,
      (style) => {
        styles.push(style);
        return '';
      },
    );
    html = html
      .replace('</head>', `${styles.join('')}${headScript(shell)}</head>`)
      .replace('<div id="root"></div>', `<div id="${shell.id}" inert>${body}</div><div id="root"></div>`);
    await writeFile(indexPath, html);
    const hashes = await cspHashes(server, html, [resolve(root, '../../libs'), join(root, 'src')]);
    await writeFile(join(outDir, CSP_MANIFEST), `${JSON.stringify(hashes, null, 2)}\n`);
  } finally {
    await server.close();
  }
}
