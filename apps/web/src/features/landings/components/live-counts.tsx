import type { SearchFacets } from '@shuruaat/contract';
import { facetCount } from '@/job-search/facet-counts';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import type { Counts } from '../links';

function stats(facets: SearchFacets) {
  return [
    { term: 'landings.employer.liveInternships', value: facetCount(facets.kind, 'internship') },
    { term: 'landings.employer.liveJobs', value: facetCount(facets.kind, 'job') },
    { term: 'landings.employer.liveRemote', value: facetCount(facets.workMode, 'remote') },
    { term: 'landings.employer.liveCities', value: facets.city.filter((c) => c.count > 0).length },
  ];
}

/** Counted from the live search at page load; nothing here is estimated. */
export function LiveCounts({ counts }: { counts: Counts }) {
  const t = useT();
  if (counts === null) return null;
  return (
    <section aria-labelledby="live-heading">
      <h2 id="live-heading" className="mb-3 text-sm font-semibold text-indigo-100">
        {t('landings.employer.live')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {stats(counts).map(({ term, value }) => (
          <div key={term} className="flex h-24 flex-col justify-center rounded-xl bg-white/10 px-4">
            <dt className="text-sm text-indigo-100">{t(term)}</dt>
            <dd className="order-first text-3xl font-bold text-white">{numberText(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
