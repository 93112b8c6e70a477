import { describe, expect, it } from 'vitest';
import { nextKeysFor } from './next-keys';
import { replay } from './replay';
import { createTypingSession, resumeTypingSession } from './session';
import { keysOf } from './test-keys';
import { verifyLog } from './verify';

function typeInto(session: ReturnType<typeof createTypingSession>, sequence: string, start = 0) {
  let t = start;
  for (const key of keysOf(sequence)) {
    t += 120 + ((t * 7) % 90);
    session.key(key, t);
  }
  return t;
}

describe('typing session', () => {
  it('logs what it typed so that the server replay gives the same text', () => {
    const session = createTypingSession({ layoutId: 'hindi-remington-gail', backspace: 'free' });
    typeInto(session, 'fdrkc dk x{bs}');
    const log = session.log(30_000);
    expect(session.text()).toBe('किताब का ');
    expect(replay(log).text).toBe(session.text());
    expect(log.finalText).toBe('किताब का ');
  });

  it('asks the page to cancel a Backspace the rule refuses, and logs it for the replay', () => {
    const session = createTypingSession({ layoutId: 'english', backspace: 'current-word' });
    typeInto(session, 'one ');
    expect(session.canBackspace()).toBe(false);
    expect(session.key({ code: 'Backspace', shift: false, altGr: false }, 5_000)).toBe(true);
    expect(session.text()).toBe('one ');
    expect(replay(session.log(6_000), { backspace: 'current-word' }).text).toBe('one ');
  });

  it('lets keys the layout does not type through to the browser', () => {
    const session = createTypingSession({ layoutId: 'english', backspace: 'free' });
    expect(session.key({ code: 'F5', shift: false, altGr: false }, 10)).toBe(false);
    expect(session.events()).toHaveLength(0);
  });

  it('resumes after a reload from the saved events, in the same state', () => {
    const options = { layoutId: 'hindi-remington-gail' as const, backspace: 'free' as const };
    const session = createTypingSession(options);
    const t = typeInto(session, 'fd');
    const resumed = resumeTypingSession(options, session.events());
    expect(resumed.pending()).toBe('कि');
    typeInto(resumed, 'rkc', t);
    expect(resumed.text()).toBe('किताब');
  });

  it('emulation off: records the input method text, and verification accepts a person', () => {
    const session = createTypingSession({
      layoutId: 'hindi-inscript',
      backspace: 'free',
      emulate: false,
    });
    let t = 0;
    const letters = 'कमल नयन '.repeat(20);
    for (const [i, char] of Array.from(letters).entries()) {
      t += 110 + ((i * 37) % 120);
      if (char === ' ') session.key({ code: 'Space', shift: false, altGr: false }, t);
      session.insert(char, t, {
        code: char === ' ' ? 'Space' : 'KeyK',
        shift: false,
        altGr: false,
      });
    }
    const log = session.log(t + 500);
    expect(log.layoutId).toBe('native');
    expect(session.text()).toBe(letters);
    expect(verifyLog(log, letters)).toEqual({ ok: true });
  });
  it('gives the next key to highlight from the session itself', () => {
    const session = createTypingSession({ layoutId: 'hindi-remington-gail', backspace: 'free' });
    typeInto(session, 'f');
    expect(nextKeysFor('hindi-remington-gail', 'किताब', session)[0]).toEqual({
      code: 'KeyD',
      shift: false,
    });
  });
});
