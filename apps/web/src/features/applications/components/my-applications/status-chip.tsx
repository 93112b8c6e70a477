import type { ApplicationStatus } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

const LOOKS: Record<ApplicationStatus, string> = {
  applied: 'bg-slate-100 text-slate-800 ring-slate-300',
  shortlisted: 'bg-indigo-50 text-indigo-900 ring-indigo-300',
  interview: 'bg-saffron-50 text-saffron-700 ring-saffron-300',
  hired: 'bg-green-50 text-green-800 ring-green-300',
  rejected: 'bg-red-50 text-red-800 ring-red-300',
  removed: 'bg-red-50 text-red-800 ring-red-300',
  withdrawn: 'bg-slate-200 text-slate-800 ring-slate-400',
};

/** The candidate's words for a status: rejected and removed both read "Not selected". */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${LOOKS[status]}`}
    >
      {t(`applications.status.${status}`)}
    </span>
  );
}
