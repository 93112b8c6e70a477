import { countOf, SCAM_FLAG_TEXTS, type OfferCheckResponse } from '@shuruaat/contract';
import { OFFER_CHECK_TEXTS as T } from '../texts';

const LEVEL_TEXT = { high: T.highRisk, medium: T.mediumRisk, low: T.lowRisk } as const;
const LEVEL_LOOK = {
  high: 'border-red-300 bg-red-50 text-red-900',
  medium: 'border-amber-300 bg-amber-50 text-amber-950',
  low: 'border-slate-300 bg-white text-slate-900',
} as const;

/** Each red flag of the checked offer, with the words that raised it, why, and what to do. */
export function OfferResult({ result }: { result: OfferCheckResponse }) {
  if (result.flags.length === 0) {
    return <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-4">{T.noFlags}</p>;
  }
  return (
    <div className="space-y-4">
      <p className={`rounded-xl border p-4 font-semibold ${LEVEL_LOOK[result.level]}`}>
        {LEVEL_TEXT[result.level]} {T.someFlags(countOf(result.flags.length, 'red flag'))}
      </p>
      <ol className="space-y-3">
        {result.flags.map((flag) => {
          const text = SCAM_FLAG_TEXTS[flag.code];
          return (
            <li
              key={flag.code}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-indigo-950">{text.title}</h3>
              <p className="mt-1 text-sm break-words text-slate-700">
                {T.quoted} <q className="font-medium text-slate-900">{flag.evidence}</q>
              </p>
              <p className="mt-2">
                <span className="font-semibold">{T.why}: </span>
                {text.why}
              </p>
              <p className="mt-1">
                <span className="font-semibold">{T.todo}: </span>
                {text.todo}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
