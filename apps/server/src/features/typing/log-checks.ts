import { createHash } from 'node:crypto';
import type { TypingLayout } from '@shuruaat/contract';
import {
  encodeLog,
  replay,
  US_ROWS,
  type KeystrokeEvent,
  type KeystrokeLog,
  type LayoutId,
} from '@shuruaat/typing';

/**
 * Checks on a submitted log that need more than the log itself: what the issued layout can type
 * per key, and fingerprints to compare with logs submitted before (issue 23).
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The same log twice (re-encoded, so a change of encoding is no disguise) hashes the same. */
export const logHashOf = (log: KeystrokeLog) => sha256(encodeLog(log));

/**
 * The keys in order without their times: a log replayed faster, slower or with its times
 * shuffled keeps this hash. A person retyping a passage never repeats every key, every slip and
 * every Backspace exactly.
 */
export function keysHashOf(events: readonly KeystrokeEvent[]): string {
  return sha256(
    events
      .map((e) => `${e.code}${e.shift ? '+s' : ''}${e.altGr ? '+a' : ''}${e.text ?? ''}`)
      .join('\u0001'),
  );
}

const KEYS = US_ROWS.flat().flatMap(([code]) =>
  [false, true].flatMap((shift) => [false, true].map((altGr) => ({ code, shift, altGr }))),
);

const typedBy = (layoutId: LayoutId, keys: Omit<KeystrokeEvent, 't'>[]) =>
  Array.from(
    replay({
      v: 1,
      layoutId,
      order: 'typewriter',
      durationMs: 1000,
      events: keys.map((key, i) => ({ ...key, t: i * 100 })),
    }).text,
  ).length;

/**
 * The most characters one key press adds on a layout, found by replaying every key, and every
 * key after every other key (for context rules: a held ि, a reph typed after its syllable),
 * through the engine's own composer. Seconds of work per layout, so the server reads the table
 * below, which a unit test checks against this.
 */
export function measureMostCharactersPerKey(layoutId: LayoutId): number {
  let most = 1;
  for (const first of KEYS) {
    const alone = typedBy(layoutId, [first]);
    most = Math.max(most, alone);
    for (const second of KEYS) {
      most = Math.max(most, typedBy(layoutId, [first, second]) - alone);
    }
  }
  return most;
}

/** `measureMostCharactersPerKey` of each layout the test issues (log-checks.unit.test.ts). */
export const MOST_CHARACTERS_PER_KEY: Record<TypingLayout, number> = {
  'en-us': 1,
  inscript: 3,
  // AltGr + L types स्त्र, five characters (the reference's AltGr layer, issue 23 item 6).
  'remington-gail': 5,
  krutidev: 4,
};

/**
 * With emulation off the operating system types, and each key's text is in the log. A key may
 * add what the issued layout's keys add, plus one (a dead key's accent with the letter after
 * it); over the whole log no more than a tenth above the layout's most.
 */
export function refuseImpossibleText(log: KeystrokeLog, layout: TypingLayout): string | null {
  if (log.layoutId !== 'native') return null;
  const most = MOST_CHARACTERS_PER_KEY[layout];
  let keys = 0;
  let produced = 0;
  for (const event of log.events) {
    if (event.text === undefined) continue;
    const length = Array.from(event.text.normalize('NFC')).length;
    if (length > most + 1) {
      return `One key typed ${length} characters; a key on this layout types at most ${most}.`;
    }
    keys += 1;
    produced += length;
  }
  return keys > 0 && produced > keys * most * 1.1
    ? 'More characters appeared than the keys pressed can type on this layout.'
    : null;
}
