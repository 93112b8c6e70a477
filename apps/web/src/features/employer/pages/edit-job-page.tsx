import { JOB_MESSAGES } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { JobForm } from '../components/job-form/job-form';
import { useEmployer } from '../hooks';
import { jobValues, type JobFormOutput } from '../job-form-values';
import { EMPLOYER_FALLBACKS } from '../messages';
import { EMPLOYER_PATHS } from '../paths';
import { fetchJobDetails, updateJob } from '../thunks';

export function EditJobPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { selectedJob, loading, error } = useEmployer();
  useEffect(() => {
    void dispatch(fetchJobDetails(id));
  }, [dispatch, id]);

  async function submit({ status: _status, ...body }: JobFormOutput) {
    const result = await dispatch(updateJob({ id, body }));
    if (updateJob.fulfilled.match(result)) {
      toast.success(JOB_MESSAGES.updated);
      await navigate(EMPLOYER_PATHS.myJobs);
      return undefined;
    }
    toast.error(result.payload?.message ?? EMPLOYER_FALLBACKS.updateJob);
    return result.payload;
  }

  const job = selectedJob?._id === id ? selectedJob : null;
  return (
    <section aria-labelledby="edit-job-heading" className="space-y-6">
      <h1 id="edit-job-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        Edit job
      </h1>
      {job ? (
        <JobForm
          key={job._id}
          mode="edit"
          defaultValues={jobValues(job)}
          company={{ name: job.company.name, logoUrl: job.company.logoUrl }}
          isSaving={loading}
          onSubmit={submit}
        />
      ) : loading ? (
        <PageLoader />
      ) : (
        <Alert>{error ?? EMPLOYER_FALLBACKS.fetchJob}</Alert>
      )}
    </section>
  );
}
