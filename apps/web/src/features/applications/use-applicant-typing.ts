import type { AttachedTypingResult, TypingRetest } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { makeTypingRetest, readAttachedTypingResults } from './applicant-loaders';

type Attached = { jobId: string; results: AttachedTypingResult[] };

/**
 * The applicant panel's typing results (issue 15): the ones this job's applicants attached to
 * their applications, read when the panel opens (one answer covers every applicant of the job),
 * and the supervised-retest links made while it stays open, by application.
 */
export function useApplicantTyping(jobId: string) {
  const [attached, setAttached] = useState<Attached | null>(null);
  const [retests, setRetests] = useState<Record<string, TypingRetest>>({});
  const loadedFor = attached?.jobId;
  useEffect(() => {
    // Unread, the panel leaves the typing section out.
    if (!jobId || loadedFor === jobId) return;
    let live = true;
    void readAttachedTypingResults(jobId).then((answer) => {
      if (live && answer.ok) setAttached({ jobId, results: answer.data });
    });
    return () => {
      live = false;
    };
  }, [jobId, loadedFor]);

  const resultOf = (applicationId: string) =>
    loadedFor === jobId
      ? attached?.results.find((result) => result.applicationId === applicationId)
      : undefined;
  const retestOf = (applicationId: string): TypingRetest | undefined => retests[applicationId];
  /** "Make a supervised retest link"; resolves whether it was made. */
  async function makeRetest(applicationId: string): Promise<boolean> {
    const answer = await makeTypingRetest(applicationId);
    if (answer.ok) setRetests((current) => ({ ...current, [applicationId]: answer.data }));
    return answer.ok;
  }
  return { resultOf, retestOf, makeRetest };
}

export type ApplicantTyping = ReturnType<typeof useApplicantTyping>;
