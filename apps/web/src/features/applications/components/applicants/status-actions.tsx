import { PIPELINE_MESSAGES, type Applicant, type EmployerSettableStatus } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { employerStatusWords } from '../../applicant-words';

// In this order; each button says its move (applications.actions.<status>).
const MOVES: EmployerSettableStatus[] = [
  'shortlisted',
  'interview',
  'hired',
  'rejected',
  'applied',
];

const CURRENT = 'border-indigo-900 bg-indigo-900 text-white hover:bg-indigo-900';
const REJECT = 'border-red-700 text-red-700 hover:bg-red-50';

type StatusActionsProps = {
  applicant: Applicant;
  isBusy: boolean;
  onMove: (status: EmployerSettableStatus) => void;
  onRemove: () => void;
};

/**
 * One button per status, the current one pressed. Buttons stay in place and focusable while a
 * change is saved, so keyboard focus is never dropped onto the page.
 */
export function StatusActions({ applicant, isBusy, onMove, onRemove }: StatusActionsProps) {
  const t = useT();
  // The server refuses (409) to change a withdrawn application, so the screen offers nothing.
  if (applicant.status === 'withdrawn') {
    return (
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        {localizeServerMessage(PIPELINE_MESSAGES.withdrawnLocked)}
      </p>
    );
  }
  const act = (action: () => void) => () => (isBusy ? undefined : action());
  return (
    <div role="group" aria-label={t('applications.actions.label')} className="flex flex-wrap gap-2">
      {MOVES.map((status) => {
        const isCurrent = applicant.status === status;
        return (
          <Button
            key={status}
            size="sm"
            variant="outline"
            aria-pressed={isCurrent}
            aria-disabled={isBusy || undefined}
            className={isCurrent ? CURRENT : status === 'rejected' ? REJECT : ''}
            onClick={act(() => (isCurrent ? undefined : onMove(status)))}
          >
            {isCurrent ? employerStatusWords(t, status) : t(`applications.actions.${status}`)}
          </Button>
        );
      })}
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700"
        aria-disabled={isBusy || undefined}
        onClick={act(onRemove)}
      >
        {t('applications.actions.remove')}
      </Button>
    </div>
  );
}
