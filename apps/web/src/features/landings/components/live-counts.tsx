import type { SearchFacets } from '@shuruaat/contract';
import { facetCount } from '@/job-search/facet-counts';
import { numberText } from '@/lib/format';
import type { Counts } from '../links';

function stats(facets: SearchFacets) {
  return [
    { term: 'Open internships', value: facetCount(facets.kind, 'internship') },
    { term: 'Open jobs', value: facetCount(facets.kind, 'job') },
    { term: 'Work from home listings', value: facetCount(facets.workMode, 'remote') },
    { term: 'Cities with openings', value: facets.city.filter((c) => c.count > 0).length },
  ];
}

/** Counted from the live search at page load; nothing here is estimated. */
export function LiveCounts({ counts }: { counts: Counts }) {
  if (counts === null) return null;
  return (
    <section aria-labelledby="live-heading">
      <h2 id="live-heading" className="mb-3 text-sm font-semibold text-indigo-100">
        Open on Shuruaat right now
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {stats(counts).map(({ term, value }) => (
          <div key={term} className="flex h-24 flex-col justify-center rounded-xl bg-white/10 px-4">
            <dt className="text-sm text-indigo-100">{term}</dt>
            <dd className="order-first text-3xl font-bold text-white">{numberText(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
