import {
  createBackspaceGuard,
  createComposer,
  encodeLog,
  textTarget,
  type BackspaceGuard,
  type BackspaceRule,
  type CharacterOrder,
  type Composer,
  type KeystrokeEvent,
  type KeystrokeLog,
  type LayoutId,
} from '@shuruaat/typing';

/**
 * One typing test, without React: keys in, text and word position out. The page and the
 * benchmark both drive it, so what the benchmark measures is what the page runs. Every key
 * touches only the current word; nothing here walks the whole text.
 */
export type SessionOptions = {
  /** The engine's layout, or `native` when the operating system's input method types. */
  layoutId: LayoutId | 'native';
  order: CharacterOrder;
  backspace: BackspaceRule;
  words: readonly string[];
};

export type KeyInput = { code: string; shift: boolean; altGr: boolean; text?: string };

export type SessionChange = {
  /** The word the caret is in changed (a word finished, or Backspace went back). */
  wordChanged: boolean;
  refused: boolean;
};

const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\n' || ch === '\t';

/** What the operating system typed, kept as a plain string (emulation off). */
class NativeText {
  value = '';
  keyDepressions = 0;
  insert(text: string) {
    this.value += text.normalize('NFC');
    this.keyDepressions += 1;
  }
  backspace() {
    const last = this.value.charCodeAt(this.value.length - 1);
    this.value = this.value.slice(0, last >= 0xdc00 && last <= 0xdfff ? -2 : -1);
  }
}

export class TypingSession {
  readonly events: KeystrokeEvent[] = [];
  private readonly composer: Composer | null;
  private readonly native = new NativeText();
  private readonly guard: BackspaceGuard;
  /** Index of the word being typed, and where it starts in the text. */
  wordIndex = 0;
  private wordStart = 0;
  /** For each finished word: typed exactly as the passage has it. */
  readonly wordCorrect: boolean[] = [];
  readonly typedWords: string[] = [];

  constructor(readonly options: SessionOptions) {
    this.composer =
      options.layoutId === 'native'
        ? null
        : createComposer(options.layoutId, { order: options.order });
    this.guard = createBackspaceGuard(options.backspace);
  }

  /** Committed text plus any composition still pending. */
  screen(): string {
    return this.composer ? this.composer.text() + this.composer.pending() : this.native.value;
  }

  /** The current word as typed so far (with its pending composition). */
  currentTyped(): string {
    return this.screen().slice(this.wordStart);
  }

  keyDepressions(): number {
    return this.composer ? this.composer.keyDepressions() : this.native.keyDepressions;
  }

  /** A key: typed through the layout, or (native) the text the input method inserted. */
  press(key: KeyInput, t: number): SessionChange {
    if (key.code === 'Backspace') return this.backspace(t);
    if (this.composer) {
      if (!this.composer.press(key)) return { wordChanged: false, refused: false };
      this.events.push({ t, code: key.code, shift: key.shift, altGr: key.altGr });
    } else {
      if (!key.text) return { wordChanged: false, refused: false };
      this.native.insert(key.text);
      this.events.push({ t, code: key.code, shift: key.shift, altGr: key.altGr, text: key.text });
    }
    return { wordChanged: this.follow(), refused: false };
  }

  private backspace(t: number): SessionChange {
    const target = this.composer ?? textTarget(this.native.value);
    if (!this.guard.allows(target)) return { wordChanged: false, refused: true };
    this.events.push({ t, code: 'Backspace', shift: false, altGr: false });
    if (this.composer) this.composer.backspace();
    else this.native.backspace();
    return { wordChanged: this.follow(), refused: false };
  }

  /** Moves the word position after a change; only the text since the word's start is read. */
  private follow(): boolean {
    const screen = this.screen();
    let changed = false;
    // Backspace over the space before the current word: back into the previous word.
    while (this.wordIndex > 0 && screen.length < this.wordStart) {
      this.wordIndex -= 1;
      this.wordCorrect.length = this.wordIndex;
      this.typedWords.length = this.wordIndex;
      let start = this.wordStart - 1;
      while (start > 0 && isSpace(screen[start - 1])) start -= 1;
      while (start > 0 && !isSpace(screen[start - 1])) start -= 1;
      this.wordStart = start;
      changed = true;
    }
    // A space ends the word: judge it and move on.
    for (let i = this.wordStart; i < screen.length; i += 1) {
      if (!isSpace(screen[i])) continue;
      if (i === this.wordStart) {
        this.wordStart = i + 1;
        continue;
      }
      const typed = screen.slice(this.wordStart, i);
      this.typedWords.push(typed);
      this.wordCorrect.push(typed === (this.options.words[this.wordIndex] ?? '').normalize('NFC'));
      this.wordIndex += 1;
      this.wordStart = i + 1;
      changed = true;
    }
    this.guard.observe(this.composer ? this.composer.wordIndex() : this.wordIndex);
    return changed;
  }

  /** The log the server scores; `finalText` lets it check the replay explains the screen. */
  finish(durationMs: number, pauses: [number, number][]): string {
    this.composer?.commit();
    const log: KeystrokeLog = {
      v: 1,
      layoutId: this.options.layoutId,
      order: this.options.order,
      durationMs: Math.round(durationMs),
      events: this.events,
      finalText: this.screen(),
    };
    if (pauses.length > 0) log.pauses = pauses;
    return encodeLog(log);
  }
}
