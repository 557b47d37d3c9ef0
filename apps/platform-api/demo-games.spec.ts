import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo game pages (demo-games/) are served as they are, so nothing but these checks and their
 * type-check (demo-games/tsconfig.json) stands between a typo and a broken page: every file a page loads
 * exists, every text key a page names is in the one message table, in every language.
 */

const dir = join(__dirname, 'demo-games');
const files = readdirSync(dir);
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const pages = files.filter((file) => file.endsWith('.html'));
const scripts = files.filter((file) => file.endsWith('.js'));

/** The keys of each language block of messages.js (`const en = {…}`, then `cn: {…}` and so on). */
function tableKeys(): Record<string, string[]> {
  const source = read('messages.js');
  const blocks: Record<string, string> = {};
  const en = source.indexOf('const en = {');
  blocks['en'] = source.slice(en, source.indexOf('\n};', en));
  for (const match of source.matchAll(/^ {2}(cn|ja|th|vi|ko): \{\n([\s\S]*?)\n {2}\},$/gm)) {
    blocks[match[1]] = match[2];
  }
  return Object.fromEntries(
    Object.entries(blocks).map(([lang, block]) => [
      lang,
      [...block.matchAll(/^ {2,4}(\w+):/gm)].map((match) => match[1]),
    ]),
  );
}

describe('demo game pages', () => {
  it('load only files that exist', () => {
    for (const page of pages) {
      const refs = [...read(page).matchAll(/(?:src|href)="([^":?#]+)"/g)].map((match) => match[1]);
      for (const ref of refs)
        expect(`${page} -> ${ref}: ${files.includes(ref)}`).toBe(`${page} -> ${ref}: true`);
    }
    for (const script of scripts) {
      for (const match of read(script).matchAll(/from '\.\/([^']+)'/g)) {
        expect(`${script} -> ${match[1]}: ${files.includes(match[1])}`).toBe(
          `${script} -> ${match[1]}: true`,
        );
      }
    }
  });

  it('keep one message table with every key in every language', () => {
    const keys = tableKeys();
    expect(Object.keys(keys)).toEqual(['en', 'cn', 'ja', 'th', 'vi', 'ko']);
    expect(keys['en'].length).toBeGreaterThan(100);
    for (const lang of ['cn', 'ja', 'th', 'vi', 'ko']) expect([lang, keys[lang]]).toEqual([lang, keys['en']]);
    // No page adds texts of its own.
    for (const script of scripts.filter((file) => file !== 'messages.js')) {
      expect([script, /\b(en|cn|ja|th|vi|ko): \{/.test(read(script))]).toEqual([script, false]);
    }
  });

  it('name only keys of the table in their markup', () => {
    const known = new Set(tableKeys()['en']);
    const named = [
      ...pages.flatMap((page) =>
        [...read(page).matchAll(/data-i18n(?:-label)?="([^"]+)"/g)].map((match) => [page, match[1]]),
      ),
      ...scripts.flatMap((script) =>
        [...read(script).matchAll(/data-i18n(?:-label)?="([^"]+)"|dataset\['i18n'\] = '([^']+)'/g)].map(
          (match) => [script, match[1] ?? match[2]],
        ),
      ),
    ];
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter(([, key]) => !known.has(key))).toEqual([]);
  });

  it('serve sports, esports and sabong from one page', () => {
    expect(existsSync(join(dir, 'esports.html'))).toBe(false);
    expect(existsSync(join(dir, 'sabong.html'))).toBe(false);
    expect(read('sports.html')).toContain('src="sports-book.js"');
    expect(read('sports-book.js')).toContain("book === 'esports' || book === 'sabong'");
  });
});
