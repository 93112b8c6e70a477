import {
  minutesText,
  TYPING_LAYOUT_NAMES,
  type TypingLanguage,
  type TypingRetest,
} from '@shuruaat/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SpeedChart } from '@/components/ui/speed-chart';
import { dayText } from '@/lib/format';
import { useT, useTranslator } from '@/lib/i18n/translate';
import { typingPresetName } from '../../applicant-words';
import type { ApplicantTyping } from '../../use-applicant-typing';

type Props = { applicationId: string; typing: ApplicantTyping };

/**
 * In the employer's applicant panel: the typing result the candidate attached, said plainly to
 * be an unproctored online test, with its passage, speed per minute and certificate, and a
 * supervised-retest link the employer can send. The panel holds the job's results
 * (`useApplicantTyping`).
 */
export function ApplicantTypingResult({ applicationId, typing }: Props) {
  const translator = useTranslator();
  const { t, language } = translator;
  const result = typing.resultOf(applicationId);
  if (!result) return null;
  const minutes = minutesText(result.durationMinutes, language);
  const verdict = result.passed === null ? 'practice' : result.passed ? 'passed' : 'notPassed';
  return (
    <section className="space-y-2" data-testid="applicant-typing-result">
      <h3 className="text-base font-semibold text-indigo-950">
        {t('applications.typing.heading')}
      </h3>
      <p className="text-sm text-slate-800">
        <strong>{t('applications.typing.net', { speed: result.netWpm })}</strong>{' '}
        {t('applications.typing.grossAccuracy', {
          speed: result.grossWpm,
          accuracy: result.accuracy,
        })}{' '}
        · {typingPresetName(translator, result.presetName, result.presetId)} ·{' '}
        {t(LANGUAGE_IDS[result.language])}, {TYPING_LAYOUT_NAMES[result.layout]} · {minutes} ·{' '}
        {dayText(result.createdAt)} · {t(VERDICT_IDS[verdict])}
        {result.viaRetest ? ` · ${t('applications.typing.viaRetest')}` : ''}
      </p>
      <p className="text-xs text-slate-600">
        {t('applications.typing.unproctored')}
        {result.certificateId ? (
          <>
            {' '}
            <a
              href={`/tools/typing-test/certificate/${result.certificateId}`}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-indigo-800 underline"
            >
              {t(
                result.certificateValid
                  ? 'applications.typing.certificate'
                  : 'applications.typing.certificateRevoked',
              )}
            </a>
          </>
        ) : null}
      </p>
      <SpeedChart
        values={result.perMinute}
        label={t('applications.typing.chart', { duration: minutes })}
      />
      <details className="rounded-lg border border-slate-200 p-2 text-sm">
        <summary className="cursor-pointer font-semibold text-indigo-950">
          {t('applications.typing.passage')}
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

const LANGUAGE_IDS: Record<TypingLanguage, string> = {
  en: 'applications.typing.language.en',
  hi: 'applications.typing.language.hi',
};
const VERDICT_IDS = {
  practice: 'applications.typing.practice',
  passed: 'applications.typing.passed',
  notPassed: 'applications.typing.notPassed',
} as const;

type RetestLinkProps = {
  applicationId: string;
  retest: TypingRetest | undefined;
  onMake: ApplicantTyping['makeRetest'];
};

/** Makes a supervised-retest link (same preset, new passage) and shows it to copy and send. */
function RetestLink({ applicationId, retest, onMake }: RetestLinkProps) {
  const t = useT();
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
          {t('applications.typing.makeRetest')}
        </Button>
        <p className="mt-1 text-xs text-slate-600">{t('applications.typing.retestHow')}</p>
        {state === 'failed' ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t('applications.typing.retestFailed')}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="rounded-lg bg-indigo-50 p-3 text-sm" data-testid="typing-retest-link">
      <p className="font-semibold text-indigo-950">{t('applications.typing.retestLink')}</p>
      <p className="mt-1 font-mono text-xs break-all text-slate-800">{url}</p>
      <Button
        className="mt-2"
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setState('copied'));
        }}
      >
        {t(state === 'copied' ? 'applications.typing.copied' : 'applications.typing.copy')}
      </Button>
    </div>
  );
}
