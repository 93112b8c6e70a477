import { useT } from '@/lib/i18n/translate';
import type { ProgramDetails } from '../content/programs';

/** A program's facts, each label's id with the field that holds it, as the page and table show. */
export const PROGRAM_FACTS = [
  ['site.programs.fact.fee', 'fee'],
  ['site.programs.fact.duration', 'duration'],
  ['site.programs.fact.hours', 'hours'],
  ['site.programs.fact.mentorship', 'mentorship'],
  ['site.programs.fact.projects', 'projects'],
  ['site.programs.fact.certificate', 'certificate'],
] as const satisfies readonly (readonly [string, keyof ProgramDetails])[];

/** One program's facts and what it includes, as on its own page. */
export function ProgramSummary({ details }: { details: ProgramDetails }) {
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <dl className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        {PROGRAM_FACTS.map(([label, fact]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-600">{t(label)}</dt>
            <dd className="text-slate-900">{t(details[fact])}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-5">
        <div>
          <h3 className="text-lg font-semibold text-indigo-950">{t('site.programs.included')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {details.includes.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-indigo-950">{t('site.programs.suits')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {details.suits.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
