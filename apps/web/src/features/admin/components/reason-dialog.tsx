import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/translate';

type ReasonDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  reasonLabel: string;
  /** When false the reason may be left empty. */
  isReasonRequired?: boolean;
  /** A suggested reason the admin may keep or change. */
  initialReason?: string;
  isBusy?: boolean;
  tone?: 'danger' | 'secondary';
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** A confirmation that asks why: the reason is shown to the person the decision concerns. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, children, confirmLabel, reasonLabel, onConfirm, onCancel } = props;
  const { isReasonRequired = true, isBusy = false, tone = 'danger' } = props;
  const [reason, setReason] = useState(props.initialReason ?? '');
  const [error, setError] = useState<string | undefined>();
  const t = useT();

  function confirm() {
    const trimmed = reason.trim();
    if (isReasonRequired && !trimmed) {
      setError(t('admin.reason.required'));
      return;
    }
    onConfirm(trimmed);
  }

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      isBusy={isBusy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {children}
      <TextareaField
        className="pt-2"
        label={reasonLabel}
        rows={3}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
