// Test helper: types a string of US-keyboard characters as physical key presses.
import { createComposer } from './composer';
import type { ComposerOptions } from './composer';
import { usKeyFor } from './keys';
import type { KeyPress } from './keys';
import type { LayoutId } from './layouts/types';
import type { KeystrokeEvent } from './log';

/** `{bs}` is Backspace, `{altgr:x}` is AltGr + x; every other character is its US key. */
export function keysOf(sequence: string): KeyPress[] {
  const presses: KeyPress[] = [];
  const pattern = /\{bs\}|\{altgr:(.)\}|([\s\S])/gu;
  for (const match of sequence.matchAll(pattern)) {
    if (match[0] === '{bs}') {
      presses.push({ code: 'Backspace', shift: false, altGr: false });
      continue;
    }
    const char = match[1] ?? match[2] ?? '';
    if (char === ' ') {
      presses.push({ code: 'Space', shift: false, altGr: false });
      continue;
    }
    if (char === '\n') {
      presses.push({ code: 'Enter', shift: false, altGr: false });
      continue;
    }
    const key = usKeyFor(char);
    if (!key) throw new Error(`No US key types ${char}`);
    presses.push({ code: key.code, shift: key.shift, altGr: match[1] !== undefined });
  }
  return presses;
}

export function typeKeys(layoutId: LayoutId, sequence: string, options?: ComposerOptions): string {
  const composer = createComposer(layoutId, options);
  for (const key of keysOf(sequence)) composer.press(key);
  composer.commit();
  return composer.text();
}

/** Key events at human-looking, uneven intervals (a fixed pseudo-random walk). */
export function eventsOf(sequence: string, meanGapMs = 150, seed = 7): KeystrokeEvent[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  let t = 0;
  return keysOf(sequence).map((key) => {
    t += Math.round(meanGapMs * (0.4 + 1.2 * random()));
    return { ...key, t };
  });
}
