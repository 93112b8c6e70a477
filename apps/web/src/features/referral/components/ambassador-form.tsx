import { zodResolver } from '@hookform/resolvers/zod';
import {
  AMBASSADOR_LIMITS,
  AmbassadorApplicationBodySchema,
  YEARS_OF_STUDY,
} from '@shuruaat/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldIn, placeFieldErrors } from '@/lib/form-failure';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { FETCHERS } from '../hooks';
import type { campusAmbassadorPageAction } from '../loaders';

// Two optional link boxes on screen; empty ones are dropped before the contract checks the rest.
const FormSchema = AmbassadorApplicationBodySchema.extend({
  socialLinks: z.array(z.string()).transform((links) => links.map((l) => l.trim()).filter(Boolean)),
}).pipe(AmbassadorApplicationBodySchema);

type FormValues = z.input<typeof FormSchema>;
const yearOptions = (t: Translate) => [
  { value: '', label: t('referral.form.chooseYear') },
  ...YEARS_OF_STUDY.map((year) => ({ value: year, label: t(`referral.year.${year}`) })),
];
const fieldOf = fieldIn<FormValues>([
  'college',
  'city',
  'yearOfStudy',
  'why',
  'socialLinks.0',
  'socialLinks.1',
]);

/**
 * A student's application, sent through the page's route action. A refusal is said above the
 * form and on each field it names; the page toasts the success, which replaces the form.
 */
export function AmbassadorForm() {
  const t = useT();
  const fetcher = useFetcher<typeof campusAmbassadorPageAction>({ key: FETCHERS.ambassador });
  const { register, handleSubmit, formState, setError } = useForm<
    FormValues,
    unknown,
    z.output<typeof FormSchema>
  >({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      college: '',
      city: '',
      yearOfStudy: '' as never,
      why: '',
      socialLinks: ['', ''],
    },
  });
  const { errors } = formState;
  const isSubmitting = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const failure = answer && !answer.ok ? answer.failure : undefined;
  useEffect(() => {
    placeFieldErrors(failure, setError, fieldOf);
  }, [failure, setError]);

  return (
    <form
      onSubmit={handleSubmit((values) =>
        fetcher.submit(values, { method: 'post', encType: 'application/json' }),
      )}
      noValidate
      className="space-y-5"
    >
      <Alert>{isSubmitting || !failure ? null : localizeServerMessage(failure.message)}</Alert>
      <TextField
        label={t('referral.form.college')}
        autoComplete="organization"
        error={errors.college?.message}
        {...register('college')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('referral.form.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={t('referral.form.year')}
          options={yearOptions(t)}
          error={errors.yearOfStudy?.message}
          {...register('yearOfStudy')}
        />
      </div>
      <TextareaField
        label={t('referral.form.why')}
        rows={5}
        hint={t('referral.form.whyHint', { min: AMBASSADOR_LIMITS.whyMin })}
        error={errors.why?.message}
        {...register('why')}
      />
      <TextField
        label={t('referral.form.social')}
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/you"
        error={errors.socialLinks?.[0]?.message}
        {...register('socialLinks.0')}
      />
      <TextField
        label={t('referral.form.another')}
        type="url"
        inputMode="url"
        placeholder="https://instagram.com/your-club"
        error={errors.socialLinks?.[1]?.message}
        {...register('socialLinks.1')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t(isSubmitting ? 'referral.form.sending' : 'referral.form.submit')}
      </Button>
    </form>
  );
}
