// Build step: renders the portal's landing page and its main lobbies to HTML (apps/web-portal/src/prerender.tsx)
// and writes each into a document (the landing page into the built index.html, the others beside it), so the
// first paint needs no script. A head script hides the page for visitors it does not fit (another path,
// another language, a signed-in tab); the app replaces it on first render.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

/** File the server reads the inline script and style hashes of its Content-Security-Policy from. */
export const CSP_MANIFEST = 'csp-hashes.json';
/**
 * File the server reads what the prerendered pages hold from: their language, the languages the build
 * ships (apps/platform-api/src/core/portal-document.ts marks the page of a brand that offers one of them) and
 * the document of each path that has one of its own (`pages`: path to file; index.html serves the rest).
 */
export const SHELL_MANIFEST = 'shell.json';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Whether a module id is a stylesheet imported as text (`./x.css?inline`). */
const inlineCssRE = /\.css\?(?:.*&)?inline(?:&|$)/;

/**
 * Vite plugin: collects the final text (minified as built) of every `*.css?inline` module of the client
 * build. Those texts are what the libs render in React 19 hoisted `<style href precedence>` elements, so
 * their hashes go into the Content-Security-Policy; nothing needs to export them at run time.
 * @returns {import('vite').Plugin & { texts: Set<string> }}
 */
export function inlineStyleTexts() {
  const texts = new Set();
  return {
    name: 'playfront-inline-style-texts',
    apply: 'build',
    enforce: 'post',
    texts,
    transform(code, id) {
      if (!inlineCssRE.test(id)) return null;
      const m = /^export default ("(?:[^"\\]|\\.)*")\s*;?\s*$/.exec(code.trim());
      if (!m) this.error(`${id}: expected Vite's inline CSS module (export default "…")`);
      texts.add(JSON.parse(m[1]));
      return null;
    },
  };
}

/**
 * Sources under `dirs` (the libs and the app's own src) that render a React 19 hoisted
 * `<style href precedence>`: each must render the text of a `.css?inline` import, whose hash the build
 * collects (inlineStyleTexts); a style written any other way would be refused by the browser.
 */
async function checkHoistedStyleSources(dirs) {
  for (const dir of dirs) {
    for (const file of await readdir(dir, { recursive: true })) {
      if (!file.endsWith('.tsx') || /\.(spec|stories)\.tsx$/.test(file) || file.includes('node_modules'))
        continue;
      const path = join(dir, file);
      const source = await readFile(path, 'utf8');
      if (/<style href="[^"]+" precedence=/.test(source) && !/from '[^']+\.css\?inline'/.test(source))
        throw new Error(`${path} renders a hoisted <style> whose text is not a .css?inline import`);
    }
  }
}

/**
 * Hashes of every inline script and style the portal may run: those in the built index.html (head script,
 * prerendered styles) and the text of every hoisted style a lib inserts at run time (`inlineStyles`, as
 * built).
 */
function cspHashes(html, inlineStyles) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  styles.push(...inlineStyles);
  return {
    script: [...new Set(scripts.map(sha256))].sort(),
    style: [...new Set(styles.map(sha256))].sort(),
  };
}

/**
 * The head script, run before the first paint: applies the stored theme, and hides the prerendered page
 * when it would be wrong for this visitor (another path than `paths`, another language, a signed-in tab).
 */
const headScript = ({ id, language, keys }, paths) => {
  const k = JSON.stringify;
  return (
    `<script>(function(d){var e=d.documentElement;try{var t=localStorage.getItem(${k(keys.theme)});` +
    `if(t==='dark'||t==='light')e.setAttribute('data-theme',t);var p=location.pathname;` +
    `if(${paths.map((path) => `p!==${k(path)}`).join('&&')}||sessionStorage.getItem(${k(keys.token)})||` +
    `(localStorage.getItem(${k(keys.language)})||${k(language)})!==${k(language)})e.setAttribute('data-noshell','')` +
    `}catch(x){e.setAttribute('data-noshell','')}})(document)</script>` +
    `<style>[data-noshell] #${id}{display:none}</style>`
  );
};

/** Where the document of a prerendered page other than the landing page goes (the server sends it). */
export const SHELLS_DIR = 'shells';

/**
 * `template` (the built index.html) with `shell` in it: the page's markup before the empty #root, and in
 * <head> the hoisted styles React rendered into the markup and the head script for `paths`.
 */
function documentWith(template, shell, paths) {
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
  return template
    .replace('</head>', `${styles.join('')}${headScript(shell, paths)}</head>`)
    .replace('<div id="root"></div>', `<div id="${shell.id}" inert>${body}</div><div id="root"></div>`);
}

/**
 * Renders each of `entry`'s PRERENDERED_PATHS with its renderShell(path) through Vite's SSR loader (same
 * config and aliases as the client build): /index into `${outDir}/index.html`, every other page into a
 * copy of it under SHELLS_DIR. Writes the CSP hashes of their inline scripts and styles, and of
 * `inlineStyles` (the built texts of the hoisted styles, see inlineStyleTexts), beside them, and the shell
 * manifest (SHELL_MANIFEST).
 */
export async function prerenderInto({ outDir, root, configFile, entry, inlineStyles }) {
  const server = await createServer({
    configFile,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderShell, PRERENDERED_PATHS } = await server.ssrLoadModule(entry);
    const indexPath = join(outDir, 'index.html');
    const template = await readFile(indexPath, 'utf8');
    if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
    // The landing page in index.html (the document of every path without a page of its own), each other
    // page in a document of its own.
    const documents = [];
    const pages = {};
    let landing = null;
    for (const path of PRERENDERED_PATHS) {
      const shell = await renderShell(path);
      if (path === '/index') {
        landing = shell;
        documents.push(documentWith(template, shell, ['/', '/index']));
        await writeFile(indexPath, documents.at(-1));
        continue;
      }
      const file = `${SHELLS_DIR}${path}.html`;
      documents.push(documentWith(template, shell, [path]));
      await mkdir(join(outDir, SHELLS_DIR), { recursive: true });
      await writeFile(join(outDir, file), documents.at(-1));
      pages[path] = file;
    }
    if (!landing) throw new Error('PRERENDERED_PATHS has no /index');
    await checkHoistedStyleSources([resolve(root, '../../libs'), join(root, 'src')]);
    if (inlineStyles.size === 0) throw new Error('the build collected no hoisted style texts');
    const hashes = cspHashes(documents.join('\n'), inlineStyles);
    await writeFile(join(outDir, CSP_MANIFEST), `${JSON.stringify(hashes, null, 2)}\n`);
    const manifest = { language: landing.language, languages: landing.languages, pages };
    await writeFile(join(outDir, SHELL_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await server.close();
  }
}

/**
 * For an app that prerenders nothing (a brand app): writes the CSP hashes of its index.html's inline code
 * and of the hoisted styles its libs insert at run time (`inlineStyles`, see inlineStyleTexts) beside it.
 */
export async function writeCspManifest({ outDir, root, inlineStyles }) {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  await checkHoistedStyleSources([resolve(root, '../../libs'), join(root, 'src')]);
  if (inlineStyles.size === 0) throw new Error('the build collected no hoisted style texts');
  await writeFile(join(outDir, CSP_MANIFEST), `${JSON.stringify(cspHashes(html, inlineStyles), null, 2)}\n`);
}
