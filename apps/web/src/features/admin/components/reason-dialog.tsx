import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { keepFocusInside } from '@/lib/focus-trap';

type ReasonDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  reasonLabel: string;
  /** When false the reason may be left empty. */
  isReasonRequired?: boolean;
  isBusy?: boolean;
  tone?: 'danger' | 'secondary';
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** A confirmation that asks why: the reason is shown to the person the decision concerns. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, children, confirmLabel, reasonLabel, onConfirm, onCancel } = props;
  const { isReasonRequired = true, isBusy = false, tone = 'danger' } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector('textarea')?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, panel.current);
    }
  }

  function confirm() {
    const trimmed = reason.trim();
    if (isReasonRequired && !trimmed) {
      setError('Give a reason');
      return;
    }
    onConfirm(trimmed);
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/50 p-4 sm:items-center">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
        <TextareaField
          className="mt-4"
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
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant={tone} onClick={confirm} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
