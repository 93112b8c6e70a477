import { countOf, CATEGORIES, CATEGORY_LABELS, JOB_KINDS } from '@shuruaat/contract';
import { useFormContext } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { kindChanges } from '../../job-form-values';
import { KIND_LABELS } from '@/lib/job-format';
import type { JobFormValues, SectionProps } from './form-types';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category' },
  ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

const KIND_HINTS = {
  internship: 'Monthly stipend, fixed duration',
  job: 'Full-time role with a yearly CTC',
} as const;

export function BasicsSection({ issueOf }: SectionProps) {
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
    <FormSection title="Basics">
      <div role="radiogroup" aria-label="Kind of listing" className="grid gap-3 sm:grid-cols-2">
        {JOB_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-indigo-800 has-checked:bg-indigo-50"
          >
            <input type="radio" value={kind} className="mt-1 accent-indigo-800" {...kindField} />
            <span>
              <span className="block font-semibold text-slate-900">{KIND_LABELS[kind]}</span>
              <span className="block text-sm text-slate-600">{KIND_HINTS[kind]}</span>
            </span>
          </label>
        ))}
      </div>
      <TextField
        label="Title"
        placeholder="e.g. Frontend developer intern"
        error={issueOf('title')}
        {...register('title')}
      />
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        error={issueOf('category')}
        {...register('category')}
      />
      <TextareaField
        label="Description"
        rows={8}
        hint="What they will do and learn, who you are looking for. Markdown works."
        aside={
          <span className="text-sm text-slate-600">{countOf(description.length, 'character')}</span>
        }
        error={issueOf('description')}
        {...register('description')}
      />
    </FormSection>
  );
}
