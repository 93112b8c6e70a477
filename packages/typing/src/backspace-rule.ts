// Exam backspace rules. "Current word and the one before" is counted from the furthest word the
// typist has reached, so deleting a space cannot walk the allowance back through the passage.
import type { BackspaceRule } from './presets';

const isSpace = (ch: string) => ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r';

/** Index of the word being typed: the number of word-ending whitespace runs in `text`. */
export function currentWordIndex(text: string): number {
  let index = 0;
  for (let i = 1; i < text.length; i += 1) {
    if (isSpace(text.charAt(i)) && !isSpace(text.charAt(i - 1))) index += 1;
  }
  return index;
}

/** What the guard needs to know about the text on screen; a Composer provides all of it. */
export type BackspaceTarget = {
  isEmpty(): boolean;
  wordIndex(): number;
  wordIndexAfterBackspace(): number;
};

export type BackspaceGuard = {
  /** Call after every key with the text's current word index. */
  observe(wordIndex: number): void;
  /** Whether Backspace may delete the last character now. */
  allows(target: BackspaceTarget): boolean;
};

export function createBackspaceGuard(rule: BackspaceRule): BackspaceGuard {
  let furthest = 0;
  const reach = rule === 'current-word' ? 0 : 1;
  return {
    observe(wordIndex) {
      if (wordIndex > furthest) furthest = wordIndex;
    },
    allows(target) {
      if (target.isEmpty() || rule === 'none') return false;
      if (rule === 'free') return true;
      return target.wordIndexAfterBackspace() >= furthest - reach;
    },
  };
}

/** For text typed through the operating system's input method (no composer). */
export function textTarget(text: string): BackspaceTarget {
  return {
    isEmpty: () => text.length === 0,
    wordIndex: () => currentWordIndex(text),
    wordIndexAfterBackspace: () => currentWordIndex(text.slice(0, -1)),
  };
}
