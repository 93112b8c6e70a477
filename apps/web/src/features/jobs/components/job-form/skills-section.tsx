import { JOB_LIMITS, PERK_LABELS, PERKS } from '@shuruaat/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import type { JobFormValues, SectionProps } from './form-types';
import { TagInput } from '@/components/ui/tag-input';

export function SkillsSection({ issueOf }: SectionProps) {
  const { register, control, watch } = useFormContext<JobFormValues>();
  const kind = watch('kind');
  return (
    <FormSection title="Skills and perks">
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <TagInput
            label="Skills"
            value={field.value}
            max={JOB_LIMITS.skills}
            noun="a skill"
            onChange={field.onChange}
            error={issueOf('skills')}
          />
        )}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Perks</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PERKS.map((perk) => (
            <CheckboxField
              key={perk}
              label={PERK_LABELS[perk]}
              value={perk}
              {...register('perks')}
            />
          ))}
        </div>
      </fieldset>
      {kind === 'internship' ? (
        <CheckboxField
          label="Pre-placement offer (PPO)"
          hint="Interns who do well may be offered a job."
          {...register('ppo')}
        />
      ) : null}
    </FormSection>
  );
}
