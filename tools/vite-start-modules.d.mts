import type { Plugin } from 'vite';

/** Lists the chunks of `source` (and what they import) in index.html as a `<template id>` of modulepreload
 * links, for the app to fetch at once when it starts. */
export function startModules(options: { root: string; source: RegExp; templateId: string }): Plugin;
