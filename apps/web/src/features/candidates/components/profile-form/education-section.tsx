import { CANDIDATE_LIMITS } from '@shuruaat/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { TagInput } from '@/components/ui/tag-input';
import { yearFromInput, type ProfileFormValues } from './form-values';
import { listIssue } from './issue';

export function EducationSection() {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <FormSection title="Education">
      <TextField
        label="College"
        autoComplete="organization"
        error={errors.college?.message}
        {...register('college')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Degree"
          placeholder="B.Tech Computer Science"
          error={errors.degree?.message}
          {...register('degree')}
        />
        <TextField
          label="Graduation year"
          type="number"
          inputMode="numeric"
          placeholder="2027"
          hint="The year you finish, or finished."
          error={errors.graduationYear?.message}
          {...register('graduationYear', { setValueAs: yearFromInput })}
        />
      </div>
    </FormSection>
  );
}

export function SkillsSection() {
  const { control, formState } = useFormContext<ProfileFormValues>();
  return (
    <FormSection
      title="Skills"
      description="List what you can do: tools, languages, subjects. Jobs for you are matched on these."
    >
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <TagInput
            label="Skills"
            noun="a skill"
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
