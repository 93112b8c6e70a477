import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { keepFocusInside } from '@/lib/focus-trap';
import { useT } from '@/lib/i18n/translate';
import { Button } from './button';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Danger for what cannot be taken back; primary or secondary for an ordinary send. */
  tone?: 'danger' | 'primary' | 'secondary';
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question. Focus moves on open to the first thing to fill in when it asks for words,
 * else to "Cancel" (the safe choice); Tab stays inside, Escape cancels, and focus returns to
 * whatever opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, tone = 'danger', isBusy = false } = props;
  const { onConfirm, onCancel } = props;
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const field = panel.current?.querySelector<HTMLElement>('textarea, input:not([type=hidden])');
    (field ?? cancel.current)?.focus();
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
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancel} variant="outline" onClick={onCancel}>
            {t('components.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
