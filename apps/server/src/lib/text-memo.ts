/**
 * Remembers a pure function of a string, keeping at most `maxChars` of keys and answers (the
 * oldest go first). Because the answer depends on the text alone, an entry can never be stale:
 * an edited description is a different key.
 */
export function textMemo(compute: (text: string) => string, { maxChars }: { maxChars: number }) {
  const answers = new Map<string, string>();
  let size = 0;
  return (text: string): string => {
    const known = answers.get(text);
    if (known !== undefined) return known;
    const answer = compute(text);
    const cost = text.length + answer.length;
    if (cost > maxChars) return answer;
    while (size + cost > maxChars) {
      const [oldest, value] = answers.entries().next().value ?? ['', ''];
      answers.delete(oldest);
      size -= oldest.length + value.length;
    }
    answers.set(text, answer);
    size += cost;
    return answer;
  };
}
