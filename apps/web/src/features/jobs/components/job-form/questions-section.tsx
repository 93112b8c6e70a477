import { JOB_LIMITS } from '@shuruaat/contract';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import type { JobFormValues, SectionProps } from './form-types';

export function QuestionsSection({ issueOf }: SectionProps) {
  const t = useT();
  const { register, control } = useFormContext<JobFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  const isFull = fields.length >= JOB_LIMITS.questions;
  return (
    <FormSection
      title={t('jobs.form.questions')}
      description={t('jobs.form.questionsHint', { max: JOB_LIMITS.questions })}
    >
      {fields.map((field, index) => (
        <div key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <TextField
            label={t('jobs.form.question', { number: index + 1 })}
            error={issueOf(`questions.${index}.question`)}
            {...register(`questions.${index}.question`)}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CheckboxField
              label={t('jobs.form.answerRequired')}
              {...register(`questions.${index}.required`)}
            />
            <Button variant="ghost" size="sm" onClick={() => remove(index)}>
              {t('jobs.form.removeQuestion', { number: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="outline"
        disabled={isFull}
        onClick={() => append({ question: '', required: true }, { shouldFocus: true })}
      >
        {t('jobs.form.addQuestion')}
      </Button>
      {isFull ? (
        <p className="text-sm text-slate-600">
          {t('jobs.form.questionsFull', { max: JOB_LIMITS.questions })}
        </p>
      ) : null}
      {issueOf('questions') ? (
        <p className="text-sm font-medium text-red-700">
          {localizeServerMessage(issueOf('questions') ?? '')}
        </p>
      ) : null}
    </FormSection>
  );
}
