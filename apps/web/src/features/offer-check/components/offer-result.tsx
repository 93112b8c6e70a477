import type { OfferCheckResponse, ScamFlagCode } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

const LEVEL_TEXT = {
  high: 'offer-check.highRisk',
  medium: 'offer-check.mediumRisk',
  low: 'offer-check.lowRisk',
} as const;
const LEVEL_LOOK = {
  high: 'border-red-300 bg-red-50 text-red-900',
  medium: 'border-amber-300 bg-amber-50 text-amber-950',
  low: 'border-slate-300 bg-white text-slate-900',
} as const;

/** A red flag's words by its code: the contract's SCAM_FLAG_TEXTS, in the page's language. */
const flagText = (code: ScamFlagCode, part: 'title' | 'why' | 'todo') =>
  `offer-check.flag.${code}.${part}`;

/** Each red flag of the checked offer, with the words that raised it, why, and what to do. */
export function OfferResult({ result }: { result: OfferCheckResponse }) {
  const t = useT();
  if (result.flags.length === 0) {
    return (
      <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-4">
        {t('offer-check.noFlags')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p className={`rounded-xl border p-4 font-semibold ${LEVEL_LOOK[result.level]}`}>
        {t(LEVEL_TEXT[result.level])} {t('offer-check.someFlags', { count: result.flags.length })}
      </p>
      <ol className="space-y-3">
        {result.flags.map((flag) => (
          <li key={flag.code} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="text-lg font-semibold text-indigo-950">
              {t(flagText(flag.code, 'title'))}
            </h3>
            <p className="mt-1 text-sm break-words text-slate-700">
              {t('offer-check.quoted')}{' '}
              <q className="font-medium text-slate-900">{flag.evidence}</q>
            </p>
            <p className="mt-2">
              <span className="font-semibold">{t('offer-check.why')}: </span>
              {t(flagText(flag.code, 'why'))}
            </p>
            <p className="mt-1">
              <span className="font-semibold">{t('offer-check.todo')}: </span>
              {t(flagText(flag.code, 'todo'))}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
