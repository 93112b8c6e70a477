import type { ProgramDetails } from '../content/programs';

/** One program's facts and what it includes, as on its own page. */
export function ProgramSummary({ details }: { details: ProgramDetails }) {
  const facts = [
    ['Fee', details.fee],
    ['Duration', details.duration],
    ['Time each week', details.hours],
    ['Mentorship', details.mentorship],
    ['Projects', details.projects],
    ['Certificate', details.certificate],
  ] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <dl className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-5">
        <div>
          <h3 className="text-lg font-semibold text-indigo-950">What is included</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {details.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-indigo-950">Who it suits</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {details.suits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
