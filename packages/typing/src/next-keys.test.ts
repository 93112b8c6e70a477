import { describe, expect, it } from 'vitest';
import { createComposer } from './composer';
import { keyboardMap } from './keyboard-map';
import { nextKeysFor, planKeys } from './next-keys';
import { keysOf } from './test-keys';

describe('planKeys', () => {
  it('plans the fewest Remington keys, typewriter order', () => {
    expect(planKeys('hindi-remington-gail', 'किताब')).toEqual(['f', 'd', 'r', 'k', 'c']);
    expect(planKeys('hindi-remington-gail', 'खाना')).toEqual(['[', 'k', 'k', 'u', 'k']);
    expect(planKeys('hindi-remington-gail', 'धर्म')).toEqual(['/', 'k', 'e', 'Z']);
    expect(planKeys('hindi-remington-gail', 'क्षमा')).toEqual(['{', 'k', 'e', 'k']);
  });

  it('plans ँ after आ as the typewriter strikes it: ॅ then ं', () => {
    expect(planKeys('hindi-remington-gail', 'आँ')).toEqual(['v', 'k', 'W', 'a']);
  });

  it('plans ि after the consonant in phonetic order', () => {
    expect(planKeys('hindi-remington-gail', 'किताब', 'phonetic')).toEqual([
      'd',
      'f',
      'r',
      'k',
      'c',
    ]);
  });

  it('every planned word types back to itself', () => {
    const words = [
      'प्रतियोगिता',
      'परीक्षा',
      'कार्यालय',
      'ज़िला',
      'स्थिति',
      'विद्यार्थियों',
      'श्रमिक',
      'आयोग',
      'आँखें',
      'महिलाएँ',
      'हवाएँ।',
    ];
    for (const layoutId of ['hindi-remington-gail', 'hindi-inscript', 'hindi-krutidev'] as const) {
      for (const word of words) {
        const plan = planKeys(layoutId, word);
        expect(plan, `${layoutId} ${word}`).not.toBeNull();
        const composer = createComposer(layoutId);
        for (const key of keysOf((plan ?? []).join(''))) composer.press(key);
        composer.commit();
        expect(composer.text(), `${layoutId} ${word}`).toBe(word);
      }
    }
  });
});

describe('nextKeysFor', () => {
  it('English: the next letter, with Shift for capitals', () => {
    expect(nextKeysFor('english', 'Hello world', '')[0]).toEqual({ code: 'KeyH', shift: true });
    expect(nextKeysFor('english', 'Hello world', 'Hel')[0]).toEqual({ code: 'KeyL', shift: false });
  });

  it('Space once the word is complete, Backspace once it has gone wrong', () => {
    expect(nextKeysFor('english', 'Hello world', 'Hello')).toEqual([
      { code: 'Space', shift: false },
    ]);
    expect(nextKeysFor('english', 'Hello world', 'Hex')).toEqual([
      { code: 'Backspace', shift: false },
    ]);
    expect(nextKeysFor('english', 'Hello world', 'Hello wo')[0]).toEqual({
      code: 'KeyR',
      shift: false,
    });
  });

  it('Remington: ि first in typewriter order, and the ा-stroke that completes a half letter', () => {
    expect(nextKeysFor('hindi-remington-gail', 'किताब', '')[0]).toEqual({
      code: 'KeyF',
      shift: false,
    });
    const composer = createComposer('hindi-remington-gail');
    composer.press({ code: 'BracketLeft', shift: false, altGr: false });
    expect(nextKeysFor('hindi-remington-gail', 'खाना', composer)[0]).toEqual({
      code: 'KeyK',
      shift: false,
    });
  });

  it('accepts the composer itself, with its pending ि', () => {
    const composer = createComposer('hindi-remington-gail');
    for (const key of keysOf('dk fd')) composer.press(key);
    expect(nextKeysFor('hindi-remington-gail', 'का किताब', composer)[0]).toEqual({
      code: 'KeyR',
      shift: false,
    });
  });

  it('AltGr for what only AltGr types: Devanagari digits, ? on Remington (issue 23, item 7)', () => {
    expect(nextKeysFor('hindi-remington-gail', '१९४७', '')).toEqual(
      ['Digit1', 'Digit9', 'Digit4', 'Digit7'].map((code) => ({ code, shift: false, altGr: true })),
    );
    expect(nextKeysFor('hindi-remington-gail', 'क्या?', 'क्या')[0]).toEqual({
      code: 'Slash',
      shift: true,
      altGr: true,
    });
    expect(nextKeysFor('hindi-inscript', '२०२३', '२०')[0]).toEqual({
      code: 'Digit2',
      shift: false,
      altGr: true,
    });
  });

  it('nothing once the passage is done', () => {
    expect(nextKeysFor('english', 'done', 'done')).toEqual([]);
  });
});

describe('keyboardMap', () => {
  it('lists what each key types, for the on-screen keyboard', () => {
    const keyD = keyboardMap('hindi-remington-gail')
      .flat()
      .find((key) => key.code === 'KeyD');
    expect(keyD).toMatchObject({ label: 'd', normal: 'क', shift: 'क्', altGr: 'ध' });
    const keyK = keyboardMap('hindi-inscript')
      .flat()
      .find((key) => key.code === 'KeyK');
    expect(keyK).toMatchObject({ normal: 'क', shift: 'ख' });
    expect(keyboardMap('english')).toHaveLength(5);
  });
});
