import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { keepFocusInside } from '@/lib/focus-trap';
import { CloseButton } from './close-button';

type BottomSheetProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Actions pinned under the scrolling content, such as Apply and Clear. */
  footer: ReactNode;
};

/**
 * A modal panel that rises from the bottom of a phone screen. Focus moves to its close button,
 * Tab stays inside, Escape closes, the page behind does not scroll, and focus returns to
 * whatever opened it.
 */
export function BottomSheet({ title, onClose, children, footer }: BottomSheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    close.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, panel.current);
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end bg-slate-950/50" onClick={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        className="flex max-h-[90dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <CloseButton ref={close} label="Close" onClick={onClose} />
        </div>
        <div className="flex-1 overflow-y-auto px-4 pb-4">{children}</div>
        <div className="flex gap-3 border-t border-slate-200 px-4 py-3">{footer}</div>
      </div>
    </div>
  );
}
