// Build step: renders the portal's landing page to HTML (apps/web-portal/src/prerender.tsx) and writes it
// into the built index.html, so the first paint needs no script. A head script hides it for visitors it
// does not fit (another page, another language, a signed-in tab); the app replaces it on first render.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';

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
  } finally {
    await server.close();
  }
}
