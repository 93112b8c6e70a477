import { useId } from 'react';
import { VISIBILITY_LABEL } from '@/lib/candidate-messages';

type VisibilitySwitchProps = {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  isBusy?: boolean;
};

/** The opt-in to the resume database, as a switch: it takes effect the moment it is saved. */
export function VisibilitySwitch({ isOn, onChange, isBusy = false }: VisibilitySwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
          {VISIBILITY_LABEL}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          Companies that Shuruaat has given resume access can find your profile and open your
          resume. Turn it off and you leave the resume database at once; links they already opened
          stop working.
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
