import {
  countOf,
  CANDIDATE_FIELD_LABELS,
  dashboardPathFor,
  profileCompleteness,
  profilePathFor,
  type ApplicantCounts,
  type CandidateProfile,
  type JobForYou,
} from '@shuruaat/contract';
import { Link } from 'react-router';
import { CompletenessCard } from '@/components/ui/completeness-card';
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

export const UNAVAILABLE = 'This figure could not be loaded.';

const STATUS_ROWS = [
  { label: 'Applied', of: (c: ApplicantCounts) => c.applied },
  { label: 'Shortlisted', of: (c: ApplicantCounts) => c.shortlisted },
  { label: 'Interview', of: (c: ApplicantCounts) => c.interview },
  { label: 'Hired', of: (c: ApplicantCounts) => c.hired },
  { label: 'Not selected', of: (c: ApplicantCounts) => c.rejected + c.removed },
] as const;

export const isProfileComplete = (profile: CandidateProfile | null) =>
  profile !== null && profileCompleteness(profile) === 100;

/** The candidate's overview: where their applications stand, their profile, and jobs for them. */
export function CandidateOverview({ data }: { data: CandidateOverviewData }) {
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
            Your applications
          </h2>
          {counts ? (
            <dl className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
              {STATUS_ROWS.map((row) => (
                <div key={row.label} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600">{row.label}</dt>
                  <dd className="text-xl font-bold text-indigo-950">{row.of(counts)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{UNAVAILABLE}</p>
          )}
          <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <Link
              to={PATHS.applications}
              className="text-saffron-700 underline-offset-2 hover:underline"
            >
              My applications <span aria-hidden="true">→</span>
            </Link>
            <Link
              to={PATHS.messages}
              className="text-indigo-800 underline-offset-2 hover:underline"
            >
              {unreadMessages === 0 ? 'Messages' : countOf(unreadMessages, 'unread message')}{' '}
              <span aria-hidden="true">→</span>
            </Link>
          </div>
        </section>
        {profile && !isProfileComplete(profile) ? (
          <CompletenessCard
            percent={profileCompleteness(profile)}
            isReady={profile.missingForApplying.length === 0}
            title={
              profile.missingForApplying.length ? 'Finish your profile to apply' : 'Ready to apply'
            }
            message={
              profile.missingForApplying.length
                ? `Still needed to apply: ${profile.missingForApplying.map((f) => CANDIDATE_FIELD_LABELS[f]).join(', ')}.`
                : 'You can apply now. An about-you note, languages, links and a resume make you stand out.'
            }
            action={
              <Link to={PATHS.profile} className="text-sm font-semibold text-indigo-800 underline">
                Update profile
              </Link>
            }
          />
        ) : null}
        <section
          aria-labelledby="jobs-for-you-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="jobs-for-you-heading" className="text-lg font-semibold text-slate-900">
            Jobs for you
          </h2>
          {jobs === null ? (
            <p className="mt-3 text-sm text-slate-600">{UNAVAILABLE}</p>
          ) : jobs.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              No open roles match your skills and cities yet. Adding skills widens the match.
            </p>
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
            See your matches <span aria-hidden="true">→</span>
          </Link>
        </section>
      </div>
    </>
  );
}
