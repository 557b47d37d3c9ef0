// One source of truth for how `@playfront/*` imports resolve inside the workspace: the `paths` of
// tsconfig.base.json. Vite (app, Storybook, lib builds) and Jest read them from here.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const workspaceRoot = join(__dirname, '..');

function workspacePaths() {
  const tsconfig = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  return Object.entries(tsconfig.compilerOptions.paths).map(([specifier, [target]]) => ({
    specifier,
    target: join(workspaceRoot, target),
  }));
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Vite `resolve.alias` entries: exact specifiers only, so deep imports stay unresolved. */
function viteAliases() {
  return workspacePaths().map(({ specifier, target }) => ({
    find: new RegExp(`^${escape(specifier)}$`),
    replacement: target,
  }));
}

/** Jest `moduleNameMapper` entries for the same specifiers. */
function jestModuleNameMapper() {
  return Object.fromEntries(
    workspacePaths().map(({ specifier, target }) => [`^${escape(specifier)}$`, target]),
  );
}

module.exports = { workspaceRoot, workspacePaths, viteAliases, jestModuleNameMapper };
