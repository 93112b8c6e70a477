import { AVAILABILITY_KEYS, type Applicant } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';
import { termLabelWords, termWords } from '../../applicant-words';

/** Each of the job's terms beside whether the candidate said they can meet it. */
export function AvailabilityList({ applicant }: { applicant: Applicant }) {
  const t = useT();
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {AVAILABILITY_KEYS.map((key) => {
        const isMismatch = applicant.mismatches.includes(key);
        return (
          <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-3 p-3">
            <dt className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{termLabelWords(t, key)}</span>
              <span className="block">
                {t('applications.term.job', { term: termWords(t, key, applicant.jobTerms) })}
              </span>
            </dt>
            <dd
              className={`text-sm font-semibold ${isMismatch ? 'text-amber-900' : 'text-green-800'}`}
            >
              <span aria-hidden="true">{isMismatch ? '⚠ ' : '✓ '}</span>
              {isMismatch ? t('applications.term.cannotMeet') : t('applications.term.canMeet')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
