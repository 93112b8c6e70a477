import type { CandidateApplication, CandidateProfile, Job } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { NoFeeNote } from '@/components/ui/no-fee-note';
import { PageLoader } from '@/components/ui/page-loader';
import type { Failure } from '@/lib/failure';
import { draftKey, removeFormDraft } from '@/lib/form-draft';
import type { Loaded } from '@/lib/route-data';
import { useAppSelector } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { localizeServerMessage } from '@/lib/i18n/translate';
import { applicationsCatalogue } from '../locales/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadedView } from '@/lib/use-loaded-view';
import { ApplyForm } from '../components/apply/apply-form';
import type { toApplyBody } from '../components/apply/apply-form-schema';
import { AlreadyApplied, IncompleteProfile, NotAccepting } from '../components/apply/apply-notices';
import { JobBrief } from '../components/apply/job-brief';
import {
  applyAction,
  applyPageLoader,
  keepApplyUnlessOutdated,
  resumeLink,
  sendResume,
} from '../loaders';
import { CANDIDATE_MESSAGES } from '@/lib/candidate-messages';
import { CANDIDATE_PATHS } from '@/lib/candidate-paths';
import { useActionCall } from '@/lib/use-action-call';
import { useResumeActions } from '@/lib/use-resume-actions';
import { useT } from '@/lib/i18n/translate';

/** /applyjob/:id: the job in brief, then the form, or why the candidate cannot apply yet. */
function ApplyPage() {
  const { target, profile } = useLoaderData<typeof applyPageLoader>();
  const t = useT();
  const { view, retry } = useLoadedView(target);
  const job = view.status === 'ready' ? view.data.job : null;
  useDocumentTitle(job ? `Apply: ${job.title} | Shuruaat` : null);

  let body;
  if (view.status === 'ready') {
    body = <ApplyBody job={view.data.job} application={view.data.application} profile={profile} />;
  } else if (view.status === 'loading') body = <PageLoader />;
  else if (!target.ok && target.failure.status === 404) body = <JobMissing />;
  else {
    body = (
      <div className="space-y-4">
        <Alert>{view.message}</Alert>
        <Button variant="secondary" onClick={retry}>
          {t('applications.apply.tryAgain')}
        </Button>
      </div>
    );
  }
  return <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">{body}</div>;
}

type ApplyBodyProps = {
  job: Job;
  application: CandidateApplication | null;
  profile: Loaded<{ profile: CandidateProfile }>;
};

function ApplyBody({ job, application, profile }: ApplyBodyProps) {
  const navigate = useNavigate();
  const candidateId = useAppSelector((state) => state.auth.user?._id ?? '');
  const apply = useActionCall<typeof applyAction>();
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const resumeActions = useResumeActions({ sendResume, resumeLink });
  // One draft per candidate and job: two applications in two tabs never mix.
  const applyDraft = candidateId ? draftKey('apply', candidateId, job._id) : null;
  // Sent already (here or in another tab): a draft for it would never be used.
  useEffect(() => {
    if (application && applyDraft) removeFormDraft(applyDraft);
  }, [application, applyDraft]);

  async function submit(body: ReturnType<typeof toApplyBody>) {
    const answer = await apply.call({ ...body, candidateId });
    if (!answer.ok) return setFailure(answer.failure);
    if (applyDraft) removeFormDraft(applyDraft);
    toast.success(localizeServerMessage(answer.data.message || CANDIDATE_MESSAGES.applied));
    await navigate(CANDIDATE_PATHS.applications);
  }

  let next;
  if (application) next = <AlreadyApplied application={application} />;
  else if (!job.isAcceptingApplications) next = <NotAccepting />;
  else if (!profile.ok) next = <Alert>{profile.failure.message}</Alert>;
  else if (profile.data.profile.missingForApplying.length > 0) {
    next = <IncompleteProfile profile={profile.data.profile} jobId={job._id} />;
  } else {
    next = (
      <ApplyForm
        job={job}
        resume={profile.data.profile.resume}
        isSubmitting={apply.isBusy}
        onSubmit={submit}
        failure={failure}
        draftKey={applyDraft}
        onOpenResume={(resume) => void resumeActions.open(resume)}
        onUpload={resumeActions.upload}
      />
    );
  }
  return (
    <>
      <JobBrief job={job} />
      <NoFeeNote className="my-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3" />
      {next}
    </>
  );
}

function JobMissing() {
  const t = useT();
  return (
    <section className="py-12 text-center">
      <h1 className="text-2xl font-bold text-indigo-950">{t('applications.apply.missingTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('applications.apply.missingBody')}</p>
      <ButtonLink to={CANDIDATE_PATHS.jobs} variant="secondary" className="mt-6">
        {t('applications.apply.browseAll')}
      </ButtonLink>
    </section>
  );
}

export const applyRoute = {
  Component: ApplyPage,
  loader: applyPageLoader,
  action: applyAction,
  shouldRevalidate: keepApplyUnlessOutdated,
  catalogue: applicationsCatalogue,
};
