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
// The numeric keypad types digits whatever the layout's number row does.
const NUMPAD = new Map<string, string>(
  Array.from({ length: 10 }, (_, digit) => [`Numpad${digit}`, String(digit)]),
);

/** What a US keyboard prints for this key, or null for keys that print nothing. */
export function usCharacter(code: string, shift: boolean): string | null {
  const key = byCode.get(code);
  if (key) return shift ? key[2] : key[1];
  return NUMPAD.get(code) ?? null;
}

/** The physical key (and Shift) that prints this character on a US keyboard. */
export function usKeyFor(char: string): KeyHint | null {
  return byChar.get(char) ?? null;
}

export function isNumpadDigit(code: string): boolean {
  return NUMPAD.has(code);
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
