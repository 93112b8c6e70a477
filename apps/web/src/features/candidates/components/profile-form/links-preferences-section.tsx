import { WORK_MODES } from '@shuruaat/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { workModeLabel } from '@/job-search/option-labels';
import { useT } from '@/lib/i18n/translate';
import { CityChoice } from '../city-choice';
import { VisibilitySwitch } from '../visibility-switch';
import type { ProfileFormValues } from './form-values';
import { listIssue } from './issue';

export function LinksSection() {
  const t = useT();
  const { register, formState } = useFormContext<ProfileFormValues>();
  const errors = formState.errors.links;
  const link = { type: 'url', inputMode: 'url', autoComplete: 'url' } as const;
  return (
    <FormSection title={t('candidates.form.links')} description={t('candidates.form.linksHint')}>
      <TextField
        label="GitHub"
        placeholder="https://github.com/you"
        error={errors?.github?.message}
        {...link}
        {...register('links.github')}
      />
      <TextField
        label="LinkedIn"
        placeholder="https://www.linkedin.com/in/you"
        error={errors?.linkedin?.message}
        {...link}
        {...register('links.linkedin')}
      />
      <TextField
        label={t('candidates.form.portfolio')}
        placeholder="https://you.in"
        error={errors?.portfolio?.message}
        {...link}
        {...register('links.portfolio')}
      />
    </FormSection>
  );
}

export function PreferencesSection() {
  const t = useT();
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  const workModes = [
    { value: '', label: t('candidates.form.noPreference') },
    ...WORK_MODES.map((mode) => ({ value: mode, label: workModeLabel(t, mode) })),
  ];
  return (
    <FormSection
      title={t('candidates.form.preferences')}
      description={t('candidates.form.preferencesHint')}
    >
      <Controller
        control={control}
        name="preferredCities"
        render={({ field }) => (
          <CityChoice
            value={field.value ?? []}
            onChange={field.onChange}
            error={listIssue(errors.preferredCities)}
          />
        )}
      />
      <SelectField
        label={t('candidates.form.workMode')}
        options={workModes}
        error={errors.preferredWorkMode?.message}
        {...register('preferredWorkMode')}
      />
      <Controller
        control={control}
        name="visibleToEmployers"
        render={({ field }) => (
          <VisibilitySwitch isOn={field.value ?? false} onChange={field.onChange} />
        )}
      />
    </FormSection>
  );
}
