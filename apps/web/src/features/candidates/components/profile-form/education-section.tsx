import { CANDIDATE_LIMITS } from '@shuruaat/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { TagInput } from '@/components/ui/tag-input';
import { useT } from '@/lib/i18n/translate';
import { yearFromInput, type ProfileFormValues } from './form-values';
import { listIssue } from './issue';

export function EducationSection() {
  const t = useT();
  const { register, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <FormSection title={t('candidates.form.education')}>
      <TextField
        label={t('candidates.form.college')}
        autoComplete="organization"
        error={errors.college?.message}
        {...register('college')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('candidates.form.degree')}
          placeholder="B.Tech Computer Science"
          error={errors.degree?.message}
          {...register('degree')}
        />
        <TextField
          label={t('candidates.form.graduationYear')}
          type="number"
          inputMode="numeric"
          placeholder="2027"
          hint={t('candidates.form.graduationYearHint')}
          error={errors.graduationYear?.message}
          {...register('graduationYear', { setValueAs: yearFromInput })}
        />
      </div>
    </FormSection>
  );
}

export function SkillsSection() {
  const t = useT();
  const { control, formState } = useFormContext<ProfileFormValues>();
  return (
    <FormSection title={t('candidates.form.skills')} description={t('candidates.form.skillsHint')}>
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <TagInput
            label={t('candidates.form.skills')}
            noun={t('candidates.form.skillNoun')}
            value={field.value ?? []}
            max={CANDIDATE_LIMITS.skills}
            onChange={field.onChange}
            error={listIssue(formState.errors.skills)}
          />
        )}
      />
    </FormSection>
  );
}
