// Mistakes in the space between words, which splitting on whitespace cannot see: more spaces
// than the passage has (`skill  test`), and a new paragraph (Enter or Tab) missed or misplaced.
import type { AlignedWord } from './align-classes';
import { nfc } from './text';

/** The whitespace before each word of the text, and after the last one: words + 1 entries. */
export function wordGaps(text: string): string[] {
  return nfc(text)
    .split(/(\S+)/u)
    .filter((_, k) => k % 2 === 0);
}

/** Mistakes between words rather than in one: not typed words, so not in a word accuracy. */
export const GAP_KINDS: ReadonlySet<string> = new Set(['extra-space', 'paragraph']);

const BREAK = /[\n\r\t\u2028\u2029]/u;

function gapItem(kind: 'extra-space' | 'paragraph', at: AlignedWord, typedIndex: number) {
  return { kind, passage: [], typed: [], passageIndex: at.passageIndex, typedIndex, weight: 0 };
}

/**
 * The aligned words with a mistake item before each typed word whose gap is wrong: a paragraph
 * break where the passage has none, or none where it has one (between the passage words the two
 * typed words stand for); otherwise more spaces than the passage has there (one, usually). Text
 * before the first word counts as a gap too; text after the last does not (the typist stopped).
 */
export function withGapMistakes(
  words: readonly AlignedWord[],
  passageGaps: readonly string[],
  typedGaps: readonly string[],
): AlignedWord[] {
  const out: AlignedWord[] = [];
  let previous: AlignedWord | null = null;
  for (const word of words) {
    for (let k = 0; k < word.typed.length; k += 1) {
      const t = word.typedIndex + k;
      const typedGap = typedGaps[t] ?? ' ';
      let expected: string[];
      if (k > 0) expected = [' '];
      else if (previous === null) expected = [passageGaps[0] ?? ''];
      else {
        // The passage's gaps between the word before and this one (several over an omission).
        const from = previous.passageIndex + previous.passage.length;
        const to = Math.max(from, word.passageIndex);
        expected = passageGaps.slice(from, to + 1);
      }
      const kind = gapMistake(typedGap, expected, previous === null && k === 0);
      if (kind) out.push(gapItem(kind, word, t));
    }
    out.push(word);
    if (word.typed.length > 0) previous = word;
  }
  return out;
}

function gapMistake(
  typed: string,
  expected: readonly string[],
  first: boolean,
): 'extra-space' | 'paragraph' | null {
  const typedBreak = BREAK.test(typed);
  const passageBreak = expected.some((gap) => BREAK.test(gap));
  if (first) {
    // Before the first word an indent (Tab) is the paragraph's own; spaces are not asked for.
    return !typedBreak && typed.length > 0 ? 'extra-space' : null;
  }
  if (typedBreak !== passageBreak) return 'paragraph';
  if (typedBreak) return null;
  const allowed = Math.max(1, ...expected.map((gap) => gap.length));
  return typed.length > allowed ? 'extra-space' : null;
}
