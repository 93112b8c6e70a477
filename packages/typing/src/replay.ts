// Rebuilds the typed text from a keystroke log exactly as the page built it.
import { createBackspaceGuard } from './backspace-rule';
import type { BackspaceTarget } from './backspace-rule';
import { KdBuffer } from './buffer';
import { createComposer } from './composer';
import { BACKSPACE } from './keys';
import type { CharacterOrder } from './layouts/types';
import type { KeystrokeLog, LogLayout } from './log';
import type { BackspaceRule } from './presets';

export type ReplayOptions = { order?: CharacterOrder; backspace?: BackspaceRule };

export type Replay = {
  text: string;
  /** Key depressions that survive in the final text (erased keys and Backspace not counted). */
  keyDepressions: number;
  /** Every key that typed something, erased or not. */
  keysPressed: number;
  backspaces: number;
  /** Backspaces the preset's rule refused (the page refuses them too). */
  refusedBackspaces: number;
  /** Keys the layout does not type (arrows, modifiers) — ignored. */
  ignoredKeys: number;
  /** Events whose input-method text was longer than one key can type. */
  longInserts: number;
};

const MAX_NATIVE_INSERT = 4;

type Typist = BackspaceTarget & {
  press(event: KeystrokeLog['events'][number]): boolean;
  backspace(): void;
  finish(): { text: string; keyDepressions: number };
};

function layoutTypist(layoutId: Exclude<LogLayout, 'native'>, order: CharacterOrder): Typist {
  const composer = createComposer(layoutId, { order });
  return {
    press: (event) => composer.press(event),
    backspace: () => composer.backspace(),
    isEmpty: () => composer.isEmpty(),
    wordIndex: () => composer.wordIndex(),
    wordIndexAfterBackspace: () => composer.wordIndexAfterBackspace(),
    finish: () => {
      composer.commit();
      return { text: composer.text(), keyDepressions: composer.keyDepressions() };
    },
  };
}

function nativeTypist(): Typist {
  const buffer = new KdBuffer();
  return {
    press: (event) => {
      if (!event.text) return false;
      buffer.append(event.text.normalize('NFC'), 1);
      return true;
    },
    backspace: () => {
      const last = buffer.tail(1).charCodeAt(0);
      buffer.removeTail(last >= 0xdc00 && last <= 0xdfff ? 2 : 1);
    },
    isEmpty: () => buffer.length === 0,
    wordIndex: () => buffer.wordIndex(),
    wordIndexAfterBackspace: () => buffer.wordIndexAfterBackspace(),
    finish: () => ({
      text: buffer.text().normalize('NFC'),
      keyDepressions: buffer.keyDepressions(),
    }),
  };
}

export function replay(log: KeystrokeLog, options: ReplayOptions = {}): Replay {
  const order = options.order ?? log.order;
  const typist = log.layoutId === 'native' ? nativeTypist() : layoutTypist(log.layoutId, order);
  const guard = createBackspaceGuard(options.backspace ?? 'free');
  const result = {
    keysPressed: 0,
    backspaces: 0,
    refusedBackspaces: 0,
    ignoredKeys: 0,
    longInserts: 0,
  };
  for (const event of log.events) {
    if (event.code === BACKSPACE) {
      if (!guard.allows(typist)) {
        result.refusedBackspaces += 1;
        continue;
      }
      typist.backspace();
      result.backspaces += 1;
    } else if (typist.press(event)) {
      result.keysPressed += 1;
      if (event.text !== undefined && Array.from(event.text).length > MAX_NATIVE_INSERT) {
        result.longInserts += 1;
      }
    } else {
      result.ignoredKeys += 1;
    }
    guard.observe(typist.wordIndex());
  }
  return { ...result, ...typist.finish() };
}

/** The final text a log types, on the log's own layout unless another is named. */
export function replayLog(
  log: KeystrokeLog,
  layoutId?: LogLayout,
  options: ReplayOptions = {},
): string {
  return replay(layoutId ? { ...log, layoutId } : log, options).text;
}
