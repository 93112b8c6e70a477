import type { SignupRole } from '@shuruaat/contract';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n/translate';

export const ROLE_OPTIONS: { role: SignupRole; label: string; note: string }[] = [
  {
    role: 'candidate',
    label: 'auth.role.candidate',
    note: 'auth.role.candidateNote',
  },
  { role: 'employer', label: 'auth.role.employer', note: 'auth.role.employerNote' },
];

type RoleChoiceProps = { field: UseFormRegisterReturn<'role'>; error?: string };

export function RoleChoice({ field, error }: RoleChoiceProps) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? 'role-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('auth.role.legend')}</legend>
      <RoleCards input={() => field} />
      {error ? (
        <p id="role-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The two roles as cards to pick from; `input` wires each radio to a form or to state. */
export function RoleCards({ input }: { input: (role: SignupRole) => ComponentProps<'input'> }) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {ROLE_OPTIONS.map(({ role, label, note }) => (
        <label
          key={role}
          className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-indigo-700 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-700"
        >
          <input
            type="radio"
            value={role}
            className="mt-1 size-4 accent-indigo-700"
            {...input(role)}
          />
          <span>
            <span className="block text-sm font-semibold text-slate-900">{t(label)}</span>
            <span className="block text-sm text-slate-600">{t(note)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
