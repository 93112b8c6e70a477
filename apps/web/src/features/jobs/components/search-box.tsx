import { useEffect, useState, type FormEvent } from 'react';
import type { JobSuggestResponse } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { readSuggestions } from '../loaders';

type SearchBoxProps = { initialQuery: string; onSearch: (q: string) => void };

const SUGGEST_AFTER_MS = 150;
const SUGGEST_FROM_LETTERS = 2;

/** Keyed by the query in the URL by its parent, so back and forward refill it. */
export function SearchBox({ initialQuery, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initialQuery);
  const suggestions = useSuggestionsFor(text, initialQuery);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor="jobs-search" className="sr-only">
        Search internships and jobs
      </label>
      <input
        id="jobs-search"
        type="search"
        value={text}
        maxLength={100}
        list="jobs-search-suggestions"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        placeholder="Role, skill, company or city, e.g. web developer, Pune"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
      />
      {/* The browser's own list: keyboard, screen readers and phones handle it natively. */}
      <datalist id="jobs-search-suggestions">
        {suggestions.map((s) => (
          <option key={`${s.type}:${s.value}`} value={s.value} />
        ))}
      </datalist>
      <Button type="submit" className="shrink-0">
        Search
      </Button>
    </form>
  );
}

/** Suggestions for what is being typed; `query` is the text last asked about. */
type Suggestions = { query: string; items: JobSuggestResponse['suggestions'] };

const NONE: Suggestions = { query: '', items: [] };

/**
 * Asks for suggestions once typing pauses; nothing for the text the page was opened with. The
 * list asked about before stays while the next is on its way, and an answer for older text is
 * dropped; a failed ask leaves the list as it was.
 */
function useSuggestionsFor(text: string, initialQuery: string) {
  const [{ query, items }, setSuggestions] = useState(NONE);
  const typed = text.trim();
  useEffect(() => {
    if (typed.length < SUGGEST_FROM_LETTERS || typed === initialQuery) return;
    const ask = async () => {
      setSuggestions((before) => ({ ...before, query: typed }));
      const answer = await readSuggestions(typed);
      if (!answer.ok) return;
      setSuggestions((now) => (now.query === answer.data.query ? answer.data : now));
    };
    const timer = setTimeout(() => void ask(), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed, initialQuery]);
  return query === typed ? items : [];
}
