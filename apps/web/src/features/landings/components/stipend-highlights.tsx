import { formatInr } from '@shuruaat/contract';
import { Link } from 'react-router';
import { countText } from '@/job-search/facet-counts';
import { jobsHref } from '@/job-search/job-filters';
import type { Listing } from '@/job-search/listing';
import { JobCardGrid } from './job-card-grid';
import { LandingSection } from './landing-section';

export const STIPEND_FLOOR = 10_000;
export const PAID_WELL = { kind: 'internship', minStipend: STIPEND_FLOOR } as const;

/** Internships paying at least ₹10,000 a month: how many, and the best-paying four of them. */
export function StipendHighlights({ result }: { result: Listing }) {
  if (!result.ok) return null;
  const label = `Internships paying at least ${formatInr(STIPEND_FLOOR)} a month`;
  return (
    <LandingSection
      id="stipend-heading"
      title="Stipend highlights"
      intro={`Stipends are per month and checked when the listing is posted. Counted here only when even the lowest stipend offered is ${formatInr(STIPEND_FLOOR)} or more.`}
      className="bg-white"
    >
      <Link
        to={jobsHref(PAID_WELL)}
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-india-green/10 px-5 py-4 ring-1 ring-india-green/30 transition hover:bg-india-green/15"
      >
        <span className="text-lg font-semibold text-indigo-950">{label}</span>
        <span className="font-semibold text-green-800">
          {countText(result.data.total, 'internship')} <span aria-hidden="true">→</span>
        </span>
      </Link>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">Highest stipends right now</h3>
      <div className="mt-3">
        <JobCardGrid
          label="Highest-paying internships"
          jobs={result.data.items}
          isFourAcross
          empty={`No internship pays ${formatInr(STIPEND_FLOOR)} or more a month right now.`}
        />
      </div>
    </LandingSection>
  );
}
