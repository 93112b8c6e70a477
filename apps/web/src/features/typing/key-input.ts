import type { KeyInput } from './session';

/** The parts of a KeyboardEvent the layouts read (a plain object in tests). */
export type KeyEventLike = Pick<
  KeyboardEvent,
  'type' | 'code' | 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'getModifierState'
>;

const NUMPAD_DIGIT = /^Numpad[0-9]$/u;

/**
 * Turns key events into physical presses for the page's layout emulation. AltGr is what Windows
 * makes of it: the AltGraph modifier (keyboards whose layout has one), Ctrl + Alt together (how
 * Windows reports AltGr from a US keyboard), or the right Alt key held — a US keyboard's right
 * Alt is where a Hindi typist's thumb finds AltGr, and it reports only Alt.
 */
export class KeyReader {
  private rightAltHeld = false;

  /** Every keydown and keyup passes here first, so a held right Alt is known. */
  track(event: Pick<KeyboardEvent, 'type' | 'code'>): void {
    if (event.code === 'AltRight') this.rightAltHeld = event.type === 'keydown';
  }

  /** Focus left the page: a right Alt released elsewhere must not stay held. */
  reset(): void {
    this.rightAltHeld = false;
  }

  /** The press, or null for a key that types nothing (a keypad key while Num Lock is off). */
  read(event: KeyEventLike): KeyInput | null {
    // With Num Lock off the keypad's digits are arrows and Home/End: they report a named key.
    if (NUMPAD_DIGIT.test(event.code) && event.key.length > 1 && event.key !== 'Unidentified') {
      return null;
    }
    return {
      code: event.code,
      shift: event.shiftKey,
      altGr:
        event.getModifierState('AltGraph') ||
        (event.ctrlKey && event.altKey) ||
        (this.rightAltHeld && event.altKey),
    };
  }
}
