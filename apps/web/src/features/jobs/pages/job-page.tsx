import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useFetchEffect } from '@/lib/fetch-effect';
import { useAppDispatch } from '@/lib/redux-hooks';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutCompany } from '../components/about-company';
import { JobDetails } from '../components/job-details';
import { JobLoadFailed, JobLoading, JobNotFound } from '../components/job-page-states';
import { JobSummary, StickyApplyBar } from '../components/job-summary';
import { ReportListing } from '../components/report-listing';
import { SimilarJobs } from '../components/similar-jobs';
import { NOT_FOUND_TITLE, jobPageTitle } from '../page-title';
import { JOBS_PATH, isFromSearch } from '../paths';
import { useJobDetail, useSimilarJobs } from '../selectors';
import { fetchJob, fetchSimilarJobs } from '../thunks';
import { useMyApplication } from '../use-my-application';

export function JobPage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const detail = useJobDetail();
  const similar = useSimilarJobs();
  const data = detail.slug === slug ? detail.data : null;
  const job = data?.job;
  const applied = useMyApplication(job?._id);

  useFetchEffect(() => {
    void dispatch(fetchJob(slug));
  }, [dispatch, slug]);

  useFetchEffect(() => {
    if (job && similar.jobId !== job._id) void dispatch(fetchSimilarJobs(job));
  }, [dispatch, job, similar.jobId]);

  const hasFailed = detail.slug === slug && detail.status === 'failed';
  const isNotFound = hasFailed && detail.error?.status === 404;
  useDocumentTitle(
    isNotFound ? NOT_FOUND_TITLE : data ? jobPageTitle(data.job, data.company.name) : null,
  );

  if (isNotFound) return <JobNotFound />;
  if (hasFailed && !data) {
    return (
      <JobLoadFailed
        message={detail.error?.message ?? ''}
        onRetry={() => void dispatch(fetchJob(slug))}
      />
    );
  }
  if (!data) return <JobLoading />;

  return (
    // Room at the bottom on phones for the sticky apply bar.
    <div className="mx-auto max-w-4xl space-y-4 px-4 pt-6 pb-24 sm:py-8">
      <BackLink />
      <JobSummary detail={data} applied={applied} />
      <JobDetails detail={data} />
      <AboutCompany company={data.company} />
      <ReportListing jobId={data.job._id} />
      <SimilarJobs jobs={similar.jobId === data.job._id ? similar.items : []} />
      <StickyApplyBar detail={data} applied={applied} />
    </div>
  );
}

/** Back to the same list and scroll position when the student came from one. */
function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const className = 'text-sm font-semibold text-indigo-800 underline';
  if (isFromSearch(location.state)) {
    return (
      <button type="button" className={className} onClick={() => void navigate(-1)}>
        ← Back to results
      </button>
    );
  }
  return (
    <Link to={JOBS_PATH} className={className}>
      ← All opportunities
    </Link>
  );
}
