import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

type SearchBoxProps = { initialQuery: string; onSearch: (q: string) => void };

/** Keyed by the query in the URL by its parent, so back and forward refill it. */
export function SearchBox({ initialQuery, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initialQuery);
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
        onChange={(event) => setText(event.target.value)}
        placeholder="Role, skill or company, e.g. Python"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
      />
      <Button type="submit" className="shrink-0">
        Search
      </Button>
    </form>
  );
}
