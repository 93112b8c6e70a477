import { SearchCombobox } from '@/job-search/search-combobox';
import { useT } from '@/lib/i18n/translate';

type SearchBoxProps = { initialQuery: string; onSearch: (q: string) => void };

/** Keyed by the query in the URL by its parent, so back and forward refill it. */
export function SearchBox({ initialQuery, onSearch }: SearchBoxProps) {
  const t = useT();
  return (
    <SearchCombobox
      id="jobs-search"
      look="page"
      initialQuery={initialQuery}
      onSearch={onSearch}
      placeholder={t('job-search.placeholder.jobs')}
    />
  );
}
