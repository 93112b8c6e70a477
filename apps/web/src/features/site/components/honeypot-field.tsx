import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field only bots fill: off-screen, out of the tab order and hidden from screen readers. The
 * server thanks whoever fills it and stores nothing.
 */
export function HoneypotField({ field }: { field: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
