import { useState } from 'react';
import { TextField, type FieldProps } from './text-field';
import { useT } from '@/lib/i18n/translate';

export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const t = useT();
  const [isVisible, setIsVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      onClick={() => setIsVisible((visible) => !visible)}
      className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-indigo-800 hover:bg-indigo-50"
    >
      {/* Visually hidden text, not aria-label: a label lookup for "Password" finds only the input. */}
      {isVisible ? t('components.password.hide') : t('components.password.show')}{' '}
      <span className="sr-only">{t('components.password.word')}</span>
    </button>
  );
  return <TextField {...props} type={isVisible ? 'text' : 'password'} trailing={toggle} />;
}
