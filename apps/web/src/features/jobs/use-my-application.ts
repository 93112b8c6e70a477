import type { ApplicationStatus } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/hooks';
import { candidateApi } from '@/features/candidate/api';

export type MyApplication = { jobId: string; status: ApplicationStatus } | null;

/**
 * The signed-in candidate's application to this job, read after hydration: the server-rendered
 * page is the same for everyone, and only a candidate has an application to show.
 */
export function useMyApplication(jobId: string | undefined): MyApplication {
  const { user } = useAuth();
  const isCandidate = user?.role === 'candidate';
  const [found, setFound] = useState<MyApplication>(null);
  useEffect(() => {
    setFound(null);
    if (!jobId || !isCandidate) return;
    let isCurrent = true;
    candidateApi.getApplication(jobId).then(
      ({ application }) => {
        if (isCurrent && application) setFound({ jobId, status: application.status });
      },
      // Not knowing only means the page offers "Apply now"; the apply screen checks again.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [jobId, isCandidate]);
  return found;
}
