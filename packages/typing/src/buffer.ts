// Typed text plus, for each UTF-16 unit, how many key depressions made it. Exams count key
// depressions (KD) that survive into the final text; keeping the count beside the text makes
// that exact under composition (ख = two keys, one letter) and backspace.
//
// Every edit touches only the end, so the text is kept as a large head that is only ever
// appended to and a short tail where edits happen: reading or editing the end never copies the
// whole text, which keeps a key as cheap at minute 90 as at minute 1.

const TAIL_MAX = 256;
const TAIL_KEEP = 64;

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

export class KdBuffer {
  private head = '';
  private headLength = 0;
  private tailText = '';
  private readonly weights: number[] = [];
  private total = 0;
  private boundaries = 0;
  private headLastCode = -1;

  get length(): number {
    return this.headLength + this.tailText.length;
  }

  text(): string {
    return this.head + this.tailText;
  }

  /** Key depressions that produced the text now in the buffer. */
  keyDepressions(): number {
    return this.total;
  }

  /** Word-ending whitespace runs so far: the index of the word being typed. */
  wordIndex(): number {
    return this.boundaries;
  }

  /** The word index after deleting the last character. */
  wordIndexAfterBackspace(): number {
    const n = this.tailText.length;
    if (n === 0) this.refill();
    const m = this.tailText.length;
    if (m === 0) return this.boundaries;
    return this.boundaries - this.boundaryAt(m - 1);
  }

  /** The characters after the last whitespace (the word being typed), from the tail alone. */
  currentWord(): string {
    let start = this.tailText.length;
    while (start > 0 && !isSpace(this.tailText.charCodeAt(start - 1))) start -= 1;
    return this.tailText.slice(start);
  }

  tail(count: number): string {
    if (this.tailText.length < count) this.refill(count);
    return this.tailText.slice(Math.max(0, this.tailText.length - count));
  }

  /** Appends text made by `keys` key depressions, plus `carried` moved from elsewhere. */
  append(text: string, keys = 1, carried = 0): void {
    if (text.length === 0) return;
    const start = this.tailText.length;
    this.tailText += text;
    this.weights.push(keys + carried);
    for (let i = 1; i < text.length; i += 1) this.weights.push(0);
    this.total += keys + carried;
    for (let i = start; i < this.tailText.length; i += 1) this.boundaries += this.boundaryAt(i);
    if (this.tailText.length > TAIL_MAX) this.spill();
  }

  /** Replaces the last `count` units with `text`, which inherits their key depressions plus `keys`. */
  replaceTail(count: number, text: string, keys = 1): void {
    const carried = this.removeTail(count);
    this.append(text, keys, carried);
  }

  /** Removes the last `count` units and returns the key depressions they carried. */
  removeTail(count: number): number {
    if (this.tailText.length < count) this.refill(count);
    const n = Math.min(count, this.tailText.length);
    if (n === 0) return 0;
    let removed = 0;
    for (let i = this.tailText.length - n; i < this.tailText.length; i += 1) {
      this.boundaries -= this.boundaryAt(i);
    }
    for (let i = 0; i < n; i += 1) removed += this.weights.pop() ?? 0;
    this.tailText = this.tailText.slice(0, this.tailText.length - n);
    this.total -= removed;
    return removed;
  }

  /** Empties the buffer, returning what it held (to move a pending composition into the text). */
  drain(): { text: string; keys: number } {
    const out = { text: this.text(), keys: this.total };
    this.head = '';
    this.headLength = 0;
    this.tailText = '';
    this.weights.length = 0;
    this.total = 0;
    this.boundaries = 0;
    this.headLastCode = -1;
    return out;
  }

  private boundaryAt(i: number): number {
    const code = this.tailText.charCodeAt(i);
    const before = i > 0 ? this.tailText.charCodeAt(i - 1) : this.headLastCode;
    return isSpace(code) && before >= 0 && !isSpace(before) ? 1 : 0;
  }

  private spill(): void {
    const move = this.tailText.length - TAIL_KEEP;
    const moved = this.tailText.slice(0, move);
    this.head += moved;
    this.headLength += move;
    this.headLastCode = moved.charCodeAt(moved.length - 1);
    this.tailText = this.tailText.slice(move);
  }

  /** Brings text back from the head after deletions emptied the tail (rare: long backspacing). */
  private refill(atLeast = TAIL_KEEP): void {
    if (this.headLength === 0) return;
    const take = Math.min(this.headLength, Math.max(atLeast, TAIL_KEEP));
    const flat = this.head.slice(0, this.headLength - take);
    this.tailText = this.head.slice(this.headLength - take) + this.tailText;
    this.head = flat;
    this.headLength -= take;
    this.headLastCode = this.headLength > 0 ? flat.charCodeAt(flat.length - 1) : -1;
  }
}
