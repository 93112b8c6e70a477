import { CATEGORIES, JOB_KINDS } from '@shuruaat/contract';
import { useFormContext } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { kindChanges } from '../../job-form-values';
import { categoryLabel } from '@/job-search/option-labels';
import { useT, type Translate } from '@/lib/i18n/translate';
import type { JobFormValues, SectionProps } from './form-types';

const categoryOptions = (t: Translate) => [
  { value: '', label: t('jobs.form.chooseCategory') },
  ...CATEGORIES.map((category) => ({ value: category, label: categoryLabel(t, category) })),
];

export function BasicsSection({ issueOf }: SectionProps) {
  const t = useT();
  const { register, setValue, watch } = useFormContext<JobFormValues>();
  const description = watch('description') ?? '';
  const kindField = register('kind', {
    onChange: (event: { target: { value: 'internship' | 'job' } }) => {
      const changes = kindChanges(event.target.value);
      setValue('stipend', changes.stipend);
      setValue('ctc', changes.ctc);
      setValue('durationMonths', changes.durationMonths);
      setValue('ppo', changes.ppo);
    },
  });
  return (
    <FormSection title={t('jobs.form.basics')}>
      <div
        role="radiogroup"
        aria-label={t('jobs.form.kindOfListing')}
        className="grid gap-3 sm:grid-cols-2"
      >
        {JOB_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-indigo-800 has-checked:bg-indigo-50"
          >
            <input type="radio" value={kind} className="mt-1 accent-indigo-800" {...kindField} />
            <span>
              <span className="block font-semibold text-slate-900">
                {t(`jobs.form.kind.${kind}`)}
              </span>
              <span className="block text-sm text-slate-600">
                {t(`jobs.form.kindHint.${kind}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      <TextField
        label={t('jobs.form.title')}
        placeholder={t('jobs.form.titlePlaceholder')}
        error={issueOf('title')}
        {...register('title')}
      />
      <SelectField
        label={t('jobs.form.category')}
        options={categoryOptions(t)}
        error={issueOf('category')}
        {...register('category')}
      />
      <TextareaField
        label={t('jobs.form.description')}
        rows={8}
        hint={t('jobs.form.descriptionHint')}
        aside={
          <span className="text-sm text-slate-600">
            {t('jobs.form.characters', { count: description.length })}
          </span>
        }
        error={issueOf('description')}
        {...register('description')}
      />
    </FormSection>
  );
}
