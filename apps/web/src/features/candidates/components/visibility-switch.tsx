import { useId } from 'react';
import { useT } from '@/lib/i18n/translate';

type VisibilitySwitchProps = {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  isBusy?: boolean;
};

/** The opt-in to the resume database, as a switch: it takes effect the moment it is saved. */
export function VisibilitySwitch({ isOn, onChange, isBusy = false }: VisibilitySwitchProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
          {t('candidates.visibility.label')}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('candidates.visibility.hint')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={isBusy}
        onClick={() => onChange(!isOn)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
          isOn ? 'bg-india-green' : 'bg-slate-400'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            isOn ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
    </div>
  );
}
