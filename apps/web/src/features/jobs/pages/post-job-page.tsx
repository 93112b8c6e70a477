import { JOB_MESSAGES, REQUIRED_FOR_POSTING, type RequiredForPosting } from '@shuruaat/contract';
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
import type { Failure } from '@/lib/failure';
import { localizeServerMessage, pageLanguage, useT, type Translate } from '@/lib/i18n/translate';
import { jobsCatalogue } from '../locales/catalogue';

const isRequiredField = (field: string): field is RequiredForPosting =>
  (REQUIRED_FOR_POSTING as readonly string[]).includes(field);

/**
 * The server's "Complete your company profile before posting…" as it came on an English page;
 * on another, said again from its details (the missing fields' paths), field names included.
 */
function gapWords(t: Translate, failure: Failure): string {
  const missing = failure.details
    .map((detail) => detail.path.replace(/^profile\./, ''))
    .filter(isRequiredField)
    .map((field) => t(`jobs.post.field.${field}`));
  if (pageLanguage() === 'en' || missing.length === 0) return failure.message;
  return t('jobs.post.gap', { missing: missing.join(', ') });
}

/** /employer/dashboard/post-job: a new listing, published or kept as a draft. */
function PostJobPage() {
  const t = useT();
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
      if (answer.data.review?.state === 'held')
        toast.warning(localizeServerMessage(answer.data.message));
      else
        toast.success(
          status === 'draft'
            ? t('jobs.post.draftSaved')
            : localizeServerMessage(JOB_MESSAGES.posted),
        );
      await navigate(EMPLOYER_PATHS.myJobs);
      return undefined;
    }
    // The gap has its own notice above the form, with the way to fill it.
    if (!isProfileGap(answer.failure)) return answer.failure;
    setGap(gapWords(t, answer.failure));
    return undefined;
  }

  const isIncomplete = Boolean(profile && profile.missingForPosting.length > 0);
  return (
    <section aria-labelledby="post-job-heading" className="space-y-6">
      <div>
        <h1 id="post-job-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('jobs.post.heading')}
        </h1>
        <p className="mt-2 text-slate-700">{t('jobs.post.intro')}</p>
      </div>
      {isIncomplete && !gap ? <ProfileGapNotice message={t('jobs.post.finishProfile')} /> : null}
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
  catalogue: jobsCatalogue,
};
