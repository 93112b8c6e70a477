import { JOB_LIMITS, PAY_LIMITS, formatInr } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

// Message ids: each benefit's title, and its text at `${id}Text`.
const BENEFITS = ['payRules', 'profile', 'questions', 'found', 'pay', 'control'] as const;

// The limits the texts quote, from the contract's rules.
const LIMITS = {
  stipendMin: formatInr(PAY_LIMITS.stipendMin),
  stipendMax: formatInr(PAY_LIMITS.stipendMax),
  ctcMin: formatInr(PAY_LIMITS.ctcMin),
  ctcMax: formatInr(PAY_LIMITS.ctcMax),
  questions: JOB_LIMITS.questions,
  days: JOB_LIMITS.applyByMaxDays,
};

export function EmployerBenefits() {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-saffron-400" />
          <h3 className="mt-4 text-lg font-semibold text-indigo-950">
            {t(`landings.benefits.${benefit}`)}
          </h3>
          <p className="mt-2 text-slate-700">{t(`landings.benefits.${benefit}Text`, LIMITS)}</p>
        </li>
      ))}
    </ul>
  );
}
