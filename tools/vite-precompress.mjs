// Vite plugin: writes .br and .gz beside every text asset of the build, so the API server can send them
// precompressed (no compression work per request, and the best ratio brotli offers).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * @param {{ before?: (outDir: string) => Promise<void> }} [options] `before` runs once the bundle is
 *   written and before compression (e.g. to prerender into index.html).
 * @returns {import('vite').Plugin}
 */
export function precompress(options = {}) {
  let outDir = '';
  return {
    name: 'playfront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (options.before) await options.before(outDir);
      for await (const path of files(outDir)) {
        if (!compressible.test(path)) continue;
        const source = await readFile(path);
        if (source.length < 1024) continue;
        await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
