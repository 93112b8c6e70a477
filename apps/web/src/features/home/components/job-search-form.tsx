import { createSearchParams, useNavigate } from 'react-router';
import { SearchCombobox } from '@/job-search/search-combobox';
import { useT } from '@/lib/i18n/translate';

export function JobSearchForm() {
  const t = useT();
  const navigate = useNavigate();
  const onSearch = (q: string) =>
    void navigate(q ? { pathname: '/jobs', search: `?${createSearchParams({ q })}` } : '/jobs');
  return (
    <SearchCombobox
      id="home-search"
      look="hero"
      initialQuery=""
      onSearch={onSearch}
      placeholder={t('job-search.placeholder.home')}
    />
  );
}
