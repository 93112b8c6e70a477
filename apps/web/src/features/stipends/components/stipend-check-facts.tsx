import type { StipendCheck } from '@shuruaat/contract';
import { dateText, dayText } from '@/lib/format';
import { STIPEND_TEXT } from '../strings';

const TONE = { yes: 'text-emerald-900', partly: 'text-amber-900', no: 'text-red-800' } as const;

/** Who, where, what was promised and what the intern said: the top of every stipend card. */
export function StipendCheckFacts({
  check,
  showIntern,
}: {
  check: StipendCheck;
  showIntern: boolean;
}) {
  return (
    <div className="min-w-0">
      <h2 className="font-semibold break-words text-indigo-950">
        {check.jobTitle} · {check.companyName}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {showIntern ? `${check.internName} · ` : ''}
        {STIPEND_TEXT.listed(check)} · {STIPEND_TEXT.ended(dateText(check.endedOn))}
      </p>
      {check.answer ? (
        <p className={`mt-2 font-semibold ${TONE[check.answer]}`}>
          {STIPEND_TEXT.answerLong[check.answer]}
          {check.answeredAt ? (
            <span className="font-normal text-slate-600"> · {dayText(check.answeredAt)}</span>
          ) : null}
        </p>
      ) : null}
      {check.note ? (
        <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
          <span className="sr-only">{STIPEND_TEXT.internNote}: </span>
          {check.note}
        </blockquote>
      ) : null}
    </div>
  );
}
