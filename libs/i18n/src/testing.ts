import { createI18n, loadMessages } from './i18n';
import { supportedLanguages } from './languages';
import type { Language } from './languages';
import { en } from './resources/en/index';
import type { Messages } from './resources/en/index';

/**
 * Every language's messages (those shipped, and any registered with `registerLanguage` when `languages`
 * names them): for tests and stories only.
 */
export async function loadAllMessages(
  languages: readonly Language[] = supportedLanguages,
): Promise<Record<Language, Messages>> {
  const entries = await Promise.all(
    languages.map(async (language) => [language, await loadMessages(language)] as const),
  );
  return Object.fromEntries(entries) as Record<Language, Messages>;
}

/** An i18n instance with every language preloaded, starting in `language` (English by default). */
export async function createTestI18n(language: Language = 'en') {
  return createI18n({ language, preloaded: await loadAllMessages() });
}

/** The attributes that give an element its accessible name or a text the user reads. */
const namingAttributes = [
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
];

/**
 * Watches the page for raw message keys: every English key (`vip_lead`, `play_category_LIVE`) that shows
 * in a text or an accessible name from now on, however briefly (a screen rendered before its messages were
 * in, say). `seen()` lists them, `stop()` ends the watch. For specs that render with an app's instance
 * (`createI18n` without preloaded English), whose deferred message areas load when asked for.
 */
export function watchMessageKeys(root: Node = document.body): { seen: () => string[]; stop: () => void } {
  const keys = new Set(Object.keys(en));
  const found = new Set<string>();
  const check = (text: string | null | undefined) => {
    for (const word of text?.split(/[^A-Za-z0-9_]+/) ?? []) if (keys.has(word)) found.add(word);
  };
  const code = (node: Node | null) =>
    node instanceof Element && (node.tagName === 'STYLE' || node.tagName === 'SCRIPT');
  const scan = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE && !code(node.parentNode)) check(node.textContent);
    if (!(node instanceof Element) || code(node)) return;
    for (const name of namingAttributes) check(node.getAttribute(name));
    node.childNodes.forEach(scan);
  };
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(scan);
      else if (record.type === 'characterData') scan(record.target);
      else if (record.attributeName) check((record.target as Element).getAttribute(record.attributeName));
    }
  };
  const observer = new MutationObserver(take);
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: namingAttributes,
  });
  scan(root);
  return {
    seen: () => {
      take(observer.takeRecords());
      return [...found].sort();
    },
    stop: () => observer.disconnect(),
  };
}
