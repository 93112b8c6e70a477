// Physical keys as `KeyboardEvent.code` names them, with what a US keyboard prints on each.
// Every layout is written as "US character → output", so the tables read like the printed
// charts candidates know, and this one table turns them back into physical keys.

export type KeyPress = { code: string; shift: boolean; altGr: boolean };

/** A key to press next, for highlighting: the physical key and whether Shift is held. */
export type KeyHint = { code: string; shift: boolean; altGr?: boolean };

type UsKey = readonly [code: string, normal: string, shifted: string];

/** Rows of the US (ANSI) keyboard, top to bottom, as the on-screen keyboard draws them. */
export const US_ROWS: readonly (readonly UsKey[])[] = [
  [
    ['Backquote', '`', '~'],
    ['Digit1', '1', '!'],
    ['Digit2', '2', '@'],
    ['Digit3', '3', '#'],
    ['Digit4', '4', '$'],
    ['Digit5', '5', '%'],
    ['Digit6', '6', '^'],
    ['Digit7', '7', '&'],
    ['Digit8', '8', '*'],
    ['Digit9', '9', '('],
    ['Digit0', '0', ')'],
    ['Minus', '-', '_'],
    ['Equal', '=', '+'],
  ],
  [
    ['KeyQ', 'q', 'Q'],
    ['KeyW', 'w', 'W'],
    ['KeyE', 'e', 'E'],
    ['KeyR', 'r', 'R'],
    ['KeyT', 't', 'T'],
    ['KeyY', 'y', 'Y'],
    ['KeyU', 'u', 'U'],
    ['KeyI', 'i', 'I'],
    ['KeyO', 'o', 'O'],
    ['KeyP', 'p', 'P'],
    ['BracketLeft', '[', '{'],
    ['BracketRight', ']', '}'],
    ['Backslash', '\\', '|'],
  ],
  [
    ['KeyA', 'a', 'A'],
    ['KeyS', 's', 'S'],
    ['KeyD', 'd', 'D'],
    ['KeyF', 'f', 'F'],
    ['KeyG', 'g', 'G'],
    ['KeyH', 'h', 'H'],
    ['KeyJ', 'j', 'J'],
    ['KeyK', 'k', 'K'],
    ['KeyL', 'l', 'L'],
    ['Semicolon', ';', ':'],
    ['Quote', "'", '"'],
  ],
  [
    ['KeyZ', 'z', 'Z'],
    ['KeyX', 'x', 'X'],
    ['KeyC', 'c', 'C'],
    ['KeyV', 'v', 'V'],
    ['KeyB', 'b', 'B'],
    ['KeyN', 'n', 'N'],
    ['KeyM', 'm', 'M'],
    ['Comma', ',', '<'],
    ['Period', '.', '>'],
    ['Slash', '/', '?'],
  ],
];

const byCode = new Map<string, UsKey>();
const byChar = new Map<string, KeyHint>();
for (const row of US_ROWS) {
  for (const key of row) {
    byCode.set(key[0], key);
    byChar.set(key[1], { code: key[0], shift: false });
    byChar.set(key[2], { code: key[0], shift: true });
  }
}
// The key between left Shift and Z on ISO (102-key) keyboards: the US layout types \ | on it, and
// Windows InScript repeats ॉ ऑ there, so it reads as a second Backslash.
const backslash = byCode.get('Backslash');
if (backslash) byCode.set('IntlBackslash', backslash);

const NUMPAD_DIGIT = /^Numpad[0-9]$/u;

/** Marks a layout table's key name (and a plan's step) as pressed with AltGr. */
export const ALT_GR_PREFIX = 'g:';

/** What a US keyboard prints for this key, or null for keys that print nothing. */
export function usCharacter(code: string, shift: boolean): string | null {
  const key = byCode.get(code);
  if (key) return shift ? key[2] : key[1];
  return NUMPAD_DIGIT.test(code) ? code.slice(-1) : null;
}

/**
 * The name a layout table gives this key: the US character printed on it, or `Numpad0`–`Numpad9`
 * for the keypad's digits (layouts may type them differently from the number row: Remington GAIL
 * types Devanagari digits on AltGr + keypad). Null for keys no table names.
 */
export function tableKey(code: string, shift: boolean): string | null {
  if (NUMPAD_DIGIT.test(code)) return code;
  const key = byCode.get(code);
  if (!key) return null;
  return shift ? key[2] : key[1];
}

/**
 * The physical key (with Shift and AltGr) for a step of a plan: a US character, `NumpadN`, either
 * of them after `g:` when AltGr is held. Plain US characters are the keys that print them.
 */
export function usKeyFor(step: string): KeyHint | null {
  if (step.startsWith(ALT_GR_PREFIX) && step.length > ALT_GR_PREFIX.length) {
    const key = usKeyFor(step.slice(ALT_GR_PREFIX.length));
    return key ? { ...key, altGr: true } : null;
  }
  if (NUMPAD_DIGIT.test(step)) return { code: step, shift: false };
  return byChar.get(step) ?? null;
}

/** Keys that separate words whatever the layout: they type themselves. */
export const WHITESPACE_KEYS: Readonly<Record<string, string>> = {
  Space: ' ',
  Enter: '\n',
  NumpadEnter: '\n',
  Tab: '\t',
};

export const BACKSPACE = 'Backspace';

/**
 * The press as the layout should see it: with Caps Lock on, an English letter key types the
 * other case, as the operating system would. Hindi layouts ignore Caps Lock (Windows InScript
 * does). Call it before pressing and logging, so the log holds what was typed.
 */
export function withCapsLock(press: KeyPress, capsLock: boolean, layoutId: string): KeyPress {
  if (!capsLock || layoutId !== 'english' || !/^Key[A-Z]$/u.test(press.code)) return press;
  return { ...press, shift: !press.shift };
}
