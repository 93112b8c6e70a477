import type { JobSuggestResponse } from '@shuruaat/contract';
import { jsonArrayInSlices, type Pause } from '../../../lib/time-slices';
import type { SuggestionLists } from './suggester';

type Suggestion = JobSuggestResponse['suggestions'][number];
type Stored = {
  /** Each suggestion once: [type, value, count]. */
  suggestions: [Suggestion['type'], string, number][];
  keys: [string, number][];
  short: [string, number[]][];
};

/**
 * The suggester's lists in a snapshot, as JSON with each suggestion written once and named by
 * its number: rebuilding them from 150,000 listings was the largest step of a start from a
 * snapshot after reading it.
 */
export async function encodeSuggestions(
  { keys, short }: SuggestionLists,
  pause: Pause,
): Promise<Buffer> {
  const numbers = new Map<Suggestion, number>();
  const number = (suggestion: Suggestion) => {
    let n = numbers.get(suggestion);
    if (n === undefined) numbers.set(suggestion, (n = numbers.size));
    return n;
  };
  const keyed: Stored['keys'] = [];
  for (const { key, suggestion } of keys) {
    keyed.push([key, number(suggestion)]);
    if (keyed.length % 10_000 === 0) await pause();
  }
  const shortLists: Stored['short'] = [...short].map(([prefix, list]) => [
    prefix,
    list.map(number),
  ]);
  const suggestions: Stored['suggestions'] = [...numbers.keys()].map((s) => [
    s.type,
    s.value,
    s.count,
  ]);
  return Buffer.concat([
    Buffer.from('{"keys":'),
    await jsonArrayInSlices(keyed, pause),
    Buffer.from(',"short":'),
    await jsonArrayInSlices(shortLists, pause),
    Buffer.from(',"suggestions":'),
    await jsonArrayInSlices(suggestions, pause),
    Buffer.from('}'),
  ]);
}

export function decodeSuggestions(bytes: Buffer): SuggestionLists {
  const stored = JSON.parse(bytes.toString('utf8')) as Stored;
  const suggestions = stored.suggestions.map(([type, value, count]) => ({ type, value, count }));
  const suggestion = (n: number) => {
    const found = suggestions[n];
    if (!found) throw new Error('a suggestion number past the list');
    return found;
  };
  return {
    keys: stored.keys.map(([key, n]) => ({ key, suggestion: suggestion(n) })),
    short: new Map(stored.short.map(([prefix, list]) => [prefix, list.map(suggestion)])),
  };
}
