import type { Job } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { applyToJob, fetchApplyTarget } from '../apply-slice';
import { ApplyForm } from '../components/apply/apply-form';
import type { toApplyBody } from '../components/apply/apply-form-schema';
import { AlreadyApplied, IncompleteProfile, NotAccepting } from '../components/apply/apply-notices';
import { JobBrief } from '../components/apply/job-brief';
import { useApplyJob, useCandidateProfile } from '../hooks';
import { CANDIDATE_MESSAGES } from '../messages';
import { CANDIDATE_PATHS } from '../paths';
import { fetchCandidateProfile } from '../profile-slice';
import { useResumeActions } from '../use-resume-actions';
import { toFailure } from '@/lib/failure';

export function ApplyPage() {
  const jobId = useParams().id ?? '';
  const dispatch = useAppDispatch();
  const { job, loading, error, loadStatus } = useApplyJob();
  useEffect(() => {
    void dispatch(fetchApplyTarget(jobId));
    void dispatch(fetchCandidateProfile());
  }, [dispatch, jobId]);
  useDocumentTitle(job ? `Apply: ${job.title} | Shuruaat` : null);

  let body;
  if (job && job._id === jobId) body = <ApplyBody job={job} />;
  else if (loading || (!error && !loadStatus)) body = <PageLoader />;
  else if (loadStatus === 404) body = <JobMissing />;
  else {
    body = (
      <div className="space-y-4">
        <Alert>{error}</Alert>
        <Button variant="secondary" onClick={() => void dispatch(fetchApplyTarget(jobId))}>
          Try again
        </Button>
      </div>
    );
  }
  return <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">{body}</div>;
}

function ApplyBody({ job }: { job: Job }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { application, isSubmitting } = useApplyJob();
  const { data: profile, error: profileError, loading: profileLoading } = useCandidateProfile();
  const resumeActions = useResumeActions();

  async function submit(body: ReturnType<typeof toApplyBody>) {
    const result = await dispatch(applyToJob({ jobId: job._id, body }));
    if (applyToJob.fulfilled.match(result)) {
      toast.success(result.payload.message || CANDIDATE_MESSAGES.applied);
      void navigate(CANDIDATE_PATHS.applications);
      return undefined;
    }
    // Applied meanwhile (another tab) or the profile changed: show the screen as it now stands.
    if (result.payload?.status === 409) void dispatch(fetchApplyTarget(job._id));
    if (result.payload?.details.some((d) => d.path.startsWith('profile.'))) {
      void dispatch(fetchCandidateProfile());
    }
    return result.payload ?? toFailure(undefined, CANDIDATE_MESSAGES.apply);
  }

  let next;
  if (application) next = <AlreadyApplied application={application} />;
  else if (!job.isAcceptingApplications) next = <NotAccepting />;
  else if (!profile) next = profileLoading ? <PageLoader /> : <Alert>{profileError}</Alert>;
  else if (profile.missingForApplying.length > 0) {
    next = <IncompleteProfile profile={profile} jobId={job._id} />;
  } else {
    next = (
      <ApplyForm
        job={job}
        resume={profile.resume}
        isSubmitting={isSubmitting}
        onSubmit={submit}
        onOpenResume={(resume) => void resumeActions.open(resume)}
        onUpload={resumeActions.upload}
      />
    );
  }
  return (
    <>
      <JobBrief job={job} />
      {next}
    </>
  );
}

function JobMissing() {
  return (
    <section className="py-12 text-center">
      <h1 className="text-2xl font-bold text-indigo-950">Opportunity not found</h1>
      <p className="mt-3 text-slate-700">
        This listing does not exist or is no longer published. The link may be mistyped, or the
        employer may have removed it.
      </p>
      <ButtonLink to={CANDIDATE_PATHS.jobs} variant="secondary" className="mt-6">
        Browse all opportunities
      </ButtonLink>
    </section>
  );
}
