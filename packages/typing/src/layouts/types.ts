export type Language = 'english' | 'hindi';

export type LayoutId = 'english' | 'hindi-inscript' | 'hindi-remington-gail' | 'hindi-krutidev';

export type LayoutInfo = {
  id: LayoutId;
  name: string;
  language: Language;
  description: string;
};

/** Where the short-i matra ि and the reph र् are typed on Remington. */
export type CharacterOrder = 'typewriter' | 'phonetic';

/**
 * What one key types, written as the US character printed on it (shifted or not), or
 * `Numpad0`–`Numpad9` for the keypad's digits.
 */
export type KeyTable = Readonly<Record<string, string>>;

/**
 * A context rule: when the text ends with `after` and the key printing `key` (AltGr when
 * `altGr`) is pressed, `after` is replaced by `becomes` and the key types nothing else.
 */
export type ContextRule = { after: string; key: string; altGr?: boolean; becomes: string };

export type LayoutDefinition = LayoutInfo & {
  /** Key (US character) → output, without AltGr. Keypad digits type ASCII digits unless set. */
  keys: KeyTable;
  /**
   * Key (US character, shifted or not) → output with AltGr (Windows: right Alt, or Ctrl + Alt).
   * Shift + AltGr is the shifted character's entry.
   */
  altGr: KeyTable;
  rules: readonly ContextRule[];
  /**
   * Where ि and the reph are typed: 'optional' follows the user's choice (Remington GAIL),
   * 'always' is a typewriter (Krutidev), 'never' is phonetic (InScript, English).
   */
  typewriterOrder: 'optional' | 'always' | 'never';
};
