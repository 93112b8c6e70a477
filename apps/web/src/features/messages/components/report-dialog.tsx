import { MESSAGE_REPORT_REASONS } from '@shuruaat/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = {
  /** Who wrote the message, as the reporter names them. */
  otherParty: string;
  isBusy: boolean;
  onReport: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why a message is being reported before it goes to the admins. */
export function ReportDialog({ otherParty, isBusy, onReport, onCancel }: Props) {
  const [reason, setReason] = useState(MESSAGE_REPORT_REASONS[0] ?? 'Other');
  return (
    <ConfirmDialog
      title="Report this message?"
      confirmLabel="Report"
      isBusy={isBusy}
      onConfirm={() => onReport(reason)}
      onCancel={onCancel}
    >
      <p>Our team reads every report. {otherParty} is not told that you reported it.</p>
      <label className="mt-3 block text-sm font-medium text-slate-900">
        Reason
        <select
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {MESSAGE_REPORT_REASONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
    </ConfirmDialog>
  );
}
