import type { StipendCheck } from '@shuruaat/contract';
import { dateText, dayText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { listedWords } from '../strings';

const TONE = { yes: 'text-emerald-900', partly: 'text-amber-900', no: 'text-red-800' } as const;

/** Who, where, what was promised and what the intern said: the top of every stipend card. */
export function StipendCheckFacts({
  check,
  showIntern,
}: {
  check: StipendCheck;
  showIntern: boolean;
}) {
  const t = useT();
  return (
    <div className="min-w-0">
      <h2 className="font-semibold break-words text-indigo-950">
        {check.jobTitle} · {check.companyName}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {showIntern ? `${check.internName} · ` : ''}
        {listedWords(t, check)} · {t('stipends.ended', { day: dateText(check.endedOn) })}
      </p>
      {check.answer ? (
        <p className={`mt-2 font-semibold ${TONE[check.answer]}`}>
          {t(`stipends.answerLong.${check.answer}`)}
          {check.answeredAt ? (
            <span className="font-normal text-slate-600"> · {dayText(check.answeredAt)}</span>
          ) : null}
        </p>
      ) : null}
      {check.note ? (
        <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
          <span className="sr-only">{t('stipends.internNote')} </span>
          {check.note}
        </blockquote>
      ) : null}
    </div>
  );
}
