import { describe, expect, it } from 'vitest';
import { decodeLog, encodeLog } from './log';
import type { KeystrokeLog } from './log';
import { planKeys } from './next-keys';
import { findPreset } from './presets';
import type { Preset } from './presets';
import { recompute, verifyAndRecompute } from './recompute';
import { eventsOf } from './test-keys';

function preset(id: string): Preset {
  const found = findPreset(id);
  if (!found) throw new Error(`No preset ${id}`);
  return found;
}

const HINDI = 'प्रत्येक विभाग से अनुरोध किया गया है कि वह रिक्त पदों की सूची आयोग को भेज दे।';

function remingtonKeys(text: string): string {
  return text
    .split(' ')
    .map((word) => (planKeys('hindi-remington-gail', word) ?? []).join(''))
    .join(' ');
}

const logOf = (sequence: string, layoutId: KeystrokeLog['layoutId']): KeystrokeLog => ({
  v: 1,
  layoutId,
  order: 'typewriter',
  durationMs: 60_000,
  events: eventsOf(sequence, 300),
});

describe('server recompute', () => {
  it('scores a Hindi Remington log from its keys: every word right, KD counted from key presses', () => {
    const log = decodeLog(encodeLog(logOf(remingtonKeys(HINDI), 'hindi-remington-gail')));
    const outcome = verifyAndRecompute(log, HINDI, preset('practice'), 'hindi-remington-gail', {
      durationMinutes: 1,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.score.language).toBe('hindi');
    expect(outcome.score.mistakes.total).toBe(0);
    expect(outcome.score.correctWords).toBe(HINDI.split(' ').length);
    expect(outcome.score.keyDepressions).toBe(log.events.length);
    expect(outcome.score.keyDepressions).not.toBe(Array.from(HINDI).length);
  });

  it('replays on the layout the server issued, not the one the log names', () => {
    const log = logOf(remingtonKeys(HINDI), 'english');
    const result = recompute(log, HINDI, preset('practice'), 'hindi-remington-gail');
    expect(result.mistakes.total).toBe(0);
  });

  it("enforces the preset's backspace rule while replaying (UPSSSC: current and previous word)", () => {
    const passage = 'one two three four';
    const log = logOf(`one twx three four${'{bs}'.repeat(12)}o three four`, 'english');
    const free = recompute(log, passage, preset('practice'), 'english');
    const upsssc = recompute(log, passage, preset('upsssc'), 'english');
    expect(free.mistakes.total).toBe(0);
    expect(upsssc.mistakes.counts.spelling + upsssc.mistakes.counts.substitution).toBeGreaterThan(
      0,
    );
  });

  it('refuses an implausible log with its reason instead of a score', () => {
    const log = logOf('the quick brown fox '.repeat(10), 'english');
    log.events = log.events.map((event, i) => ({ ...event, t: 1000 + i * 100 }));
    const outcome = verifyAndRecompute(
      log,
      'the quick brown fox '.repeat(10),
      preset('practice'),
      'english',
    );
    expect(outcome).toMatchObject({ ok: false, check: 'regular' });
  });
});
