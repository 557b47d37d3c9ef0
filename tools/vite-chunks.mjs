// What the portal's Vite plugins read of a build's chunks (tools/vite-pwa.mjs: the files the worker caches
// with the shell; tools/vite-start-modules.mjs: the files the start fetches at once).
import { relative, sep } from 'node:path';

/** The module a chunk was made for, relative to `root` with forward slashes ('' for a shared chunk). */
export const sourceOf = (root, chunk) =>
  chunk.facadeModuleId ? relative(root, chunk.facadeModuleId).split(sep).join('/') : '';

/**
 * The files of the chunks named `fileNames` in `bundle` (Rollup's output bundle, keyed by file name) and of
 * every chunk they import statically, in the order met. With `styles`, also each chunk's stylesheets and
 * the assets it imports (what a page of those chunks needs to show).
 * @param {Record<string, { type: string, imports?: string[], viteMetadata?: { importedCss?: Set<string>,
 *   importedAssets?: Set<string> } }>} bundle
 * @param {Iterable<string>} fileNames
 * @param {{ styles?: boolean }} [options]
 * @returns {Set<string>}
 */
export function staticFilesOf(bundle, fileNames, { styles = false } = {}) {
  const files = new Set();
  const add = (fileName) => {
    const file = bundle[fileName];
    if (!file || files.has(fileName) || (file.type !== 'chunk' && !styles)) return;
    files.add(fileName);
    if (file.type !== 'chunk') return;
    if (styles) {
      for (const css of file.viteMetadata?.importedCss ?? []) files.add(css);
      for (const asset of file.viteMetadata?.importedAssets ?? []) files.add(asset);
    }
    for (const imported of file.imports) add(imported);
  };
  for (const fileName of fileNames) add(fileName);
  return files;
}
