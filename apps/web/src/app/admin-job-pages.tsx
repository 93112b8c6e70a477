import { ADMIN_MESSAGES, JOB_MESSAGES } from '@shuruaat/contract';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { editJobAction, postJobAction } from '@/features/admin/actions';
import { editJobLoader } from '@/features/admin/loaders';
import { EditJobScreen } from '@/features/jobs/components/edit-job-screen';
import { JobForm, type JobSubmitStatus } from '@/features/jobs/components/job-form/job-form';
import { newJobValues, type JobFormOutput } from '@/features/jobs/job-form-values';
import { jobsCatalogue } from '@/features/jobs/locales/catalogue';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';

const JOBS = '/admin/dashboard/jobs';

/**
 * The admin console's job form: the employer's form (features/jobs) saving through the admin
 * routes' actions (features/admin). Composed here because a feature never imports another.
 */
function AdminPostJobPage() {
  const navigate = useNavigate();
  const [defaults] = useState(() => newJobValues());
  const { call, isBusy: isSaving } = useActionCall<typeof postJobAction>();

  async function submit(values: JobFormOutput, status: JobSubmitStatus) {
    const answer = await call({ ...values, status });
    if (!answer.ok) return answer.failure;
    toast.success(status === 'draft' ? 'Draft saved.' : ADMIN_MESSAGES.jobPosted);
    await navigate(JOBS);
    return undefined;
  }

  return (
    <section aria-labelledby="admin-post-job-heading" className="space-y-6">
      <div>
        <h1 id="admin-post-job-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          Post a job at Shuruaat
        </h1>
        <p className="mt-2 text-slate-700">
          An opening in our own team. It is listed under Shuruaat and on the careers page.{' '}
          <Link to={JOBS} className="font-semibold text-indigo-800 underline">
            Back to all jobs
          </Link>
        </p>
      </div>
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
    toast.success(JOB_MESSAGES.updated);
    await navigate(JOBS);
    return undefined;
  }

  return (
    <EditJobScreen
      job={job.ok ? job.data : null}
      error={job.ok ? null : job.failure.message}
      isSaving={isSaving}
      onSubmit={submit}
    />
  );
}

// The job form says its words from the jobs catalogue, loaded with the page.
export const adminPostJobRoute = {
  Component: AdminPostJobPage,
  action: postJobAction,
  catalogue: jobsCatalogue,
};

export const adminEditJobRoute = {
  Component: AdminEditJobPage,
  loader: editJobLoader,
  action: editJobAction,
  catalogue: jobsCatalogue,
};
