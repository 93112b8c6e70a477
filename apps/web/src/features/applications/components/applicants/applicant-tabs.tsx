import type { ApplicantCounts } from '@shuruaat/contract';
import { APPLICANT_TABS, tabCount, type ApplicantTab } from '@/lib/applicant-counts';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { employerStatusWords } from '../../applicant-words';

type ApplicantTabsProps = {
  value: ApplicantTab;
  counts: ApplicantCounts;
  onChange: (tab: ApplicantTab) => void;
};

/** Toggle buttons rather than ARIA tabs: they narrow one list, they do not switch panels. */
export function ApplicantTabs({ value, counts, onChange }: ApplicantTabsProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('applications.tabs.label')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {APPLICANT_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          aria-pressed={value === tab}
          onClick={() => onChange(tab)}
          className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
            value === tab
              ? 'border-indigo-900 bg-indigo-900 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-indigo-50'
          }`}
        >
          {t('applications.tabs.option', {
            label: tab === 'active' ? t('applications.tabs.active') : employerStatusWords(t, tab),
            count: numberText(tabCount(counts, tab)),
          })}
        </button>
      ))}
    </div>
  );
}
