import { zodResolver } from '@hookform/resolvers/zod';
import { BirthDateBodySchema, type AgeStatus } from '@shuruaat/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { saveBirthDate } from '../loaders';

/**
 * A minor who answered only "I am under 18" adds their date of birth, once. The server checks
 * it against that answer; without it the account would stay a minor's after they turn 18.
 */
export function BirthDateForm({ onSaved }: { onSaved: (age: AgeStatus, message: string) => void }) {
  const t = useT();
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: zodResolver(BirthDateBodySchema),
    defaultValues: { dateOfBirth: '' },
  });
  const dateOfBirth = useWatch({ control, name: 'dateOfBirth' });
  // A refusal that names no field is said under the button.
  const [said, setSaid] = useState<string | null>(null);

  const save = handleSubmit(async (body) => {
    setSaid(null);
    const answer = await saveBirthDate(body, t);
    if (answer.ok) {
      onSaved(answer.data.profile.age, localizeServerMessage(answer.data.message));
      return;
    }
    const { failure } = answer;
    if (failure.details.some((detail) => detail.path === 'dateOfBirth'))
      setError('dateOfBirth', { message: failure.message });
    else setSaid(failure.message);
  });

  return (
    <form
      className="mt-4 border-t border-amber-200 pt-4"
      aria-labelledby="birth-date-heading"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <h3 id="birth-date-heading" className="text-sm font-semibold">
        {t('dashboard.birthDate.heading')}
      </h3>
      <p className="mt-1 text-sm">{t('dashboard.birthDate.why')}</p>
      <TextField
        label={t('dashboard.birthDate.label')}
        type="date"
        required
        className="mt-3 max-w-sm"
        error={formState.errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <Button
        size="sm"
        type="submit"
        className="mt-3"
        disabled={formState.isSubmitting || !dateOfBirth}
      >
        {t('dashboard.birthDate.save')}
      </Button>
      {said ? (
        <p role="alert" className="mt-2 text-sm">
          {said}
        </p>
      ) : null}
    </form>
  );
}
