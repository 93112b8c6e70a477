import { ADMIN_MESSAGES, JOB_MESSAGES } from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { editJobAction, postJobAction } from '@/features/admin/actions';
import { draftSavedText, PostJobHeading } from '@/features/admin/components/post-job-heading';
import { editJobLoader } from '@/features/admin/loaders';
import { adminCatalogue } from '@/features/admin/locales/catalogue';
import { EditJobScreen } from '@/features/jobs/components/edit-job-screen';
import { JobForm, type JobSubmitStatus } from '@/features/jobs/components/job-form/job-form';
import { newJobValues, type JobFormOutput } from '@/features/jobs/job-form-values';
import { jobsCatalogue } from '@/features/jobs/locales/catalogue';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';

const JOBS = '/admin/dashboard/jobs';

/**
 * The admin console's job form: the employer's form (features/jobs) saving through the admin
 * routes' actions (features/admin). Composed here because a feature never imports another.
 */
function AdminPostJobPage() {
  const t = useT();
  const navigate = useNavigate();
  const [defaults] = useState(() => newJobValues());
  const { call, isBusy: isSaving } = useActionCall<typeof postJobAction>();

  async function submit(values: JobFormOutput, status: JobSubmitStatus) {
    const answer = await call({ ...values, status });
    if (!answer.ok) return answer.failure;
    toast.success(
      status === 'draft' ? draftSavedText(t) : localizeServerMessage(ADMIN_MESSAGES.jobPosted),
    );
    await navigate(JOBS);
    return undefined;
  }

  return (
    <section aria-labelledby="admin-post-job-heading" className="space-y-6">
      <PostJobHeading />
      <JobForm
        mode="create"
        defaultValues={defaults}
        company={{ name: 'Shuruaat', logoUrl: null }}
        isSaving={isSaving}
        onSubmit={submit}
      />
    </section>
  );
}

function AdminEditJobPage() {
  const { job } = useLoaderData<typeof editJobLoader>();
  const navigate = useNavigate();
  const { call, isBusy: isSaving } = useActionCall<typeof editJobAction>();

  async function submit({ status: _status, ...body }: JobFormOutput) {
    const answer = await call(body);
    if (!answer.ok) return answer.failure;
    toast.success(localizeServerMessage(JOB_MESSAGES.updated));
    await navigate(JOBS);
    return undefined;
  }

  return (
    <EditJobScreen
      job={job.ok ? job.data : null}
      error={job.ok ? null : localizeServerMessage(job.failure.message)}
      isSaving={isSaving}
      onSubmit={submit}
    />
  );
}

// The console's words and the job form's (features/jobs), loaded with the page.
const catalogue = [adminCatalogue, jobsCatalogue];

export const adminPostJobRoute = { Component: AdminPostJobPage, action: postJobAction, catalogue };

export const adminEditJobRoute = {
  Component: AdminEditJobPage,
  loader: editJobLoader,
  action: editJobAction,
  catalogue,
};
