/**
 * Answers to searches, by everything an answer depends on (the index version among it), so a
 * popular search costs a lookup until a listing changes. A bounded LRU: what falls out is
 * recomputed in a millisecond or two.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): T | undefined {
    const found = this.answers.get(key);
    if (found !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, found);
    }
    return found;
  }

  set(key: string, answer: T): void {
    if (this.answers.size >= this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, answer);
  }
}
