import { JOB_LIMITS } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

// Message ids: each filter's name and what it means.
const FILTERS = ['category', 'city', 'remote', 'partTime', 'counts'] as const;

export function FilterGuide() {
  const t = useT();
  return (
    <dl className="grid gap-x-8 gap-y-5 md:grid-cols-2">
      {FILTERS.map((filter) => (
        <div key={filter}>
          <dt className="font-semibold text-slate-900">{t(`landings.filters.${filter}`)}</dt>
          <dd className="mt-1 text-slate-700">
            {t(`landings.filters.${filter}Text`, { cities: JOB_LIMITS.cities })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
