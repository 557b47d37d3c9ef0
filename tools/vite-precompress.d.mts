import type { Plugin } from 'vite';

/** Writes .br and .gz beside every text asset of the build; `before` runs first (e.g. prerendering). */
export function precompress(options?: { before?: (outDir: string) => Promise<void> }): Plugin;
