// Vite plugin: lists the modules of a lazily started app in index.html without fetching them. The portal
// fetches nothing but its styles before the landing page is painted, then starts in stages, each evaluated in
// a task of its own (the framework, then the app's modules: apps/web-portal/src/main.tsx). A stage's import
// would fetch the next stage's files only once it has run; with this list, main.tsx puts every file of the
// start into the page at once (`<link rel="modulepreload">` in a `<template>` fetches nothing until copied
// out of it), so the stages cost no extra round trip.
import { sourceOf, staticFilesOf } from './vite-chunks.mjs';

/**
 * @param {{ root: string, source: RegExp, templateId: string }} options `source` names the last stage's
 * module (relative to `root`); its chunk and every chunk it imports statically are listed.
 */
export function startModules({ root, source, templateId }) {
  let base = '/';
  return {
    name: 'playfront-start-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const start = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId && source.test(sourceOf(root, file)),
        );
        if (!start) this.error(`no chunk of ${source}: the start's modules cannot be listed`);
        const listed = staticFilesOf(bundle, [start.fileName]);
        const html = bundle['index.html'];
        if (html?.type !== 'asset')
          this.error('index.html is not in the build: nothing to list the modules in');
        const links = [...listed]
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
          .join('');
        const text = String(html.source);
        if (!text.includes('</head>')) this.error('index.html has no </head>');
        html.source = text.replace('</head>', `<template id="${templateId}">${links}</template>\n</head>`);
      },
    },
  };
}
