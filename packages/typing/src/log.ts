// The keystroke log the browser sends and the server replays. Encoded compactly: a 90-minute
// test at 80 wpm is about 36,000 keys, and each costs two to three bytes here.
import type { CharacterOrder, LayoutId } from './layouts/types';

/**
 * One key press. `t` is milliseconds since the test started (the page's performance clock).
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
  /** Pauses as [start, end] in the same clock, where the preset allows pausing. */
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
const LAYOUT_IDS: readonly LogLayout[] = [
  'english',
  'hindi-inscript',
  'hindi-remington-gail',
  'native',
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

class Writer {
  private bytes = new Uint8Array(1024);
  private size = 0;
  private ensure(extra: number): void {
    if (this.size + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.size + extra));
    grown.set(this.bytes.subarray(0, this.size));
    this.bytes = grown;
  }
  byte(value: number): void {
    this.ensure(1);
    this.bytes[this.size++] = value;
  }
  uint(value: number): void {
    this.ensure(8);
    let v = Math.max(0, Math.floor(value));
    while (v >= 0x80) {
      this.bytes[this.size++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.size++] = v;
  }
  string(value: string): void {
    const encoded = new TextEncoder().encode(value);
    this.uint(encoded.length);
    this.ensure(encoded.length);
    this.bytes.set(encoded, this.size);
    this.size += encoded.length;
  }
  result(): Uint8Array {
    return this.bytes.subarray(0, this.size);
  }
}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  uint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i += 1) {
      if (this.at >= this.bytes.length)
        throw new LogFormatError('The log ends in the middle of a number.');
      const byte = this.bytes[this.at++] ?? 0;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
    throw new LogFormatError('The log has a number that is too long.');
  }
  byte(): number {
    if (this.at >= this.bytes.length)
      throw new LogFormatError('The log ends in the middle of a key.');
    return this.bytes[this.at++] ?? 0;
  }
  string(): string {
    const length = this.uint();
    if (this.at + length > this.bytes.length)
      throw new LogFormatError('The log ends in the middle of a text.');
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      this.bytes.subarray(this.at, this.at + length),
    );
    this.at += length;
    return text;
  }
  done(): boolean {
    return this.at >= this.bytes.length;
  }
}

export class LogFormatError extends Error {}

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

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Map([...ALPHABET].map((c, i) => [c, i]));

function toBase64Url(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 4) / 3));
    for (let k = 0; k < chars; k += 1) out.push(ALPHABET.charAt((n >> (18 - 6 * k)) & 63));
  }
  return out.join('');
}

function fromBase64Url(text: string): Uint8Array {
  if (text.length % 4 === 1) throw new LogFormatError('The log is not valid base64url.');
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let size = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    const group = Math.min(4, text.length - i);
    for (let k = 0; k < 4; k += 1) {
      const value = k < group ? LOOKUP.get(text.charAt(i + k)) : 0;
      if (value === undefined) throw new LogFormatError('The log is not valid base64url.');
      n = (n << 6) | value;
    }
    for (let k = 0; k < group - 1; k += 1) bytes[size++] = (n >> (16 - 8 * k)) & 0xff;
  }
  return bytes.subarray(0, size);
}
