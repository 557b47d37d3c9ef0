import type { Plugin } from 'vite';

/** Writes .br and .gz beside every text asset of the build. */
export function precompress(): Plugin;
