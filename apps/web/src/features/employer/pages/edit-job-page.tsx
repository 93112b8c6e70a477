import { JOB_MESSAGES } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { EditJobScreen } from '../components/edit-job-screen';
import { useEmployer } from '../hooks';
import type { JobFormOutput } from '../job-form-values';
import { EMPLOYER_FALLBACKS } from '../messages';
import { EMPLOYER_PATHS } from '../paths';
import { fetchJobDetails, updateJob } from '../thunks';
import { toFailure } from '@/lib/failure';

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
    return result.payload ?? toFailure(undefined, EMPLOYER_FALLBACKS.updateJob);
  }

  const job = selectedJob?._id === id ? selectedJob : null;
  return (
    <EditJobScreen
      job={job}
      error={loading ? null : (error ?? EMPLOYER_FALLBACKS.fetchJob)}
      isSaving={loading}
      onSubmit={submit}
    />
  );
}
