import type { TypingAttempt } from '@shuruaat/contract';
import type { KeystrokeEvent } from '@shuruaat/typing';
import { readJson, removeItem, writeJson } from '@/lib/storage';

/**
 * A test in progress, kept in localStorage as it is typed so a reload can resume it. Keys are
 * stored in chunks of CHUNK events: a full chunk never changes, so each save writes only the
 * newest chunk and the small header, however long the test has run.
 */
export type SavedHeader = {
  v: 1;
  /** Which test: preset, language, layout, duration, emulation and order. */
  config: string;
  /** The attempt the server issued; its passages and nonce are saved once, beside. */
  attemptId: string;
  elapsedMs: number;
  /** Wall-clock time of the save: an exam counts the time the page was gone. */
  savedAt: number;
  events: number;
  pauses: [number, number][];
};

const CHUNK = 500;
const HEADER = 'shuruaat:typing:test';
const ATTEMPT = 'shuruaat:typing:attempt';
const chunkKey = (n: number) => `${HEADER}:${n}`;

export class TestSaver {
  private savedEvents = 0;

  save(header: Omit<SavedHeader, 'v' | 'events'>, events: readonly KeystrokeEvent[]): void {
    const first = Math.floor(this.savedEvents / CHUNK);
    const last = Math.floor(Math.max(0, events.length - 1) / CHUNK);
    for (let n = first; n <= last; n += 1) {
      writeJson(chunkKey(n), events.slice(n * CHUNK, (n + 1) * CHUNK));
    }
    this.savedEvents = events.length;
    writeJson(HEADER, { ...header, v: 1, events: events.length } satisfies SavedHeader);
  }
}

export function readSavedTest(): { header: SavedHeader; events: KeystrokeEvent[] } | null {
  const header = readJson(HEADER) as SavedHeader | null;
  if (!header || header.v !== 1 || typeof header.attemptId !== 'string') return null;
  const events: KeystrokeEvent[] = [];
  for (let n = 0; n * CHUNK < header.events; n += 1) {
    const chunk = readJson(chunkKey(n));
    if (!Array.isArray(chunk)) return null;
    events.push(...(chunk as KeystrokeEvent[]));
  }
  return { header, events: events.slice(0, header.events) };
}

export function clearSavedTest(): void {
  const header = readJson(HEADER) as SavedHeader | null;
  const chunks = header ? Math.ceil(header.events / CHUNK) : 0;
  for (let n = 0; n < chunks; n += 1) removeItem(chunkKey(n));
  removeItem(HEADER);
  removeItem(ATTEMPT);
}

/** Written once when a test starts: a reload resumes it with the same attempt. */
export function saveAttempt(attempt: TypingAttempt): void {
  writeJson(ATTEMPT, attempt);
}

/** The saved test and the attempt it belongs to, when both are there and match. */
export function readSavedAttempt(config: string): TypingAttempt | null {
  const test = readSavedTest();
  const attempt = readJson(ATTEMPT) as TypingAttempt | null;
  if (!test || !attempt || test.header.config !== config) return null;
  return attempt._id === test.header.attemptId ? attempt : null;
}
