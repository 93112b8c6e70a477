import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/redux-hooks';
import { useJobSuggestions } from '../selectors';
import { suggestJobs } from '../thunks';

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

/** Asks for suggestions once typing pauses; nothing for the text the page was opened with. */
function useSuggestionsFor(text: string, initialQuery: string) {
  const dispatch = useAppDispatch();
  const { query, items } = useJobSuggestions();
  const typed = text.trim();
  useEffect(() => {
    if (typed.length < SUGGEST_FROM_LETTERS || typed === initialQuery) return;
    const timer = setTimeout(() => void dispatch(suggestJobs(typed)), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed, initialQuery, dispatch]);
  return query === typed ? items : [];
}
