import { countText, facetCount } from '@/job-search/facet-counts';
import type { Counts } from '../links';
import { InternshipSearchForm } from './internship-search-form';

function OpenCount({ counts }: { counts: Counts }) {
  if (counts === null) return null;
  const open = facetCount(counts.kind, 'internship');
  return (
    <p className="text-indigo-100">
      <strong className="text-white">{countText(open, 'internship')}</strong> open for applications
      right now.
    </p>
  );
}

export function InternshipsHero({ counts }: { counts: Counts }) {
  return (
    <section className="on-dark relative overflow-hidden bg-indigo-950 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-saffron-400/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">
          For students and freshers
        </p>
        <h1 className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">
          Internships in India
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-indigo-100">
          Paid internships, work from home and part-time roles. Every listing states its stipend per
          month, or says plainly that it is unpaid, with the duration and start date.
        </p>
        <div className="mt-8 max-w-2xl">
          <InternshipSearchForm />
        </div>
        <div className="mt-5 min-h-6">
          <OpenCount counts={counts} />
        </div>
      </div>
    </section>
  );
}
