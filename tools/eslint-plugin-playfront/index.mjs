// Playfront's own ESLint rules. `playfront/no-cycle`: no import cycle among the workspace's source files
// (the same graph as tools/import-cycles.mjs: relative imports, lazy import(), @playfront/<lib> entries and
// type-only imports). The graph of the whole workspace is built once and reused while no source file was
// added or changed since.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { findCycles, importGraph, resolveImport, workspaceSources } from '../import-cycles.mjs';

const root = new URL('../..', import.meta.url).pathname;
const FRESH_MS = 10_000;
let cache = null;

const inGraph = (file) =>
  /^(apps|libs)\/[^/]+\/src\//.test(relative(root, file)) &&
  !/\.(spec|stories|e2e)\.[cm]?[jt]sx?$|\.d\.ts$/.test(file);

function cyclesFor(file, text) {
  if (!inGraph(file)) return null;
  const stale =
    !cache ||
    Date.now() - cache.at > FRESH_MS ||
    (cache.files.has(file) && cache.texts.get(file) !== text) ||
    !cache.files.has(file);
  if (stale) {
    const files = workspaceSources();
    const texts = new Map(files.map((path) => [path, readFileSync(path, 'utf8')]));
    const groups = new Map();
    for (const group of findCycles(files, importGraph(files))) {
      for (const member of group) groups.set(member, new Set(group));
    }
    cache = { at: Date.now(), files: new Set(files), texts, groups };
  }
  return cache.groups.get(file) ?? null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among the workspace source files' },
    schema: [],
    messages: { cycle: 'This import of {{file}} closes an import cycle among: {{cycle}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const group = cyclesFor(file, context.sourceCode.text);
    if (!group) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      if (!target || !group.has(target)) return;
      const cycle = [...group].map((member) => relative(root, member)).join(', ');
      context.report({ node, messageId: 'cycle', data: { file: relative(root, target), cycle } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { meta: { name: 'playfront' }, rules: { 'no-cycle': noCycle } };
