import { SearchCombobox } from '@/job-search/search-combobox';

type SearchBoxProps = { initialQuery: string; onSearch: (q: string) => void };

/** Keyed by the query in the URL by its parent, so back and forward refill it. */
export function SearchBox({ initialQuery, onSearch }: SearchBoxProps) {
  return (
    <SearchCombobox
      id="jobs-search"
      look="page"
      initialQuery={initialQuery}
      onSearch={onSearch}
      placeholder="Role, skill, company or city, e.g. web developer, Pune"
    />
  );
}
