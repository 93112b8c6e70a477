import { JOB_MESSAGES } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { JobForm, type JobSubmitStatus } from '../components/job-form/job-form';
import { ProfileGapNotice } from '../components/profile-gap-notice';
import { useEmployer } from '../hooks';
import { newJobValues, type JobFormOutput } from '../job-form-values';
import { EMPLOYER_FALLBACKS } from '../messages';
import { EMPLOYER_PATHS } from '../paths';
import { isProfileGap } from '../server-errors';
import { fetchEmployerProfile, postJob } from '../thunks';
import { toFailure } from '@/lib/failure';

export function PostJobPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { profile, loading } = useEmployer();
  const [gap, setGap] = useState<string | null>(null);
  const [defaults] = useState(() => newJobValues());
  useEffect(() => {
    void dispatch(fetchEmployerProfile());
  }, [dispatch]);

  async function submit(values: JobFormOutput, status: JobSubmitStatus) {
    setGap(null);
    const result = await dispatch(postJob({ ...values, status }));
    if (postJob.fulfilled.match(result)) {
      toast.success(status === 'draft' ? 'Draft saved.' : JOB_MESSAGES.posted);
      await navigate(EMPLOYER_PATHS.myJobs);
      return undefined;
    }
    const failure = result.payload ?? toFailure(undefined, EMPLOYER_FALLBACKS.postJob);
    // The gap has its own notice above the form, with the way to fill it.
    if (!isProfileGap(failure)) return failure;
    setGap(failure.message);
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
        isSaving={loading}
        onSubmit={submit}
        notice={gap ? <ProfileGapNotice message={gap} /> : null}
      />
    </section>
  );
}
