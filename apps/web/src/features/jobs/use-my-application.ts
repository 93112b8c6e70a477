import type { ApplicationStatus } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/lib/redux-hooks';
import { readMyApplication } from './loaders';

export type MyApplication = { jobId: string; status: ApplicationStatus } | null;

/**
 * The signed-in candidate's application to this job, read after hydration: the server-rendered
 * page is the same for everyone, and only a candidate has an application to show.
 */
export function useMyApplication(jobId: string | undefined): MyApplication {
  const isCandidate = useAppSelector((state) => state.auth.user?.role === 'candidate');
  const [found, setFound] = useState<MyApplication>(null);
  useEffect(() => {
    if (!jobId || !isCandidate) return;
    let isCurrent = true;
    readMyApplication(jobId).then(
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
  // An answer about another job (the page moved on) is no answer.
  return isCandidate && found?.jobId === jobId ? found : null;
}
