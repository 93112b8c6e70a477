import { graphemes } from '@shuruaat/typing';

/**
 * Draws the passage around the caret straight into the DOM. Only a window of words is ever in
 * the document (WINDOW words, redrawn when the caret nears its end), and a key touches only the
 * current word's span, so a key costs the same in minute 90 as in minute one.
 */
const BEFORE = 40;
// Full class names (not built from parts), so Tailwind finds them in this file.
const CLASS = {
  done: 'text-emerald-800',
  wrong: 'text-red-700 underline decoration-red-500 decoration-2',
  todo: 'text-slate-900',
  current: 'rounded bg-amber-100 text-slate-900 ring-1 ring-amber-300',
  ok: 'text-emerald-800',
  bad: 'bg-red-200 text-red-900',
  caret: 'border-b-2 border-indigo-700',
} as const;
const WINDOW = 160;

export type PassageViewOptions = {
  words: readonly string[];
  /** Exam presets that show no word highlight (SSC DEST) still mark nothing as you type. */
  highlightCurrent: boolean;
};

export class PassageView {
  private first = 0;
  private spans: HTMLSpanElement[] = [];
  private current = -1;

  constructor(
    private readonly root: HTMLElement,
    private readonly options: PassageViewOptions,
  ) {}

  /** Draws the window that holds word `index` (called on start, resume and window ends). */
  private draw(index: number, wordCorrect: readonly boolean[]): void {
    this.first = Math.max(0, index - BEFORE);
    const last = Math.min(this.options.words.length, this.first + WINDOW);
    const fragment = document.createDocumentFragment();
    this.spans = [];
    for (let i = this.first; i < last; i += 1) {
      const span = document.createElement('span');
      span.textContent = this.options.words[i] ?? '';
      span.className = this.classFor(i, index, wordCorrect);
      fragment.append(span, ' ');
      this.spans.push(span);
    }
    this.root.replaceChildren(fragment);
    this.current = -1;
  }

  private classFor(i: number, index: number, wordCorrect: readonly boolean[]): string {
    if (i < index) return wordCorrect[i] ? CLASS.done : CLASS.wrong;
    return CLASS.todo;
  }

  /** Moves the caret to word `index` and marks what is typed of it, grapheme by grapheme. */
  update(index: number, typed: string, wordCorrect: readonly boolean[]): void {
    if (index < this.first || index >= this.first + this.spans.length - 20) {
      if (index < this.options.words.length) this.draw(index, wordCorrect);
    }
    if (this.current !== index) {
      // Words between the old and new caret get their final colour; the old one its plain text.
      const from = Math.max(this.first, Math.min(this.current, index) - 1);
      const to = Math.max(this.current, index);
      for (let i = from; i <= to; i += 1) {
        const span = this.spans[i - this.first];
        if (!span) continue;
        span.textContent = this.options.words[i] ?? '';
        span.className = this.classFor(i, index, wordCorrect);
      }
      this.current = index;
    }
    const span = this.spans[index - this.first];
    if (!span) return;
    span.className = this.options.highlightCurrent ? CLASS.current : CLASS.todo;
    if (!this.options.highlightCurrent) return;
    this.markGraphemes(span, this.options.words[index] ?? '', typed);
  }

  private markGraphemes(span: HTMLSpanElement, word: string, typed: string): void {
    const expected = graphemes(word);
    const got = graphemes(typed.normalize('NFC'));
    const fragment = document.createDocumentFragment();
    expected.forEach((cluster, i) => {
      const part = document.createElement('span');
      part.textContent = cluster;
      if (i < got.length) part.className = got[i] === cluster ? CLASS.ok : CLASS.bad;
      else if (i === got.length) part.className = CLASS.caret;
      fragment.append(part);
    });
    if (got.length > expected.length) {
      const extra = document.createElement('span');
      extra.className = CLASS.bad;
      extra.textContent = got.slice(expected.length).join('');
      fragment.append(extra);
    }
    span.replaceChildren(fragment);
  }

  /** The line holding the caret, kept in view inside the passage box. */
  currentSpan(): HTMLSpanElement | undefined {
    return this.spans[this.current - this.first];
  }
}
