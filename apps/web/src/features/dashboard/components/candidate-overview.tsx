import {
  dashboardPathFor,
  profileCompleteness,
  profilePathFor,
  type ApplicantCounts,
  type CandidateProfile,
  type JobForYou,
} from '@shuruaat/contract';
import { Link } from 'react-router';
import { CompletenessCard } from '@/components/ui/completeness-card';
import { useT, type Translate } from '@/lib/i18n/translate';
import { GuardianNotice } from './guardian-notice';

const dashboard = dashboardPathFor('candidate');
const PATHS = {
  applications: `${dashboard}/applications`,
  messages: `${dashboard}/messages`,
  jobsForYou: `${dashboard}/jobs-for-you`,
  profile: profilePathFor('candidate') ?? '/user/updateprofile',
  job: (slug: string) => `/jobs/${encodeURIComponent(slug)}`,
};

/** The overview's figures; one that could not be loaded is null and is said so. */
export type CandidateOverviewData = {
  profile: CandidateProfile | null;
  counts: ApplicantCounts | null;
  jobs: JobForYou[] | null;
  /** Arrives with the bell's count, which the navbar keeps fresh. */
  unreadMessages: number;
};

// The loader's fallback; the card says the figure is missing in the page's language.
export const UNAVAILABLE = 'This figure could not be loaded.';

const STATUS_ROWS = [
  { label: 'dashboard.status.applied', of: (c: ApplicantCounts) => c.applied },
  { label: 'dashboard.status.shortlisted', of: (c: ApplicantCounts) => c.shortlisted },
  { label: 'dashboard.status.interview', of: (c: ApplicantCounts) => c.interview },
  { label: 'dashboard.status.hired', of: (c: ApplicantCounts) => c.hired },
  { label: 'dashboard.status.notSelected', of: (c: ApplicantCounts) => c.rejected + c.removed },
] as const;

/** What still stands between the candidate and applying, or what would make them stand out. */
function completenessWords(t: Translate, missing: CandidateProfile['missingForApplying']) {
  if (missing.length === 0)
    return {
      title: t('dashboard.completeness.ready'),
      message: t('dashboard.completeness.canApply'),
    };
  const fields = missing.map((field) => t(`contract.candidateField.${field}`)).join(', ');
  return {
    title: t('dashboard.completeness.finish'),
    message: t('dashboard.completeness.stillNeeded', { fields }),
  };
}

export const isProfileComplete = (profile: CandidateProfile | null) =>
  profile !== null && profileCompleteness(profile) === 100;

/** The candidate's overview: where their applications stand, their profile, and jobs for them. */
export function CandidateOverview({ data }: { data: CandidateOverviewData }) {
  const t = useT();
  const { profile, counts, jobs, unreadMessages } = data;
  return (
    <>
      {profile ? <GuardianNotice age={profile.age} /> : null}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="my-applications-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="my-applications-heading" className="text-lg font-semibold text-slate-900">
            {t('dashboard.overview.yourApplications')}
          </h2>
          {counts ? (
            <dl className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
              {STATUS_ROWS.map((row) => (
                <div key={row.label} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600">{t(row.label)}</dt>
                  <dd className="text-xl font-bold text-indigo-950">{row.of(counts)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t('dashboard.overview.unavailable')}</p>
          )}
          <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <Link
              to={PATHS.applications}
              className="text-saffron-700 underline-offset-2 hover:underline"
            >
              {t('dashboard.overview.myApplications')} <span aria-hidden="true">→</span>
            </Link>
            <Link
              to={PATHS.messages}
              className="text-indigo-800 underline-offset-2 hover:underline"
            >
              {unreadMessages === 0
                ? t('dashboard.overview.messages')
                : t('dashboard.overview.unread', { count: unreadMessages })}{' '}
              <span aria-hidden="true">→</span>
            </Link>
          </div>
        </section>
        {profile && !isProfileComplete(profile) ? (
          <CompletenessCard
            percent={profileCompleteness(profile)}
            isReady={profile.missingForApplying.length === 0}
            {...completenessWords(t, profile.missingForApplying)}
            action={
              <Link to={PATHS.profile} className="text-sm font-semibold text-indigo-800 underline">
                {t('dashboard.overview.updateProfile')}
              </Link>
            }
          />
        ) : null}
        <section
          aria-labelledby="jobs-for-you-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="jobs-for-you-heading" className="text-lg font-semibold text-slate-900">
            {t('dashboard.overview.jobsForYou')}
          </h2>
          {jobs === null ? (
            <p className="mt-3 text-sm text-slate-600">{t('dashboard.overview.unavailable')}</p>
          ) : jobs.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{t('dashboard.overview.noMatches')}</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {jobs.map((job) => (
                <li key={job._id} className="text-sm">
                  <Link
                    to={PATHS.job(job.slug)}
                    className="font-semibold text-indigo-800 underline-offset-2 hover:underline"
                  >
                    {job.title}
                  </Link>
                  <span className="text-slate-700"> · {job.company.name}</span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={PATHS.jobsForYou}
            className="mt-4 inline-block text-sm font-semibold text-saffron-700 underline-offset-2 hover:underline"
          >
            {t('dashboard.overview.seeMatches')} <span aria-hidden="true">→</span>
          </Link>
        </section>
      </div>
    </>
  );
}
