import { TYPING_LAYOUT_NAMES } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { fetchApplicantTypingResults } from '../../typing-results';

const selectAttached = (state: RootState) => state.applicantTyping;

/**
 * In the employer's applicant panel: the typing result the candidate attached, with a link to
 * its public certificate. The job's results are fetched once for all its applicants.
 */
export function ApplicantTypingResult({ applicationId }: { applicationId: string }) {
  const { id: jobId = '' } = useParams();
  const dispatch = useAppDispatch();
  const attached = useAppSelector(selectAttached);
  const loadedFor = attached?.jobId;
  useEffect(() => {
    // Once per job: the list covers every applicant of it.
    if (jobId && loadedFor !== jobId) void dispatch(fetchApplicantTypingResults(jobId));
  }, [dispatch, jobId, loadedFor]);
  const result =
    loadedFor === jobId
      ? attached?.results.find((r) => r.applicationId === applicationId)
      : undefined;
  if (!result) return null;
  return (
    <section className="space-y-2" data-testid="applicant-typing-result">
      <h3 className="text-base font-semibold text-indigo-950">Typing test (verified)</h3>
      <p className="text-sm text-slate-800">
        <strong>{result.netWpm} WPM net</strong> ({result.grossWpm} gross), accuracy{' '}
        {result.accuracy}% · {result.presetName} · {result.language === 'hi' ? 'Hindi' : 'English'},{' '}
        {TYPING_LAYOUT_NAMES[result.layout]} · {result.durationMinutes} min ·{' '}
        {result.passed === null ? 'practice' : result.passed ? 'passed' : 'not passed'}
      </p>
      <p className="text-xs text-slate-600">
        Every figure was worked out by Shuruaat from the candidate’s keystrokes.
        {result.certificateId ? (
          <>
            {' '}
            <a
              href={`/tools/typing-test/certificate/${result.certificateId}`}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-indigo-800 underline"
            >
              {result.certificateValid ? 'Open the certificate' : 'Certificate (revoked)'}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
