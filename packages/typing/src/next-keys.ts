// Which key to press next, for highlighting it on the on-screen keyboard. The target word is
// planned as a shortest key sequence, the plan is typed on a fresh composer, and the typist's
// current word is located among the plan's steps. A plan's steps are the names layout tables
// use (a US character, or NumpadN), with `g:` in front when AltGr is held.
import { currentWordIndex } from './backspace-rule';
import { createComposer } from './composer';
import { REPH, SHORT_I, isClusterPrefix, isDependentSign } from './devanagari';
import { ALT_GR_PREFIX, usKeyFor } from './keys';
import type { KeyHint, KeyPress } from './keys';
import { getLayout } from './layouts';
import type { CharacterOrder, LayoutId } from './layouts/types';
import { nfc } from './text';

/** A way to type some output: its steps, and how many of them need Shift or AltGr. */
type Entry = { keys: string[]; shiftCount: number; altGrCount: number };
type Table = { entries: Map<string, Entry>; longest: number };

const tables = new Map<LayoutId, Table>();

const shifted = (key: string) => usKeyFor(key)?.shift === true;

const usesAltGr = (step: string) => step.startsWith(ALT_GR_PREFIX);

/**
 * AltGr only where the main layers cannot type it: a Remington typist strikes ख as ख् + ा, as the
 * exams' passage sizes count it, though AltGr + [ types it in one. Then fewest keys, then Shift.
 */
const byLength = (a: Entry, b: Entry) =>
  a.altGrCount - b.altGrCount || a.keys.length - b.keys.length || a.shiftCount - b.shiftCount;

/** Output → shortest key sequence, from single keys and the layout's composition rules. */
function tableFor(layoutId: LayoutId): Table {
  const cached = tables.get(layoutId);
  if (cached) return cached;
  const layout = getLayout(layoutId);
  const candidates = new Map<string, Entry[]>();
  const offer = (output: string, entry: Entry) => {
    if (!output) return;
    const list = candidates.get(output) ?? [];
    if (!list.some((e) => e.keys.join('\u0000') === entry.keys.join('\u0000'))) list.push(entry);
    candidates.set(output, list);
  };
  for (const [key, output] of Object.entries(layout.keys)) {
    offer(output, { keys: [key], shiftCount: shifted(key) ? 1 : 0, altGrCount: 0 });
  }
  for (const [key, output] of Object.entries(layout.altGr)) {
    offer(output, { keys: [ALT_GR_PREFIX + key], shiftCount: shifted(key) ? 1 : 0, altGrCount: 1 });
  }
  // Compositions: a typed output whose end a rule rewrites gives a new output (ख्+ा → ख).
  for (let round = 0; round < 2; round += 1) {
    for (const [output, list] of [...candidates]) {
      for (const entry of list.slice(0, 3)) {
        for (const rule of layout.rules) {
          if (!output.endsWith(rule.after)) continue;
          const made = output.slice(0, output.length - rule.after.length) + rule.becomes;
          offer(made, {
            keys: [...entry.keys, (rule.altGr ? ALT_GR_PREFIX : '') + rule.key],
            shiftCount: entry.shiftCount + (shifted(rule.key) ? 1 : 0),
            altGrCount: entry.altGrCount + (rule.altGr ? 1 : 0),
          });
        }
      }
    }
  }
  offer(' ', { keys: [' '], shiftCount: 0, altGrCount: 0 });
  const entries = new Map<string, Entry>();
  for (const [output, list] of candidates) {
    list.sort(byLength);
    const first = list[0];
    const safe = list.find((entry) => typesAfterAnything(layoutId, candidates, entry, output));
    if (safe ?? first) entries.set(output, safe ?? (first as Entry));
  }
  const longest = Math.max(...[...entries.keys()].map((k) => k.length));
  const table = { entries, longest };
  tables.set(layoutId, table);
  return table;
}

// Letters after which a sequence must still type itself: a vowel a composition rule would
// swallow (आ + ॅ makes ऑ, so आँ needs ं then ॅ, not ॅ then ं), a consonant and a matra.
const CONTEXTS = ['आ', 'ए', 'क', 'ा'];

function typesAfterAnything(
  layoutId: LayoutId,
  candidates: Map<string, Entry[]>,
  entry: Entry,
  output: string,
): boolean {
  for (const context of CONTEXTS) {
    const lead = candidates.get(context)?.[0];
    if (!lead) continue;
    const composer = createComposer(layoutId, { order: 'phonetic' });
    for (const key of [...lead.keys, ...entry.keys]) composer.press(pressOf(key));
    if (composer.text() !== context + output) return false;
  }
  return true;
}

function syllableEnd(word: string, from: number): number {
  let end = from;
  while (end < word.length && isClusterPrefix(word.slice(from, end + 1))) end += 1;
  while (end < word.length && isDependentSign(word.charAt(end))) end += 1;
  return end;
}

/** A planned way to the end of a prefix of the word, compared as `byLength` compares entries. */
type Way = { keys: string[]; altGrCount: number };

const altGrIn = (keys: readonly string[]) => keys.filter(usesAltGr).length;

/**
 * Fewest keys that type `word` (table key names, `g:` for AltGr), using AltGr only where the main
 * layers cannot; null when the layout cannot type it.
 */
export function planKeys(
  layoutId: LayoutId,
  word: string,
  order: CharacterOrder = 'typewriter',
): string[] | null {
  const { entries, longest } = tableFor(layoutId);
  const mode = getLayout(layoutId).typewriterOrder;
  const typewriter = mode === 'always' || (mode === 'optional' && order === 'typewriter');
  const best: (Way | null)[] = new Array<Way | null>(word.length + 1).fill(null);
  best[0] = { keys: [], altGrCount: 0 };
  for (let i = 0; i < word.length; i += 1) {
    const here = best[i];
    if (!here) continue;
    const offer = (end: number, keys: string[], altGrCount = altGrIn(keys)) => {
      const current = best[end];
      const way = { keys: [...here.keys, ...keys], altGrCount: here.altGrCount + altGrCount };
      const better =
        !current ||
        way.altGrCount < current.altGrCount ||
        (way.altGrCount === current.altGrCount && way.keys.length < current.keys.length);
      if (better) best[end] = way;
    };
    for (let length = Math.min(longest, word.length - i); length >= 1; length -= 1) {
      const entry = entries.get(word.slice(i, i + length));
      if (entry) offer(i + length, entry.keys, entry.altGrCount);
    }
    if (!typewriter) continue;
    // Typewriter order: ि is typed before its consonant cluster, the reph after its syllable.
    let end = i;
    while (end < word.length && isClusterPrefix(word.slice(i, end + 1))) end += 1;
    if (end > i && word[end] === SHORT_I) {
      const cluster = planKeys(layoutId, word.slice(i, end), order);
      if (cluster) offer(end + 1, ['f', ...cluster]);
    }
    if (word.startsWith(REPH, i)) {
      const stop = syllableEnd(word, i + REPH.length);
      const syllable =
        stop > i + REPH.length
          ? planKeys(layoutId, word.slice(i + REPH.length, stop), order)
          : null;
      if (syllable) offer(stop, [...syllable, 'Z']);
    }
  }
  return best[word.length]?.keys ?? null;
}

function hint(key: string): KeyHint {
  if (key === ' ') return { code: 'Space', shift: false };
  return usKeyFor(key) ?? { code: 'Space', shift: false };
}

/** The press for one step of a plan. */
function pressOf(key: string): KeyPress {
  const { code, shift, altGr } = hint(key);
  return { code, shift, altGr: altGr ?? false };
}

const BACKSPACE_HINT: KeyHint = { code: 'Backspace', shift: false };

let wordCache: { text: string; words: string[] } | null = null;

function targetWords(text: string): string[] {
  if (wordCache?.text !== text)
    wordCache = { text, words: nfc(text).split(/\s+/u).filter(Boolean) };
  return wordCache.words;
}

const isSpaceCode = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

/** The word being typed: the characters after the last whitespace (scanned from the end). */
function currentWord(text: string): string {
  let start = text.length;
  while (start > 0 && !isSpaceCode(text.charCodeAt(start - 1))) start -= 1;
  return text.slice(start);
}

export type NextKeysOptions = { order?: CharacterOrder };

/** What is typed so far, as a composer or a typing session knows it without a scan. */
export type TypedSoFar = { wordIndex(): number; currentWord(): string };

/**
 * The keys to press next (the first one now) so that the typed text (text + pending on screen)
 * moves on towards `targetText`; Backspace when the current word has gone wrong. Pass the
 * composer or session itself rather than its text on long tests: it knows its word without a scan.
 */
export function nextKeysFor(
  layoutId: LayoutId,
  targetText: string,
  typed: string | TypedSoFar,
  options: NextKeysOptions = {},
): KeyHint[] {
  const words = targetWords(targetText);
  const index = typeof typed === 'string' ? currentWordIndex(typed) : typed.wordIndex();
  const typedWord = nfc(typeof typed === 'string' ? currentWord(typed) : typed.currentWord());
  const target = words[index];
  if (target === undefined) return typedWord ? [BACKSPACE_HINT] : [];
  if (typedWord === target) return index + 1 < words.length ? [hint(' ')] : [];
  const plan = planKeys(layoutId, target, options.order);
  if (!plan) return [];
  if (typedWord === '') return plan.map(hint);
  const composer = createComposer(layoutId, options.order ? { order: options.order } : {});
  for (let step = 0; step < plan.length; step += 1) {
    composer.press(pressOf(plan[step] ?? ' '));
    if (composer.text() + composer.pending() === typedWord) return plan.slice(step + 1).map(hint);
  }
  return [BACKSPACE_HINT];
}
