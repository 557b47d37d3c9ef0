#!/usr/bin/env node
// Conventional commits (https://www.conventionalcommits.org), which `nx release` reads for each lib's
// changelog: every commit after ENFORCED_AFTER (merges aside) has a subject `type(scope)?!?: summary`.
// Usage: node tools/commit-check.mjs            checks the history (part of `npm test`)
//        node tools/commit-check.mjs --file F   checks one message (tools/git-hooks/commit-msg)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The last commit before the rule applied; everything after it is checked. */
const ENFORCED_AFTER = 'c4e8d3f';
const TYPES = ['feat', 'fix', 'docs', 'test', 'refactor', 'perf', 'build', 'ci', 'chore', 'style', 'revert'];
const SUBJECT = new RegExp(`^(${TYPES.join('|')})(\\([a-z0-9][a-z0-9,/ -]*\\))?!?: \\S.*$`);

export const isConventional = (subject) => SUBJECT.test(subject);

const fileArg = process.argv.indexOf('--file');
if (fileArg > 0) {
  const subject = readFileSync(process.argv[fileArg + 1], 'utf8').split('\n')[0];
  if (!isConventional(subject)) {
    console.error(`commit message "${subject}" is not type(scope): summary (types: ${TYPES.join(', ')})`);
    process.exit(1);
  }
  process.exit(0);
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
let range;
try {
  git('rev-parse', '--verify', '--quiet', `${ENFORCED_AFTER}^{commit}`);
  range = `${ENFORCED_AFTER}..HEAD`;
} catch {
  // A shallow clone without that commit: its own commits are all after it.
  range = 'HEAD';
}
const commits = git('log', '--no-merges', '--format=%h %s', range).split('\n').filter(Boolean);
const bad = commits.filter((line) => !isConventional(line.slice(line.indexOf(' ') + 1)));
for (const line of bad) console.error(`not a conventional commit: ${line}`);
console.log(`commit messages: ${commits.length - bad.length} conventional, ${bad.length} not`);
process.exit(bad.length ? 1 : 0);
