import { Link, useLoaderData, useOutletContext } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ProfileCompleteness } from '@/features/companies/components/profile-completeness';
import { ResponseRateCard } from '@/features/dashboard/components/response-rate-card';
import { ReviewQueue } from '@/features/jobs/components/review-queue';
import { stateLabelId } from '@/components/ui/listing-status-chip';
import { countByState, totalApplicants } from '@/features/jobs/job-counts';
import { companiesApi } from '@/features/companies/api';
import { dashboardApi } from '@/features/dashboard/api';
import { firstJobsPosted } from '@/features/jobs/posted-job-loaders';
import { EMPLOYER_FALLBACKS } from '@/lib/employer-messages';
import { loaded } from '@/lib/route-data';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { companiesCatalogue } from '@/features/companies/locales/catalogue';
import { jobsCatalogue } from '@/features/jobs/locales/catalogue';

/**
 * The employer's overview, composed here from the companies, jobs and dashboard features: the
 * company profile's completeness, the first page of listings (their counts)
 * and the response rate. Each failure leaves its part out rather than failing the page.
 */
export async function employerOverviewLoader() {
  const [profile, jobs, responseRate] = await Promise.all([
    loaded(() => companiesApi.getProfile(), EMPLOYER_FALLBACKS.fetchProfile),
    firstJobsPosted(),
    loaded(() => dashboardApi.getResponseRate(), 'Failed to load your response rate'),
  ]);
  return { profile, jobs, responseRate };
}

// The dashboard shell passes the signed-in user; typed by shape to keep the features apart.
type OutletUser = { user: { profile: { displayName: string } } };
const STATES = ['active', 'draft', 'paused', 'expired', 'closed'] as const;

function EmployerOverviewPage() {
  const t = useT();
  const loaded = useLoaderData<typeof employerOverviewLoader>();
  const { responseRate } = loaded;
  const { user } = useOutletContext<OutletUser>();
  const profile = loaded.profile.ok ? loaded.profile.data.profile : null;
  // Counted from the first page of listings; "+" says there are more than it holds.
  const isJobsPostedFetched = loaded.jobs.ok;
  const jobsPosted = loaded.jobs.ok ? loaded.jobs.data.jobsPosted : [];
  const counts = countByState(jobsPosted);
  const more = loaded.jobs.ok && loaded.jobs.data.nextCursor ? '+' : '';

  return (
    <section aria-labelledby="overview-heading" className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="overview-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
            {t('app.employer.namaste', { name: user.profile.displayName })}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700">{t('app.employer.intro')}</p>
        </div>
        <ButtonLink to={EMPLOYER_PATHS.postJob} size="lg">
          {t('app.employer.postJob')}
        </ButtonLink>
      </div>
      {profile ? (
        <ProfileCompleteness
          profile={profile}
          action={
            <Link
              to={EMPLOYER_PATHS.profile}
              className="text-sm font-semibold text-indigo-800 underline"
            >
              {profile.missingForPosting.length
                ? t('app.employer.finishProfile')
                : t('app.employer.editProfile')}
            </Link>
          }
        />
      ) : null}
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('app.employer.listings')}</h2>
          <Link
            to={EMPLOYER_PATHS.myJobs}
            className="text-sm font-semibold text-saffron-700 hover:underline"
          >
            {t('app.employer.seeAll')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Stat
            term={t('app.employer.applicants')}
            value={isJobsPostedFetched ? `${numberText(totalApplicants(jobsPosted))}${more}` : '…'}
          />
          {STATES.map((state) => (
            <Stat
              key={state}
              term={t(stateLabelId(state))}
              value={isJobsPostedFetched ? numberText(counts[state]) : '…'}
            />
          ))}
        </dl>
      </div>
      {isJobsPostedFetched ? <ReviewQueue jobs={jobsPosted} /> : null}
      {responseRate.ok ? <ResponseRateCard data={responseRate.data} /> : null}
    </section>
  );
}

export const employerOverviewRoute = {
  Component: EmployerOverviewPage,
  loader: employerOverviewLoader,
  // The review queue's words and the profile meter's.
  catalogue: [jobsCatalogue, companiesCatalogue],
};

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-2xl font-bold text-indigo-950">{value}</dd>
    </div>
  );
}
