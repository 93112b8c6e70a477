/**
 * One copy of each repeated value the index keeps: listings repeat titles, company names,
 * dates and whole skill lists, and each row read from PostgreSQL brings its own copy of every
 * one (at 150,000 live listings most of the listings' heap). Nothing is ever let go: an index
 * lives until the next rebuild, which starts a new one.
 */
export class SharedValues {
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, string[]>();

  string(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }

  /** The same array for equal lists, so callers must not change it. */
  list(values: string[]): string[] {
    // PostgreSQL text cannot hold NUL, so it parts the items; the length tells [] from [''].
    const key = `${values.length}\u0000${values.join('\u0000')}`;
    const known = this.lists.get(key);
    if (known !== undefined) return known;
    const shared = values.map((value) => this.string(value));
    this.lists.set(key, shared);
    return shared;
  }
}
