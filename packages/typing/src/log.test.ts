import { describe, expect, it } from 'vitest';
import { LogFormatError, decodeLog, encodeLog } from './log';
import type { KeystrokeLog } from './log';
import { eventsOf } from './test-keys';

describe('keystroke log encoding', () => {
  it('round-trips keys, times, input-method text, pauses and the final text', () => {
    const log: KeystrokeLog = {
      v: 1,
      layoutId: 'native',
      order: 'phonetic',
      durationMs: 61_000,
      events: [
        { t: 5, code: 'KeyK', shift: false, altGr: false, text: 'क' },
        { t: 130, code: 'Backspace', shift: false, altGr: false },
        { t: 250, code: 'Lang1', shift: true, altGr: true, text: 'ख़' },
      ],
      pauses: [[1000, 4000]],
      finalText: 'ख़',
    };
    expect(decodeLog(encodeLog(log))).toEqual(log);
  });

  it('takes about two to three bytes a key', () => {
    const events = eventsOf('the quick brown fox jumps over the lazy dog '.repeat(200));
    const log: KeystrokeLog = {
      v: 1,
      layoutId: 'english',
      order: 'typewriter',
      durationMs: 1,
      events,
    };
    const encoded = encodeLog(log);
    expect((encoded.length * 3) / 4 / events.length).toBeLessThan(3);
    expect(decodeLog(encoded).events).toEqual(events);
  });

  it('refuses text that is not a log, with a reason', () => {
    expect(() => decodeLog('not a log!')).toThrow(LogFormatError);
    expect(() => decodeLog('')).toThrow(LogFormatError);
  });
  it('answers any damaged log with LogFormatError, never another error', () => {
    const events = eventsOf('kal milte hain ', 120);
    const valid = encodeLog({
      v: 1,
      layoutId: 'native',
      order: 'phonetic',
      durationMs: 9_000,
      events: events.map((e) => ({ ...e, text: 'क' })),
    });
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    for (let i = 0; i < 500; i += 1) {
      const chars = [...valid];
      for (let k = 0; k < 1 + random(4); k += 1)
        chars[random(chars.length)] = alphabet[random(64)] ?? 'A';
      const damaged =
        random(5) === 0 ? chars.slice(0, random(chars.length)).join('') : chars.join('');
      try {
        decodeLog(damaged);
      } catch (error) {
        expect(error).toBeInstanceOf(LogFormatError);
      }
    }
  });
});
