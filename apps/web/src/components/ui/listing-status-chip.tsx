import type { ListingState } from '@/lib/job-format';
import { useT } from '@/lib/i18n/translate';

const LOOKS: Record<ListingState, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  active: 'bg-green-50 text-green-800 ring-green-300',
  paused: 'bg-amber-50 text-amber-900 ring-amber-300',
  closed: 'bg-slate-200 text-slate-800 ring-slate-400',
  expired: 'bg-red-50 text-red-800 ring-red-300',
};

export const STATE_LABELS: Record<ListingState, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
  expired: 'Expired',
};

/** A listing state's words in the page's language (STATE_LABELS keeps the English). */
export const stateLabelId = (state: ListingState) => `components.listingState.${state}`;

export function StatusChip({ state }: { state: ListingState }) {
  const t = useT();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${LOOKS[state]}`}
    >
      {t(stateLabelId(state))}
    </span>
  );
}
