// Source maps of a served build, for the page-load tools (long-tasks, page-profile): each script's map read
// once, from the server beside the script (`${url}.map`) or from a folder of the build's maps.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** A cached lookup of each script's map (null where there is none); `mapsDir` reads them from the build. */
export function sourceMaps(mapsDir = null) {
  const maps = new Map();
  return (url) => {
    if (!maps.has(url))
      maps.set(
        url,
        (mapsDir
          ? readFile(join(mapsDir, `${new URL(url).pathname}.map`), 'utf8').then(JSON.parse)
          : fetch(`${url}.map`).then((reply) => (reply.ok ? reply.json() : null))
        )
          .then((map) => (map ? new SourceMapConsumer(map) : null))
          .catch(() => null),
      );
    return maps.get(url);
  };
}

/** A source's path as the tools print it: from the package or the lib or app, without leading `../`. */
export const shortSource = (path) =>
  path
    .replace(/.*node_modules\//, '')
    .replace(/.*\/(libs|apps)\//, '$1/')
    .replace(/^(\.\.\/)+/, '');
