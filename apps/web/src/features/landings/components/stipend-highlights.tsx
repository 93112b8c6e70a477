import { formatInr } from '@shuruaat/contract';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import { useCountText } from '../count-text';
import { jobsHref } from '@/job-search/job-filters';
import type { Listing } from '@/job-search/listing';
import { JobCardGrid } from './job-card-grid';
import { LandingSection } from './landing-section';

export const STIPEND_FLOOR = 10_000;
export const PAID_WELL = { kind: 'internship', minStipend: STIPEND_FLOOR } as const;

/** Internships paying at least ₹10,000 a month: how many, and the best-paying four of them. */
export function StipendHighlights({ result }: { result: Listing }) {
  const t = useT();
  const countText = useCountText();
  if (!result.ok) return null;
  const floor = formatInr(STIPEND_FLOOR);
  return (
    <LandingSection
      id="stipend-heading"
      title={t('landings.stipend.title')}
      intro={t('landings.stipend.intro', { floor })}
      className="bg-white"
    >
      <Link
        to={jobsHref(PAID_WELL)}
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-india-green/10 px-5 py-4 ring-1 ring-india-green/30 transition hover:bg-india-green/15"
      >
        <span className="text-lg font-semibold text-indigo-950">
          {t('landings.stipend.link', { floor })}
        </span>
        <span className="font-semibold text-green-800">
          {countText(result.data.total, 'internship')} <span aria-hidden="true">→</span>
        </span>
      </Link>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t('landings.stipend.highest')}</h3>
      <div className="mt-3">
        <JobCardGrid
          label={t('landings.stipend.highestList')}
          jobs={result.data.items}
          isFourAcross
          empty={t('landings.stipend.none', { floor })}
        />
      </div>
    </LandingSection>
  );
}
