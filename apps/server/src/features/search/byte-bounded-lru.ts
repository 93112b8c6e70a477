/**
 * A least-recently-used cache bounded by the bytes its entries hold, as `sizeOf` estimates
 * them, not by their count: search answers and listings vary several times in size, and a
 * bound by count held whatever they came to (issue 28). An entry larger than the whole bound
 * is not kept.
 */
export class ByteBoundedLru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: K): V | undefined {
    const found = this.entries.get(key);
    if (found === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }

  delete(key: K): void {
    const found = this.entries.get(key);
    if (found === undefined) return;
    this.entries.delete(key);
    this.bytes -= found.bytes;
  }

  /** Drops every entry `test` picks. */
  deleteWhere(test: (value: V, key: K) => boolean): void {
    for (const [key, { value }] of this.entries) if (test(value, key)) this.delete(key);
  }
}
