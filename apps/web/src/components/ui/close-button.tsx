import type { Ref } from 'react';

type CloseButtonProps = {
  /** Names what closes, e.g. "Close notifications". */
  label: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** The × that closes a sheet, panel or popover. */
export function CloseButton({ label, onClick, ref }: CloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          d="M6 6l12 12M18 6 6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
