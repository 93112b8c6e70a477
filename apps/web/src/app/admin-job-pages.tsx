import { ADMIN_MESSAGES, JOB_MESSAGES, type Job } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { fetchAdminJob, postPlatformJob, updateAdminJob } from '@/features/admin/slice';
import { EditJobScreen } from '@/features/employer/components/edit-job-screen';
import { JobForm, type JobSubmitStatus } from '@/features/employer/components/job-form/job-form';
import { newJobValues, type JobFormOutput } from '@/features/employer/job-form-values';
import { failureMessage, toFailure } from '@/lib/failure';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';

const JOBS = '/admin/dashboard/jobs';

/**
 * The admin console's job form: the employer's form (features/employer) saving through the admin
 * calls (features/admin). Composed here because a feature never imports another.
 */
export function AdminPostJobPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [defaults] = useState(() => newJobValues());
  const [isSaving, setIsSaving] = useState(false);

  async function submit(values: JobFormOutput, status: JobSubmitStatus) {
    setIsSaving(true);
    const result = await dispatch(postPlatformJob({ ...values, status }));
    setIsSaving(false);
    if (postPlatformJob.fulfilled.match(result)) {
      toast.success(status === 'draft' ? 'Draft saved.' : ADMIN_MESSAGES.jobPosted);
      await navigate(JOBS);
      return undefined;
    }
    return result.payload ?? toFailure(undefined, ADMIN_MESSAGES.postJob);
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

export function AdminEditJobPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    void dispatch(fetchAdminJob(id)).then((result) => {
      if (fetchAdminJob.fulfilled.match(result)) setJob(result.payload.job);
      else setError(failureMessage(result.payload, 'Failed to fetch job details'));
    });
  }, [dispatch, id]);

  async function submit({ status: _status, ...body }: JobFormOutput) {
    setIsSaving(true);
    const result = await dispatch(updateAdminJob({ id, body }));
    setIsSaving(false);
    if (updateAdminJob.fulfilled.match(result)) {
      toast.success(JOB_MESSAGES.updated);
      await navigate(JOBS);
      return undefined;
    }
    return result.payload ?? toFailure(undefined, ADMIN_MESSAGES.updateJob);
  }

  return <EditJobScreen job={job} error={error} isSaving={isSaving} onSubmit={submit} />;
}
