// Figures about a passage on a layout: how many key depressions it takes (SSC sizes passages in
// KD: 1,750 for CHSL English, 2,000 for DEST), and how dense it is in what slows typists down.
import { HALANT } from './devanagari';
import type { LayoutId } from './layouts/types';
import { planKeys } from './next-keys';
import { splitWords } from './text';

export type PassageStats = {
  words: number;
  /** Fewest key presses that type the passage on the layout, spaces included. */
  keyDepressions: number;
  /** Conjuncts (halants) per 100 words: Hindi passages heavy in them are harder. */
  conjunctsPer100Words: number;
  /** Punctuation marks and digits per 100 words. */
  punctuationPer100Words: number;
  /** Words no key sequence on this layout can type (should be none). */
  untypable: string[];
};

export function passageStats(text: string, layoutId: LayoutId): PassageStats {
  const words = splitWords(text);
  let keyDepressions = Math.max(0, words.length - 1);
  let conjuncts = 0;
  let punctuation = 0;
  const untypable: string[] = [];
  for (const word of words) {
    const plan = planKeys(layoutId, word);
    if (plan) keyDepressions += plan.length;
    else untypable.push(word);
    for (const char of word) {
      if (char === HALANT) conjuncts += 1;
      if (/[\p{P}\p{N}]/u.test(char)) punctuation += 1;
    }
  }
  const per100 = (count: number) =>
    words.length > 0 ? Math.round((count / words.length) * 10_000) / 100 : 0;
  return {
    words: words.length,
    keyDepressions,
    conjunctsPer100Words: per100(conjuncts),
    punctuationPer100Words: per100(punctuation),
    untypable,
  };
}
