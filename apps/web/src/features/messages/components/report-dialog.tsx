import { MESSAGE_REPORT_REASONS } from '@shuruaat/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/translate';

// The reasons go to the admins in English, as the contract lists them; the reader sees theirs.
const REASON_IDS: Record<string, string> = {
  'Abusive or threatening': 'messages.report.reasons.abusive',
  Harassment: 'messages.report.reasons.harassment',
  'Spam or scam': 'messages.report.reasons.spam',
  Other: 'messages.report.reasons.other',
};

type Props = {
  /** Who wrote the message, as the reporter names them. */
  otherParty: string;
  isBusy: boolean;
  onReport: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why a message is being reported before it goes to the admins. */
export function ReportDialog({ otherParty, isBusy, onReport, onCancel }: Props) {
  const t = useT();
  const [reason, setReason] = useState(MESSAGE_REPORT_REASONS[0] ?? 'Other');
  return (
    <ConfirmDialog
      title={t('messages.report.title')}
      confirmLabel={t('messages.report.confirm')}
      isBusy={isBusy}
      onConfirm={() => onReport(reason)}
      onCancel={onCancel}
    >
      <p>{t('messages.report.notTold', { otherParty })}</p>
      <label className="mt-3 block text-sm font-medium text-slate-900">
        {t('messages.report.reason')}
        <select
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {MESSAGE_REPORT_REASONS.map((option) => (
            <option key={option} value={option}>
              {REASON_IDS[option] ? t(REASON_IDS[option]) : option}
            </option>
          ))}
        </select>
      </label>
    </ConfirmDialog>
  );
}
