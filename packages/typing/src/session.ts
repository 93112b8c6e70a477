// One typing attempt on the page: the composer, the backspace rule and the keystroke log kept
// together, so the page records exactly what the server's replay will do with it. A saved list
// of events resumes the attempt after a reload.
import { createBackspaceGuard } from './backspace-rule';
import type { BackspaceTarget } from './backspace-rule';
import { KdBuffer } from './buffer';
import { createComposer } from './composer';
import { BACKSPACE } from './keys';
import type { KeyPress } from './keys';
import type { CharacterOrder, LayoutId } from './layouts/types';
import type { KeystrokeEvent, KeystrokeLog } from './log';
import type { BackspaceRule } from './presets';

export type SessionOptions = {
  layoutId: LayoutId;
  order?: CharacterOrder;
  backspace: BackspaceRule;
  /** false: the operating system's input method types, and the page reports its text. */
  emulate?: boolean;
};

export type TypingSession = {
  /**
   * A keydown, at `t` ms on the test clock. Returns true when the page must cancel the browser's
   * own handling (an emulated key, or a Backspace the rule refuses).
   */
  key(press: KeyPress, t: number): boolean;
  /** Emulation off: the text an input event inserted, and the key that caused it. */
  insert(text: string, t: number, press?: KeyPress): void;
  canBackspace(): boolean;
  text(): string;
  pending(): string;
  currentWord(): string;
  wordIndex(): number;
  keyDepressions(): number;
  events(): readonly KeystrokeEvent[];
  /** The log to send (or save): `durationMs` on the test clock, pauses excluded. */
  log(durationMs: number, pauses?: [number, number][]): KeystrokeLog;
};

type Surface = BackspaceTarget & {
  press(press: KeyPress): boolean;
  backspace(): void;
  text(): string;
  pending(): string;
  currentWord(): string;
  keyDepressions(): number;
};

function nativeSurface(): Surface & { append(text: string): void } {
  const buffer = new KdBuffer();
  return {
    press: () => false,
    append: (text) => buffer.append(text.normalize('NFC'), 1),
    backspace: () => {
      const last = buffer.tail(1).charCodeAt(0);
      buffer.removeTail(last >= 0xdc00 && last <= 0xdfff ? 2 : 1);
    },
    text: () => buffer.text(),
    pending: () => '',
    currentWord: () => buffer.currentWord(),
    keyDepressions: () => buffer.keyDepressions(),
    isEmpty: () => buffer.length === 0,
    wordIndex: () => buffer.wordIndex(),
    wordIndexAfterBackspace: () => buffer.wordIndexAfterBackspace(),
  };
}

export function createTypingSession(options: SessionOptions): TypingSession {
  const emulate = options.emulate ?? true;
  const order = options.order ?? 'typewriter';
  const native = emulate ? null : nativeSurface();
  const surface: Surface = native ?? createComposer(options.layoutId, { order });
  const guard = createBackspaceGuard(options.backspace);
  const recorded: KeystrokeEvent[] = [];
  const record = (press: KeyPress, t: number, text?: string) => {
    const event: KeystrokeEvent = { t, code: press.code, shift: press.shift, altGr: press.altGr };
    if (text !== undefined) event.text = text;
    recorded.push(event);
  };
  return {
    key(press, t) {
      if (press.code === BACKSPACE) {
        const allowed = guard.allows(surface);
        // Refused ones are logged too: the replay refuses them by the same rule.
        record(press, t);
        if (allowed) surface.backspace();
        guard.observe(surface.wordIndex());
        return emulate || !allowed;
      }
      if (!emulate) return false;
      const typed = surface.press(press);
      if (typed) {
        record(press, t);
        guard.observe(surface.wordIndex());
      }
      return typed;
    },
    insert(text, t, press) {
      if (!native || text === '') return;
      record(press ?? { code: 'Unidentified', shift: false, altGr: false }, t, text);
      native.append(text);
      guard.observe(native.wordIndex());
    },
    canBackspace: () => guard.allows(surface),
    text: () => surface.text(),
    pending: () => surface.pending(),
    currentWord: () => surface.currentWord(),
    wordIndex: () => surface.wordIndex(),
    keyDepressions: () => surface.keyDepressions(),
    events: () => recorded,
    log: (durationMs, pauses) => ({
      v: 1,
      layoutId: emulate ? options.layoutId : 'native',
      order,
      durationMs,
      events: [...recorded],
      ...(pauses && pauses.length > 0 ? { pauses } : {}),
      finalText: surface.text() + surface.pending(),
    }),
  };
}

/** Rebuilds a session from saved events (after a reload), exactly as if they were typed again. */
export function resumeTypingSession(
  options: SessionOptions,
  events: readonly KeystrokeEvent[],
): TypingSession {
  const session = createTypingSession(options);
  for (const event of events) {
    const press = { code: event.code, shift: event.shift, altGr: event.altGr };
    if (event.text !== undefined) session.insert(event.text, event.t, press);
    else session.key(press, event.t);
  }
  return session;
}
