import { describe, expect, it } from 'vitest';
import { TestClock } from './clock';
import { TypingSession, type KeyInput } from './session';

const key = (code: string, shift = false): KeyInput => ({ code, shift, altGr: false });
const letters = (word: string) =>
  [...word].map((c) =>
    c === ' ' ? key('Space') : key(`Key${c.toUpperCase()}`, c !== c.toLowerCase()),
  );

function typed(session: TypingSession, text: string) {
  letters(text).forEach((k, i) => session.press(k, i * 120));
}

describe('a typing session', () => {
  it('follows the word being typed and judges each finished word against the passage', () => {
    const session = new TypingSession({
      layoutId: 'english',
      order: 'typewriter',
      backspace: 'free',
      words: ['The', 'sky', 'is', 'blue'],
    });
    typed(session, 'The sxy is');
    expect(session.wordIndex).toBe(2);
    expect(session.wordCorrect).toEqual([true, false]);
    expect(session.currentTyped()).toBe('is');
    // Shift is held with T, not a key depression of its own.
    expect(session.keyDepressions()).toBe(10);
  });

  it('goes back into the previous word when Backspace deletes the space', () => {
    const session = new TypingSession({
      layoutId: 'english',
      order: 'typewriter',
      backspace: 'free',
      words: ['sky', 'is'],
    });
    typed(session, 'sxy ');
    expect(session.wordIndex).toBe(1);
    for (let i = 0; i < 2; i += 1) session.press(key('Backspace'), 1000 + i);
    expect(session.wordIndex).toBe(0);
    expect(session.currentTyped()).toBe('sx');
    session.press(key('Backspace'), 2000);
    typed(session, 'ky ');
    expect(session.wordCorrect).toEqual([true]);
  });

  it('refuses Backspace where the preset forbids it, and records nothing for it', () => {
    const session = new TypingSession({
      layoutId: 'english',
      order: 'typewriter',
      backspace: 'none',
      words: ['sky'],
    });
    typed(session, 'sx');
    const change = session.press(key('Backspace'), 500);
    expect(change.refused).toBe(true);
    expect(session.currentTyped()).toBe('sx');
    expect(session.events.some((e) => e.code === 'Backspace')).toBe(false);
  });

  it('allows Backspace only in the current and previous word under the UPSSSC rule', () => {
    const session = new TypingSession({
      layoutId: 'english',
      order: 'typewriter',
      backspace: 'current-and-previous-word',
      words: ['a', 'b', 'c', 'd'],
    });
    typed(session, 'a b c ');
    let refused = 0;
    for (let i = 0; i < 6; i += 1)
      if (session.press(key('Backspace'), 900 + i).refused) refused += 1;
    expect(session.currentTyped()).toBe('');
    expect(session.wordIndex).toBe(2);
    expect(refused).toBeGreaterThan(0);
  });

  it('types Devanagari from physical keys on Remington GAIL', () => {
    const session = new TypingSession({
      layoutId: 'hindi-remington-gail',
      order: 'typewriter',
      backspace: 'free',
      words: ['कमल'],
    });
    // Remington GAIL: d = क, e = म, y = ल.
    for (const code of ['KeyD', 'KeyE', 'KeyY']) session.press(key(code), 100);
    expect(session.currentTyped()).toBe('कमल');
  });

  it('takes text from the input method when emulation is off, and a compact log to send', () => {
    const session = new TypingSession({
      layoutId: 'native',
      order: 'typewriter',
      backspace: 'free',
      words: ['नमस्ते'],
    });
    session.press({ ...key('KeyN'), text: 'न' }, 100);
    session.press({ ...key('KeyM'), text: 'मस्ते' }, 300);
    expect(session.currentTyped()).toBe('नमस्ते');
    expect(session.finish(1000, [])).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('the test clock', () => {
  it('never gives back time when the wall clock and the performance clock disagree', () => {
    let perf = 1000;
    let wall = 5_000_000;
    const clock = new TestClock(
      0,
      () => perf,
      () => wall,
    );
    clock.start();
    perf += 10_000;
    wall += 10_000;
    expect(clock.elapsed()).toBe(10_000);
    // The laptop slept: the performance clock stood still while the wall clock ran.
    wall += 60_000;
    expect(clock.elapsed()).toBe(70_000);
  });

  it('stops during a pause and records it', () => {
    let perf = 0;
    let wall = 0;
    const clock = new TestClock(
      5_000,
      () => perf,
      () => wall,
    );
    perf = wall = 1;
    clock.start();
    perf = wall = 2001;
    clock.pause();
    perf = wall = 32_001;
    clock.resume();
    perf = wall = 33_001;
    expect(clock.elapsed()).toBe(5_000 + 3_000);
    expect(clock.pauses).toEqual([[7_000, 37_000]]);
  });
});
