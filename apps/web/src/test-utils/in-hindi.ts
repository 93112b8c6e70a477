import en from '@shuruaat/contract/locales/en.json';
import { afterEach, beforeEach } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { learnServerWords, localizeWithKeys } from '@/lib/i18n/server-words';
import { setBrowserTranslator, setServerWords } from '@/lib/i18n/translate';

const translators = allTranslators();

/**
 * Makes the page a Hindi one, as a /hi address does in the browser: the Hindi translator, and
 * the server's English messages shown by their keys. `readInEnglish` puts English back.
 */
export function readInHindi(): void {
  setBrowserTranslator(translators.hi);
  learnServerWords(en);
  setServerWords(localizeWithKeys);
}

export function readInEnglish(): void {
  setBrowserTranslator(translators.en);
  setServerWords((message) => message);
}

/**
 * The Latin words of a page's text other than `allowed` (brand names, abbreviations and the
 * test's own data): what is left is interface text still in English.
 */
export function englishWordsIn(element: HTMLElement, allowed: string[]): string[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  while (walker.nextNode()) pieces.push(walker.currentNode.textContent ?? '');
  const text = [
    ...pieces,
    ...[...element.querySelectorAll('[aria-label],[placeholder]')].map(
      (node) =>
        `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('placeholder') ?? ''}`,
    ),
  ].join(' ');
  const known = new Set(allowed.flatMap((words) => words.match(/[A-Za-z]+/g) ?? []));
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !known.has(word));
}

/**
 * Runs a file's tests as a Hindi page does in the browser: screens, loaders' fallbacks and
 * formatters in Hindi, and the server's English messages shown by their contract keys.
 */
export function onHindiPages(): void {
  beforeEach(readInHindi);
  afterEach(readInEnglish);
}
