import { CANDIDATE_LIMITS, CITIES } from '@shuruaat/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TagInput } from '@/components/ui/tag-input';
import { numberText } from '@/lib/format';
import type { ProfileFormValues } from './form-values';
import { listIssue } from './issue';

export function AboutSection() {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  return (
    <FormSection title="About you">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          hint="A 10-digit Indian mobile. Employers you apply to can call you."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="City"
          list="candidate-city-suggestions"
          autoComplete="address-level2"
          hint="Where you live now."
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
        label="About you"
        rows={5}
        hint="Two or three lines: what you are studying, what you have built, what you want to learn."
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
            label="Languages"
            noun="a language"
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
