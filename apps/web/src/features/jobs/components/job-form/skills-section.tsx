import { JOB_LIMITS, PERKS } from '@shuruaat/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import type { JobFormValues, SectionProps } from './form-types';
import { TagInput } from '@/components/ui/tag-input';
import { useT } from '@/lib/i18n/translate';
import { PERK_WORDS } from '../job-details';

export function SkillsSection({ issueOf }: SectionProps) {
  const t = useT();
  const { register, control, watch } = useFormContext<JobFormValues>();
  const kind = watch('kind');
  return (
    <FormSection title={t('jobs.form.skillsAndPerks')}>
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <TagInput
            label={t('jobs.form.skills')}
            value={field.value}
            max={JOB_LIMITS.skills}
            noun={t('jobs.form.aSkill')}
            onChange={field.onChange}
            error={issueOf('skills')}
          />
        )}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {t('jobs.form.perks')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PERKS.map((perk) => (
            <CheckboxField
              key={perk}
              label={t(PERK_WORDS[perk])}
              value={perk}
              {...register('perks')}
            />
          ))}
        </div>
      </fieldset>
      {kind === 'internship' ? (
        <CheckboxField
          label={t('jobs.form.ppo')}
          hint={t('jobs.form.ppoHint')}
          {...register('ppo')}
        />
      ) : null}
    </FormSection>
  );
}
