import { useState, type FormEvent } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

export function JobSearchForm() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? { pathname: '/jobs', search: `?${createSearchParams({ q })}` } : '/jobs');
  };

  return (
    <form role="search" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor="home-search" className="sr-only">
        Search internships and jobs
      </label>
      <input
        id="home-search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="e.g. web developer, Pune"
        className="w-full rounded-lg border border-white/20 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500"
      />
      <Button type="submit" size="lg" className="shrink-0">
        Search
      </Button>
    </form>
  );
}
