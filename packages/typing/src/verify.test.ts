import { describe, expect, it } from 'vitest';
import type { KeystrokeEvent, KeystrokeLog } from './log';
import { verifyLog } from './verify';
import { eventsOf } from './test-keys';

const PASSAGE = 'the quick brown fox jumps over the lazy dog '.repeat(40);

const logOf = (events: KeystrokeEvent[], extra: Partial<KeystrokeLog> = {}): KeystrokeLog => ({
  v: 1,
  layoutId: 'english',
  order: 'typewriter',
  durationMs: Math.max(60_000, (events[events.length - 1]?.t ?? 0) + 500),
  events,
  ...extra,
});

const human = () => eventsOf(PASSAGE.slice(0, 600), 180);
const checkOf = (log: KeystrokeLog) => {
  const result = verifyLog(log, PASSAGE);
  return result.ok ? 'ok' : result.check;
};

describe('verifyLog', () => {
  it('accepts a person typing at an uneven pace', () => {
    expect(verifyLog(logOf(human()), PASSAGE)).toEqual({ ok: true });
  });

  it('refuses a log with no keys', () => {
    expect(checkOf(logOf([]))).toBe('empty');
  });

  it('refuses speeds no person types', () => {
    const fast = eventsOf(PASSAGE.slice(0, 1500), 18);
    expect(checkOf(logOf(fast, { durationMs: 60_000 }))).toBe('speed');
  });

  it('refuses a burst faster than 25 keys a second even in a slow test', () => {
    const burst = eventsOf(PASSAGE.slice(0, 200), 30).map((e) => ({ ...e, t: e.t + 10_000 }));
    expect(checkOf(logOf(burst, { durationMs: 600_000 }))).toBe('burst');
  });

  it('refuses keys at perfectly regular intervals', () => {
    const events = human().map((e, i) => ({ ...e, t: 100 + i * 150 }));
    expect(checkOf(logOf(events))).toBe('regular');
  });

  it('refuses intervals that alternate between two exact values', () => {
    const events = human().map((e, i) => ({ ...e, t: 100 + i * 150 + (i % 2) * 100 }));
    expect(checkOf(logOf(events))).toBe('regular');
  });

  it('accepts a person whose browser rounds the clock to 100 ms (privacy modes)', () => {
    const events = human().map((e) => ({ ...e, t: Math.round(e.t / 100) * 100 }));
    expect(checkOf(logOf(events))).toBe('ok');
  });

  it('refuses keys sent many at the same instant', () => {
    const events = human().map((e, i) => {
      const pair = Math.floor(i / 2);
      return { ...e, t: pair * 300 + (pair % 7) * 13 };
    });
    expect(checkOf(logOf(events))).toBe('simultaneous');
  });

  it('refuses text inserted many characters at once through the input method (pasting)', () => {
    const events: KeystrokeEvent[] = human().map((e) => ({ ...e, text: 'a' }));
    events[50] = {
      t: events[50]?.t ?? 0,
      code: 'KeyV',
      shift: false,
      altGr: false,
      text: 'the quick brown fox',
    };
    expect(checkOf(logOf(events, { layoutId: 'native' }))).toBe('pasted');
  });

  it('refuses a log whose final text the keys do not explain', () => {
    expect(checkOf(logOf(human(), { finalText: PASSAGE.slice(0, 900) }))).toBe('mismatch');
  });

  it('accepts a final text that the keys do explain', () => {
    const events = eventsOf('the quick brown fox', 200);
    expect(checkOf(logOf(events, { finalText: 'the quick brown fox' }))).toBe('ok');
  });

  it('refuses key times that run backwards or after the end', () => {
    const events = human();
    events[10] = { code: 'KeyA', shift: false, altGr: false, t: 1 };
    expect(checkOf(logOf(events))).toBe('clock');
    expect(checkOf(logOf(human(), { durationMs: 1_000 }))).toBe('clock');
  });

  it('refuses far more words than the passage has', () => {
    const result = verifyLog(
      logOf(eventsOf('a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(3), 200)),
      'short passage',
    );
    expect(result.ok ? 'ok' : result.check).toBe('overlong');
  });
});
