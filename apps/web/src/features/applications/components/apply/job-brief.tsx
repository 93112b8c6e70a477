import { WORK_MODE_LABELS, type Job } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KIND_LABELS } from '@/lib/job-format';
import { durationText, listingPayText, startText } from '@/lib/listing-format';
import { CANDIDATE_PATHS } from '@/lib/candidate-paths';
import { dateText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

/** The job being applied to, in one card: who, what, pay, where and when. */
export function JobBrief({ job }: { job: Job }) {
  const t = useT();
  return (
    <header className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-medium text-slate-600">
        {job.kind === 'internship'
          ? t('applications.brief.applyingInternship')
          : t('applications.brief.applyingJob')}
      </p>
      <h1 className="mt-1 text-2xl font-bold break-words text-indigo-950">{job.title}</h1>
      <p className="mt-1 text-slate-700">{job.company.name}</p>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Fact term={t('applications.brief.type')}>
          {`${KIND_LABELS[job.kind]}${job.partTime ? t('applications.brief.partTime') : ''}`}
        </Fact>
        <Fact
          term={t(job.kind === 'job' ? 'applications.brief.ctc' : 'applications.brief.stipend')}
        >
          {listingPayText(job)}
        </Fact>
        <Fact term={t('applications.brief.workMode')}>{WORK_MODE_LABELS[job.workMode]}</Fact>
        <Fact term={t('applications.brief.location')}>
          {job.cities.length ? job.cities.join(', ') : t('applications.brief.workFromHome')}
        </Fact>
        {job.durationMonths ? (
          <Fact term={t('applications.brief.duration')}>{durationText(job.durationMonths)}</Fact>
        ) : null}
        <Fact term={t('applications.brief.startDate')}>{startText(job.startDate)}</Fact>
        <Fact term={t('applications.brief.applyBy')}>{dateText(job.applyBy)}</Fact>
      </dl>
      <Link
        to={CANDIDATE_PATHS.job(job.slug)}
        className="mt-4 inline-block text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline"
      >
        {t('applications.brief.readListing')}
      </Link>
    </header>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
