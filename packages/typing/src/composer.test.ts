import { describe, expect, it } from 'vitest';
import { createComposer } from './composer';
import { US_ROWS, withCapsLock } from './keys';
import type { LayoutId } from './layouts/types';
import { keysOf } from './test-keys';

function composerAfter(layoutId: LayoutId, sequence: string, order?: 'typewriter' | 'phonetic') {
  const composer = createComposer(layoutId, order ? { order } : {});
  for (const key of keysOf(sequence)) composer.press(key);
  return composer;
}

describe('composer', () => {
  it('holds a typewriter-order ि as pending until its consonant cluster is complete', () => {
    const composer = composerAfter('hindi-remington-gail', 'f');
    expect(composer.text()).toBe('');
    expect(composer.pending()).toBe('ि');
    composer.press({ code: 'KeyD', shift: false, altGr: false });
    expect(composer.pending()).toBe('कि');
    composer.press({ code: 'KeyZ', shift: false, altGr: false });
    expect(composer.pending()).toBe('क्रि');
    composer.press({ code: 'Space', shift: false, altGr: false });
    expect(composer.text()).toBe('क्रि ');
    expect(composer.pending()).toBe('');
  });

  it('Backspace inside a pending ि removes the cluster letter, then the ि itself', () => {
    const composer = composerAfter('hindi-remington-gail', 'fd{bs}');
    expect(composer.pending()).toBe('ि');
    composer.backspace();
    expect(composer.pending()).toBe('');
    expect(composer.isEmpty()).toBe(true);
  });

  it('counts key depressions: ख is two keys, Shift is not a key, erased keys do not count', () => {
    expect(composerAfter('hindi-remington-gail', '[k').keyDepressions()).toBe(2);
    expect(composerAfter('english', 'Ab').keyDepressions()).toBe(2);
    expect(composerAfter('english', 'abx{bs}c').keyDepressions()).toBe(3);
    // Erasing the ा of ख् + ा leaves nothing of ख: both keys go.
    expect(composerAfter('hindi-remington-gail', 'd[k{bs}').keyDepressions()).toBe(1);
  });

  it('keeps InScript conjunct keys as one key depression for three letters', () => {
    const composer = composerAfter('hindi-inscript', '&');
    expect(composer.text()).toBe('क्ष');
    expect(composer.keyDepressions()).toBe(1);
  });

  it('reports keys the layout does not type, so the page can let them through', () => {
    const composer = createComposer('english');
    expect(composer.press({ code: 'ArrowLeft', shift: false, altGr: false })).toBe(false);
    expect(composer.press({ code: 'ShiftLeft', shift: true, altGr: false })).toBe(false);
    expect(composer.press({ code: 'KeyA', shift: false, altGr: false })).toBe(true);
  });

  it('tracks the word being typed and its index without reading the whole text', () => {
    const composer = composerAfter('english', 'one two thr');
    expect(composer.wordIndex()).toBe(2);
    expect(composer.currentWord()).toBe('thr');
    expect(composerAfter('english', 'one two ').wordIndexAfterBackspace()).toBe(1);
  });

  it('keeps the same text after the tail spills into the head many times', () => {
    const sentence = 'the quick brown fox jumps over the lazy dog ';
    const composer = composerAfter('english', sentence.repeat(50) + 'ab{bs}{bs}{bs}{bs}');
    expect(composer.text()).toBe(sentence.repeat(50).slice(0, -2));
    expect(composer.keyDepressions()).toBe(sentence.length * 50 - 2);
    expect(composer.wordIndex()).toBe(449);
  });

  it('always produces NFC text, whatever keys are pressed', () => {
    const codes = US_ROWS.flat().map(([code]) => code);
    let seed = 3;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const layoutId of ['hindi-remington-gail', 'hindi-inscript', 'hindi-krutidev'] as const) {
      for (const order of ['typewriter', 'phonetic'] as const) {
        const composer = createComposer(layoutId, { order });
        for (let i = 0; i < 3000; i += 1) {
          const code = codes[Math.floor(random() * codes.length)] ?? 'Space';
          if (random() < 0.05) composer.backspace();
          else composer.press({ code, shift: random() < 0.4, altGr: random() < 0.05 });
        }
        composer.commit();
        expect(composer.text()).toBe(composer.text().normalize('NFC'));
      }
    }
  });
  it('Caps Lock turns English letters to the other case and leaves Hindi layouts alone', () => {
    const a = { code: 'KeyA', shift: false, altGr: false };
    expect(withCapsLock(a, true, 'english')).toEqual({ ...a, shift: true });
    expect(withCapsLock({ ...a, shift: true }, true, 'english').shift).toBe(false);
    expect(
      withCapsLock({ code: 'Digit1', shift: false, altGr: false }, true, 'english').shift,
    ).toBe(false);
    expect(withCapsLock(a, true, 'hindi-inscript')).toBe(a);
  });
});
