// Finds import cycles among the workspace's source files (apps/*/src, libs/*/src; specs and stories left
// out): relative imports, lazy import() and @playfront/<lib> entries, type-only imports included. Used by
// the ESLint rule playfront/no-cycle (tools/eslint-plugin-playfront) and the boundary check (npm run boundaries);
// `node tools/import-cycles.mjs` lists the cycles.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const skip = (name) => /\.(spec|stories|e2e)\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.d.ts');

function sourceFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !skip(name)) out.push(path);
  }
  return out;
}

const asFile = (base) => {
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
};

/** The file an import specifier names, or null when it leaves the workspace's sources. */
export function resolveImport(from, spec) {
  if (spec.startsWith('.')) return asFile(resolve(dirname(from), spec.replace(/\?.*$/, '')));
  const lib = /^@playfront\/([\w-]+)(\/[\w-]+)?$/.exec(spec);
  if (!lib) return null;
  return asFile(join(root, 'libs', lib[1], 'src', lib[2] ? lib[2].slice(1) : 'index'));
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(?\s*['"]([^'"]+)['"]/gm;

/** Who imports whom among `files`: each file and the files of the set it imports. */
export function importGraph(files) {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = new Set();
      for (const match of text.matchAll(IMPORT)) {
        const target = resolveImport(file, match[1] ?? match[2]);
        if (target && known.has(target)) targets.add(target);
      }
      return [file, [...targets]];
    }),
  );
}

/** The cycles (strongly connected groups of two or more files, or a file importing itself) among `files`. */
export function findCycles(files, edges = importGraph(files)) {
  // Tarjan's strongly connected components, iteratively.
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  for (const start of files) {
    if (order.has(start)) continue;
    const work = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (next === 0) {
        order.set(node, index);
        low.set(node, index);
        index += 1;
        stack.push(node);
        onStack.add(node);
      }
      const targets = edges.get(node);
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!order.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), order.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === order.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || targets.includes(node)) cycles.push(group.sort());
      }
    }
  }
  return cycles;
}

/** Every source file of the workspace's projects. */
export const workspaceSources = () =>
  ['apps', 'libs'].flatMap((group) =>
    readdirSync(join(root, group)).flatMap((project) => sourceFiles(join(root, group, project, 'src'))),
  );

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = findCycles(workspaceSources());
  for (const cycle of cycles) console.log(`cycle: ${cycle.map((file) => relative(root, file)).join(' -> ')}`);
  console.log(`${cycles.length} import cycle(s)`);
  process.exit(cycles.length ? 1 : 0);
}
