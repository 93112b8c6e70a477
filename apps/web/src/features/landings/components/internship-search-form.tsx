import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { jobsHref } from '@/job-search/job-filters';
import { useT } from '@/lib/i18n/translate';

export function InternshipSearchForm() {
  const t = useT();
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(jobsHref({ kind: 'internship', q: query.trim() }));
  };

  return (
    <form role="search" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor="internship-search" className="sr-only">
        {t('landings.search.label')}
      </label>
      <input
        id="internship-search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('landings.search.placeholder')}
        maxLength={100}
        className="w-full rounded-lg border border-white/20 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500"
      />
      <Button type="submit" size="lg" className="shrink-0">
        {t('landings.search.submit')}
      </Button>
    </form>
  );
}
