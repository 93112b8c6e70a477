import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n/translate';

/**
 * A field only bots fill: off-screen, out of the tab order and hidden from screen readers. The
 * server thanks whoever fills it and stores nothing.
 */
export function HoneypotField({ field }: { field: UseFormRegisterReturn<'website'> }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t('site.form.honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
