import { COMPOSED_ONLY_IDS } from '@shuruaat/contract';
import { t } from './translate';

// The server answers in the spec's English (`message`); the contract's catalogue gives each of
// its messages a key (decision 032). A Hindi page recognises an English message by that
// catalogue's English, parameters included, and shows the key's Hindi instead.

type Pattern = { id: string; match: RegExp; names: string[] };
let learnt: Record<string, string> = {};
let patterns: Pattern[] | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A message of parameters and signs alone ("{amount}+", part of an alert's name) would match
// any text shaped like it, so it is never taken for one the server sent.
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{\w+\}/g, ''));

/** Learns the contract's English messages (raw ICU text, `{name}` for each parameter). */
export function learnServerWords(english: Record<string, string>): void {
  learnt = english;
  patterns = undefined;
}

// Some 500 patterns, made when the first message needs one: most pages never show the server's
// words, and making them at start cost each Hindi page ~9 ms of main thread (a busy desktop).
function patternsOf(english: Record<string, string>): Pattern[] {
  return Object.entries(english)
    .filter(([id, message]) => hasWords(message) && !COMPOSED_ONLY_IDS.test(id))
    .map(([id, message]) => {
      const names: string[] = [];
      const source = message
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { id, match: new RegExp(`^${source}$`, 's'), names };
    });
}

/** The server's English message in the learnt language, or as it came when no key matches. */
export function localizeWithKeys(message: string): string {
  patterns ??= patternsOf(learnt);
  for (const { id, match, names } of patterns) {
    const found = match.exec(message);
    if (found) return t(id, Object.fromEntries(names.map((name, i) => [name, found[i + 1]])));
  }
  return message;
}
