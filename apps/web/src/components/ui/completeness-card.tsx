import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/translate';

type CompletenessCardProps = {
  percent: number;
  /** Complete enough for what the profile unlocks (applying, posting). */
  isReady: boolean;
  title: string;
  /** What the person can do now, or what is still missing. */
  message: string;
  action?: ReactNode;
};

/** A profile's completeness: a labelled meter, green once it is enough, saffron until then. */
export function CompletenessCard({
  percent,
  isReady,
  title,
  message,
  action,
}: CompletenessCardProps) {
  const t = useT();
  return (
    <section
      aria-label={t('components.completeness.label')}
      className={`rounded-xl border p-5 ${isReady ? 'border-green-300 bg-green-50' : 'border-saffron-300 bg-saffron-50'}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <span className="text-sm font-semibold text-slate-800">
          {t('components.completeness.percent', { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('components.completeness.label')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white"
      >
        <div
          className={`h-full rounded-full ${isReady ? 'bg-india-green' : 'bg-saffron-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-800">{message}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </section>
  );
}
