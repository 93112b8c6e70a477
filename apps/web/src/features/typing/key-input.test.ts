import { describe, expect, it } from 'vitest';
import { KeyReader, type KeyEventLike } from './key-input';

const keydown = (code: string, key: string, mods: Partial<KeyEventLike> = {}): KeyEventLike => ({
  type: 'keydown',
  code,
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  getModifierState: () => false,
  ...mods,
});

describe('KeyReader (issue 23, item 7: AltGr and the keypad in the browser)', () => {
  it('reads AltGr from Ctrl + Alt, as Windows reports it from a US keyboard', () => {
    const reader = new KeyReader();
    const press = reader.read(keydown('Digit1', '1', { ctrlKey: true, altKey: true }));
    expect(press).toEqual({ code: 'Digit1', shift: false, altGr: true });
  });

  it('reads AltGr from the AltGraph modifier, with Shift', () => {
    const reader = new KeyReader();
    const event = keydown('Slash', '?', {
      shiftKey: true,
      getModifierState: (name: string) => name === 'AltGraph',
    });
    expect(reader.read(event)).toEqual({ code: 'Slash', shift: true, altGr: true });
  });

  it('reads a held right Alt as AltGr, and lets it go on keyup', () => {
    const reader = new KeyReader();
    reader.track({ type: 'keydown', code: 'AltRight' });
    expect(reader.read(keydown('KeyX', 'x', { altKey: true }))?.altGr).toBe(true);
    reader.track({ type: 'keyup', code: 'AltRight' });
    expect(reader.read(keydown('KeyX', 'x'))?.altGr).toBe(false);
  });

  it('does not read left Alt as AltGr', () => {
    const reader = new KeyReader();
    reader.track({ type: 'keydown', code: 'AltLeft' });
    expect(reader.read(keydown('KeyX', 'x', { altKey: true }))?.altGr).toBe(false);
  });

  it('types keypad digits with Num Lock on, and nothing when they are arrows', () => {
    const reader = new KeyReader();
    expect(reader.read(keydown('Numpad7', '7'))).toEqual({
      code: 'Numpad7',
      shift: false,
      altGr: false,
    });
    expect(reader.read(keydown('Numpad7', 'Home'))).toBeNull();
  });
});
