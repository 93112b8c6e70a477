import { WORK_MODE_LABELS, WORK_MODES } from '@shuruaat/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { CityChoice } from '../city-choice';
import { VisibilitySwitch } from '../visibility-switch';
import type { ProfileFormValues } from './form-values';
import { listIssue } from './issue';

const WORK_MODE_OPTIONS = [
  { value: '', label: 'No preference' },
  ...WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] })),
];

export function LinksSection() {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const errors = formState.errors.links;
  const link = { type: 'url', inputMode: 'url', autoComplete: 'url' } as const;
  return (
    <FormSection title="Links" description="Optional. Show your work: code, projects, a portfolio.">
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
        label="Portfolio"
        placeholder="https://you.in"
        error={errors?.portfolio?.message}
        {...link}
        {...register('links.portfolio')}
      />
    </FormSection>
  );
}

export function PreferencesSection() {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <FormSection title="Preferences" description="Jobs for you puts these first.">
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
        label="Preferred work mode"
        options={WORK_MODE_OPTIONS}
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
