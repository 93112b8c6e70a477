import { Link, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import { jobPageTitle, NOT_FOUND_TITLE, notFoundTitleIn } from '@shuruaat/contract';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutCompany } from '../components/about-company';
import { JobDetails } from '../components/job-details';
import { JobLoadFailed, JobLoading, JobNotFound } from '../components/job-page-states';
import { JobSummary, StickyApplyBar } from '../components/job-summary';
import { ReportListing } from '../components/report-listing';
import { SimilarJobs } from '../components/similar-jobs';
import { JOBS_PATH, isFromSearch } from '../paths';
import { jobPageAction, jobPageLoader, keepJobAfterReport } from '../loaders';
import { useMyApplication } from '../use-my-application';
import { SavedJobIdsContext, useSavedJobIds } from '../use-saved-job-ids';
import { jobsCatalogue } from '../locales/catalogue';
import { useT, useTranslator } from '@/lib/i18n/translate';

function JobPage() {
  const { detail, similar } = useLoaderData<typeof jobPageLoader>();
  const revalidator = useRevalidator();
  const data = detail.ok ? detail.data : null;
  const applied = useMyApplication(data?.job._id);
  const savedIds = useSavedJobIds();
  const { language } = useTranslator();

  const isNotFound = !detail.ok && detail.failure.status === 404;
  // The titles the server writes into the page's head, so hydrating never changes them.
  useDocumentTitle(
    isNotFound
      ? notFoundTitleIn(language, NOT_FOUND_TITLE)
      : data
        ? jobPageTitle(data.job, data.company.name, language)
        : null,
  );

  if (!detail.ok) {
    if (isNotFound) return <JobNotFound />;
    if (revalidator.state === 'loading') return <JobLoading />;
    return (
      <JobLoadFailed
        message={detail.failure.message}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const { data: job } = detail;

  return (
    // Room at the bottom on phones for the sticky apply bar.
    <SavedJobIdsContext value={savedIds}>
      <div className="mx-auto max-w-4xl space-y-4 px-4 pt-6 pb-24 sm:py-8">
        <BackLink />
        <JobSummary detail={job} applied={applied} />
        <JobDetails detail={job} />
        <AboutCompany company={job.company} />
        <ReportListing jobId={job.job._id} />
        <SimilarJobs jobs={similar} />
        <StickyApplyBar detail={job} applied={applied} />
      </div>
    </SavedJobIdsContext>
  );
}

export const jobPageRoute = {
  Component: JobPage,
  loader: jobPageLoader,
  action: jobPageAction,
  shouldRevalidate: keepJobAfterReport,
  catalogue: jobsCatalogue,
};

/** Back to the same list and scroll position when the student came from one. */
function BackLink() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const className = 'text-sm font-semibold text-indigo-800 underline';
  if (isFromSearch(location.state)) {
    return (
      <button type="button" className={className} onClick={() => void navigate(-1)}>
        {t('jobs.page.backToResults')}
      </button>
    );
  }
  return (
    <Link to={JOBS_PATH} className={className}>
      {t('jobs.page.allOpportunities')}
    </Link>
  );
}
