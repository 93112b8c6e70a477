import { localizeServerMessage } from '@/lib/i18n/translate';

/**
 * A field's hint, or its error in place of the hint; ids match the control's aria-describedby.
 * An error is often the contract's own English (a schema's message): shown in the page's language.
 */
export function FieldHelp({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {localizeServerMessage(error)}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
      {hint}
    </p>
  );
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export const labelClasses = 'mb-1.5 block text-sm font-semibold text-slate-800';
