import type { Blocker } from 'react-router';
import { momentText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { ConfirmDialog } from './confirm-dialog';

/** The question asked when a link or Back would leave a form with unsaved changes. */
export function LeaveWarning({ blocker, isDraftKept }: { blocker: Blocker; isDraftKept: boolean }) {
  const t = useT();
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('components.leave.title')}
      confirmLabel={t('components.leave.confirm')}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>{isDraftKept ? t('components.leave.draftKept') : t('components.leave.lost')}</p>
    </ConfirmDialog>
  );
}

type DraftNoticeProps = { savedAt: string; onDiscard: () => void };

/** Says the form was filled from a draft kept on this device, with the way to start afresh. */
export function DraftNotice({ savedAt, onDiscard }: DraftNoticeProps) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <span className="font-semibold">{t('components.draft.restored')}</span>{' '}
        {t('components.draft.restoredFrom', { moment: momentText(savedAt) })}
      </p>
      <button
        type="button"
        onClick={onDiscard}
        className="self-start font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950 sm:self-auto"
      >
        {t('components.draft.discard')}
      </button>
    </div>
  );
}
