// The keystroke log the browser sends and the server replays. Encoded compactly: a 90-minute
// test at 80 wpm is about 36,000 keys, and each costs two to three bytes here.
import type { CharacterOrder, LayoutId } from './layouts/types';
import { LogFormatError, Reader, Writer, fromBase64Url, toBase64Url } from './log-bytes';

export { LogFormatError } from './log-bytes';

/**
 * One key press. `t` is milliseconds of typing time since the test started — the page's clock
 * with pauses taken out, the same clock as `durationMs` — so speed windows never see a pause.
 * `text` is set only when the operating system's input method typed (emulation off): it is
 * what that key's input event inserted.
 */
export type KeystrokeEvent = {
  t: number;
  code: string;
  shift: boolean;
  altGr: boolean;
  text?: string;
};

/** `native` means the layout emulation was off and the operating system typed the text. */
export type LogLayout = LayoutId | 'native';

export type KeystrokeLog = {
  v: 1;
  layoutId: LogLayout;
  order: CharacterOrder;
  /** How long the test ran, pauses excluded. */
  durationMs: number;
  events: KeystrokeEvent[];
  /** Pauses, for the record, where the preset allows pausing: [typing time, typing time + length]. */
  pauses?: [number, number][];
  /** What the page showed at the end; verification refuses a log whose keys do not explain it. */
  finalText?: string;
};

// Codes a log may carry, by index; anything else is spelt out in full after index 0.
const CODES = [
  '',
  'Space',
  'Backspace',
  'Enter',
  'Tab',
  'NumpadEnter',
  'Backquote',
  ...Array.from({ length: 10 }, (_, d) => `Digit${d}`),
  'Minus',
  'Equal',
  ...'QWERTYUIOPASDFGHJKLZXCVBNM'.split('').map((c) => `Key${c}`),
  'BracketLeft',
  'BracketRight',
  'Backslash',
  'Semicolon',
  'Quote',
  'Comma',
  'Period',
  'Slash',
  'IntlBackslash',
  ...Array.from({ length: 10 }, (_, d) => `Numpad${d}`),
  'NumpadDecimal',
  'NumpadAdd',
  'NumpadSubtract',
  'NumpadMultiply',
  'NumpadDivide',
  'Unidentified',
];
const CODE_INDEX = new Map(CODES.map((code, i) => [code, i]));
// Append only: a log's layout is stored as its index here.
const LAYOUT_IDS: readonly LogLayout[] = [
  'english',
  'hindi-inscript',
  'hindi-remington-gail',
  'native',
  'hindi-krutidev',
];

const SHIFT = 1;
const ALT_GR = 2;
const HAS_TEXT = 4;
const FLAG_BITS = 3;
const FORMAT = 1;
const EXTENDED = 0xff;

const flagsOf = (event: KeystrokeEvent) =>
  (event.shift ? SHIFT : 0) |
  (event.altGr ? ALT_GR : 0) |
  (event.text !== undefined ? HAS_TEXT : 0);

/** Delta-encodes the log into bytes (varints), then into URL-safe base64 for a JSON body. */
export function encodeLog(log: KeystrokeLog): string {
  const w = new Writer();
  w.uint(FORMAT);
  w.uint(LAYOUT_IDS.indexOf(log.layoutId));
  w.uint(log.order === 'phonetic' ? 1 : 0);
  w.uint(log.durationMs);
  w.uint(log.events.length);
  let previous = 0;
  for (const event of log.events) {
    const index = CODE_INDEX.get(event.code) ?? 0;
    const plain = index > 0 && !event.altGr && event.text === undefined;
    // The common key (known code, no AltGr, no input-method text) takes one byte: code and Shift.
    if (plain) w.byte(index * 2 + (event.shift ? 1 : 0));
    else {
      w.byte(EXTENDED);
      w.uint(index * (1 << FLAG_BITS) + flagsOf(event));
      if (index === 0) w.string(event.code);
    }
    w.uint(Math.max(0, Math.round(event.t) - previous));
    previous = Math.max(previous, Math.round(event.t));
    if (event.text !== undefined) w.string(event.text);
  }
  const pauses = log.pauses ?? [];
  w.uint(pauses.length);
  for (const [start, end] of pauses) {
    w.uint(start);
    w.uint(end - start);
  }
  w.uint(log.finalText === undefined ? 0 : 1);
  if (log.finalText !== undefined) w.string(log.finalText);
  return toBase64Url(w.result());
}

/** Reads a log written by `encodeLog`; throws LogFormatError with a reason for anything else. */
export function decodeLog(encoded: string): KeystrokeLog {
  try {
    return readLog(encoded);
  } catch (error) {
    if (error instanceof LogFormatError) throw error;
    // Invalid UTF-8 in a text, or a length no memory can hold: still just a bad log.
    throw new LogFormatError('The log could not be read.');
  }
}

function readLog(encoded: string): KeystrokeLog {
  const r = new Reader(fromBase64Url(encoded));
  if (r.uint() !== FORMAT) throw new LogFormatError('The log was written in an unknown format.');
  const layoutId = LAYOUT_IDS[r.uint()];
  if (!layoutId) throw new LogFormatError('The log names an unknown keyboard layout.');
  const order: KeystrokeLog['order'] = r.uint() === 1 ? 'phonetic' : 'typewriter';
  const durationMs = r.uint();
  const count = r.uint();
  if (count > 1_000_000) throw new LogFormatError('The log has more keys than any test allows.');
  const events: KeystrokeEvent[] = [];
  let t = 0;
  for (let i = 0; i < count; i += 1) {
    const head = r.byte();
    let index = head >> 1;
    let flags = head & 1 ? SHIFT : 0;
    if (head === EXTENDED) {
      const extended = r.uint();
      index = Math.floor(extended / (1 << FLAG_BITS));
      flags = extended % (1 << FLAG_BITS);
    }
    const code = index === 0 ? r.string() : CODES[index];
    if (code === undefined)
      throw new LogFormatError('The log has a key this version does not know.');
    t += r.uint();
    const event: KeystrokeEvent = {
      t,
      code,
      shift: (flags & SHIFT) !== 0,
      altGr: (flags & ALT_GR) !== 0,
    };
    if (flags & HAS_TEXT) event.text = r.string();
    events.push(event);
  }
  const pauses: [number, number][] = [];
  const pauseCount = r.uint();
  if (pauseCount > 10_000)
    throw new LogFormatError('The log has more pauses than any test allows.');
  for (let i = 0; i < pauseCount; i += 1) {
    const start = r.uint();
    pauses.push([start, start + r.uint()]);
  }
  const log: KeystrokeLog = { v: 1, layoutId, order, durationMs, events };
  if (pauses.length > 0) log.pauses = pauses;
  if (r.uint() === 1) log.finalText = r.string();
  if (!r.done()) throw new LogFormatError('The log has bytes after its end.');
  return log;
}
