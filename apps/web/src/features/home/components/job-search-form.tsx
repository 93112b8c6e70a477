import { createSearchParams, useNavigate } from 'react-router';
import { SearchCombobox } from '@/job-search/search-combobox';

export function JobSearchForm() {
  const navigate = useNavigate();
  const onSearch = (q: string) =>
    void navigate(q ? { pathname: '/jobs', search: `?${createSearchParams({ q })}` } : '/jobs');
  return (
    <SearchCombobox
      id="home-search"
      look="hero"
      initialQuery=""
      onSearch={onSearch}
      placeholder="e.g. web developer, Pune"
    />
  );
}
