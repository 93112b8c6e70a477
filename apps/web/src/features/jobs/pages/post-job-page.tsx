import { JOB_MESSAGES } from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { draftKey, removeFormDraft } from '@/lib/form-draft';
import { useAppSelector } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { JobForm, type JobSubmitStatus } from '../components/job-form/job-form';
import { ProfileGapNotice } from '../components/profile-gap-notice';
import { postJobAction, postJobLoader } from '../posted-job-loaders';
import { newJobValues, type JobFormOutput } from '../job-form-values';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { isProfileGap } from '../server-errors';
import { useActionCall } from '@/lib/use-action-call';

/** /employer/dashboard/post-job: a new listing, published or kept as a draft. */
function PostJobPage() {
  const { profile: loadedProfile } = useLoaderData<typeof postJobLoader>();
  const profile = loadedProfile.ok ? loadedProfile.data.profile : null;
  const navigate = useNavigate();
  const post = useActionCall<typeof postJobAction>();
  const [gap, setGap] = useState<string | null>(null);
  const [defaults] = useState(() => newJobValues());
  const userId = useAppSelector((state) => state.auth.user?._id);
  const jobDraft = userId ? draftKey('post-job', userId) : null;

  async function submit(values: JobFormOutput, status: JobSubmitStatus) {
    setGap(null);
    const answer = await post.call({ ...values, status });
    if (answer.ok) {
      if (jobDraft) removeFormDraft(jobDraft);
      // A held listing is saved but not public: the server's message says so and why to look.
      if (answer.data.review?.state === 'held') toast.warning(answer.data.message);
      else toast.success(status === 'draft' ? 'Draft saved.' : JOB_MESSAGES.posted);
      await navigate(EMPLOYER_PATHS.myJobs);
      return undefined;
    }
    // The gap has its own notice above the form, with the way to fill it.
    if (!isProfileGap(answer.failure)) return answer.failure;
    setGap(answer.failure.message);
    return undefined;
  }

  const isIncomplete = Boolean(profile && profile.missingForPosting.length > 0);
  return (
    <section aria-labelledby="post-job-heading" className="space-y-6">
      <div>
        <h1 id="post-job-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          Post a job
        </h1>
        <p className="mt-2 text-slate-700">
          An internship or a first job. The preview shows what candidates will see.
        </p>
      </div>
      {isIncomplete && !gap ? (
        <ProfileGapNotice message="Candidates see your company on every listing, so finish your profile before posting." />
      ) : null}
      <JobForm
        mode="create"
        defaultValues={defaults}
        company={{ name: profile?.companyName ?? '', logoUrl: profile?.logoUrl ?? null }}
        isSaving={post.isBusy}
        onSubmit={submit}
        notice={gap ? <ProfileGapNotice message={gap} /> : null}
        draftKey={jobDraft}
      />
    </section>
  );
}

export const postJobRoute = {
  Component: PostJobPage,
  loader: postJobLoader,
  action: postJobAction,
};
