import {
  minutesText,
  TYPING_LAYOUT_NAMES,
  TYPING_UNPROCTORED_NOTE,
  type TypingRetest,
} from '@shuruaat/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SpeedChart } from '@/components/ui/speed-chart';
import { dayText } from '@/lib/format';
import type { ApplicantTyping } from '../../use-applicant-typing';

type Props = { applicationId: string; typing: ApplicantTyping };

/**
 * In the employer's applicant panel: the typing result the candidate attached, said plainly to
 * be an unproctored online test, with its passage, speed per minute and certificate, and a
 * supervised-retest link the employer can send. The panel holds the job's results
 * (`useApplicantTyping`).
 */
export function ApplicantTypingResult({ applicationId, typing }: Props) {
  const result = typing.resultOf(applicationId);
  if (!result) return null;
  return (
    <section className="space-y-2" data-testid="applicant-typing-result">
      <h3 className="text-base font-semibold text-indigo-950">
        Typing test — unproctored online test
      </h3>
      <p className="text-sm text-slate-800">
        <strong>{result.netWpm} WPM net</strong> ({result.grossWpm} gross), accuracy{' '}
        {result.accuracy}% · {result.presetName} · {result.language === 'hi' ? 'Hindi' : 'English'},{' '}
        {TYPING_LAYOUT_NAMES[result.layout]} · {minutesText(result.durationMinutes)} ·{' '}
        {dayText(result.createdAt)} ·{' '}
        {result.passed === null ? 'practice' : result.passed ? 'passed' : 'not passed'}
        {result.viaRetest ? ' · taken through your retest link' : ''}
      </p>
      <p className="text-xs text-slate-600">
        {TYPING_UNPROCTORED_NOTE}
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
      <SpeedChart
        values={result.perMinute}
        label={`Speed per minute over ${minutesText(result.durationMinutes)}`}
      />
      <details className="rounded-lg border border-slate-200 p-2 text-sm">
        <summary className="cursor-pointer font-semibold text-indigo-950">
          The passage, as marked
        </summary>
        <p lang={result.language} className="mt-1 leading-relaxed text-slate-800">
          {result.passage}
        </p>
      </details>
      {result.isExam ? (
        <RetestLink
          applicationId={applicationId}
          retest={typing.retestOf(applicationId)}
          onMake={typing.makeRetest}
        />
      ) : null}
    </section>
  );
}

type RetestLinkProps = {
  applicationId: string;
  retest: TypingRetest | undefined;
  onMake: ApplicantTyping['makeRetest'];
};

/** Makes a supervised-retest link (same preset, new passage) and shows it to copy and send. */
function RetestLink({ applicationId, retest, onMake }: RetestLinkProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'copied'>('idle');
  const url = retest ? `${window.location.origin}${retest.path}` : '';
  const make = async () => {
    setState('busy');
    setState((await onMake(applicationId)) ? 'idle' : 'failed');
  };
  if (!retest) {
    return (
      <div>
        <Button variant="secondary" onClick={() => void make()} disabled={state === 'busy'}>
          Make a supervised retest link
        </Button>
        <p className="mt-1 text-xs text-slate-600">
          Same test and duration on a new passage, for this candidate only. Watch them take it (in
          person or on a video call) for a result you can rely on.
        </p>
        {state === 'failed' ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            Failed to make the retest link
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="rounded-lg bg-indigo-50 p-3 text-sm" data-testid="typing-retest-link">
      <p className="font-semibold text-indigo-950">Retest link — send it to the candidate</p>
      <p className="mt-1 font-mono text-xs break-all text-slate-800">{url}</p>
      <Button
        className="mt-2"
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setState('copied'));
        }}
      >
        {state === 'copied' ? 'Copied' : 'Copy the link'}
      </Button>
    </div>
  );
}
