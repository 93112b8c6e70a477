import { describe, expect, it } from 'vitest';
import type { KeystrokeLog } from './log';
import type { BackspaceRule } from './presets';
import { replay, replayLog } from './replay';
import { eventsOf } from './test-keys';

const logOf = (sequence: string, layoutId: KeystrokeLog['layoutId'] = 'english'): KeystrokeLog => ({
  v: 1,
  layoutId,
  order: 'typewriter',
  durationMs: 600_000,
  events: eventsOf(sequence),
});

const typedWith = (rule: BackspaceRule, sequence: string) =>
  replay(logOf(sequence), { backspace: rule }).text;

describe('replay', () => {
  it('rebuilds the text a Remington log typed, in typewriter order', () => {
    expect(replayLog(logOf('fdrkc dk ', 'hindi-remington-gail'))).toBe('किताब का ');
  });

  it('replays the same keys in phonetic order when asked', () => {
    expect(
      replayLog(logOf('dfrkc', 'hindi-remington-gail'), undefined, { order: 'phonetic' }),
    ).toBe('किताब');
  });

  it('counts surviving key depressions, keys pressed and backspaces', () => {
    const result = replay(logOf('abc{bs}d'));
    expect(result).toMatchObject({ text: 'abd', keyDepressions: 3, keysPressed: 4, backspaces: 1 });
  });

  it('free backspace can go back through earlier words', () => {
    expect(typedWith('free', 'one two{bs}{bs}{bs}{bs}{bs}')).toBe('on');
  });

  it('current word only: Backspace stops at the space before the current word', () => {
    expect(typedWith('current-word', 'one twx{bs}o{bs}{bs}{bs}{bs}{bs}')).toBe('one ');
    const result = replay(logOf('one tw{bs}{bs}{bs}'), { backspace: 'current-word' });
    expect(result.refusedBackspaces).toBe(1);
  });

  it('current and previous word: Backspace may reach the previous word but not the one before', () => {
    expect(
      typedWith('current-and-previous-word', 'one two thr{bs}{bs}{bs}{bs}{bs}{bs}{bs}{bs}{bs}'),
    ).toBe('one ');
  });

  it('the allowance counts from the furthest word reached, not from where deleting got to', () => {
    // Back into "two" (allowed), then the space before it would reach "one": refused.
    expect(typedWith('current-and-previous-word', 'one two {bs}{bs}{bs}{bs}{bs}')).toBe('one ');
  });

  it('no backspace: every Backspace is refused', () => {
    const result = replay(logOf('ab{bs}{bs}'), { backspace: 'none' });
    expect(result.text).toBe('ab');
    expect(result.refusedBackspaces).toBe(2);
  });

  it('native logs take the text the input method inserted, in NFC', () => {
    const log: KeystrokeLog = {
      v: 1,
      layoutId: 'native',
      order: 'phonetic',
      durationMs: 10_000,
      events: [
        { t: 100, code: 'KeyK', shift: false, altGr: false, text: 'क' },
        { t: 300, code: 'KeyE', shift: false, altGr: false, text: 'ा' },
        { t: 500, code: 'Backspace', shift: false, altGr: false },
        { t: 700, code: 'KeyP', shift: false, altGr: false, text: '\u095B' },
      ],
    };
    expect(replay(log)).toMatchObject({ text: 'कज़', keyDepressions: 2, backspaces: 1 });
  });
});
