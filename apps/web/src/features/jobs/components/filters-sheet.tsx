import type { SearchFacets } from '@shuruaat/contract';
import { useState } from 'react';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { writeFilters, type JobFilters } from '@/job-search/job-filters';
import { useT } from '@/lib/i18n/translate';
import { clearedFilters } from '../search-params';
import { FilterPanel } from './filter-panel';

type FiltersSheetProps = {
  filters: JobFilters;
  facets: SearchFacets | null;
  onApply: (filters: JobFilters) => void;
  onClose: () => void;
};

/** On a phone the filters are chosen together and applied at once, one history entry. */
export function FiltersSheet({ filters, facets, onApply, onClose }: FiltersSheetProps) {
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const isChanged = writeFilters(draft).toString() !== writeFilters(filters).toString();
  return (
    <BottomSheet
      title={t('jobs.search.filters')}
      // Closing keeps what was chosen: throwing ticked filters away without a word lost people's
      // choices. Clear is the way to drop them.
      onClose={() => (isChanged ? onApply(draft) : onClose())}
      footer={
        <>
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => setDraft(clearedFilters(draft))}
          >
            {t('jobs.filter.clear')}
          </Button>
          <Button variant="secondary" className="flex-1" onClick={() => onApply(draft)}>
            {t('jobs.filter.apply')}
          </Button>
        </>
      }
    >
      <FilterPanel filters={draft} facets={facets} onChange={setDraft} />
    </BottomSheet>
  );
}
