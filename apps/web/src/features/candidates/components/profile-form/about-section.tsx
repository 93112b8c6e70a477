import { CANDIDATE_LIMITS, CITIES } from '@shuruaat/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TagInput } from '@/components/ui/tag-input';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import type { ProfileFormValues } from './form-values';
import { listIssue } from './issue';

export function AboutSection() {
  const t = useT();
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  return (
    <FormSection title={t('candidates.form.about')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('candidates.form.fullName')}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={t('candidates.form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          hint={t('candidates.form.phoneHint')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('candidates.form.city')}
          list="candidate-city-suggestions"
          autoComplete="address-level2"
          hint={t('candidates.form.cityHint')}
          error={errors.city?.message}
          {...register('city')}
        />
      </div>
      <datalist id="candidate-city-suggestions">
        {CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <TextareaField
        label={t('candidates.form.bio')}
        rows={5}
        hint={t('candidates.form.bioHint')}
        error={errors.bio?.message}
        aside={
          <span
            className={`text-sm ${bio.length > CANDIDATE_LIMITS.bio ? 'font-semibold text-red-700' : 'text-slate-600'}`}
          >
            {numberText(bio.length)} / {numberText(CANDIDATE_LIMITS.bio)}
          </span>
        }
        {...register('bio')}
      />
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <TagInput
            label={t('candidates.form.languages')}
            noun={t('candidates.form.languageNoun')}
            value={field.value ?? []}
            max={CANDIDATE_LIMITS.languages}
            onChange={field.onChange}
            error={listIssue(errors.languages)}
          />
        )}
      />
    </FormSection>
  );
}
