import { zodResolver } from '@hookform/resolvers/zod';
import { APPLICATION_LIMITS, type Job, type ResumeRef } from '@shuruaat/contract';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DraftNotice, LeaveWarning } from '@/components/ui/leave-warning';
import { FormSection } from '@/components/ui/form-section';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import type { Failure } from '@/lib/failure';
import type { UploadProgress } from '@/lib/http';
import { numberText } from '@/lib/format';
import {
  applyFormSchema,
  emptyApplyForm,
  formFieldOf,
  toApplyBody,
  type ApplyFormOutput,
  type ApplyFormValues,
} from './apply-form-schema';
import { availabilityQuestions } from './availability';
import { AvailabilityField } from './availability-field';
import { ResumeChoice } from './resume-choice';
import { useAnswer } from '@/lib/use-answer';
import { useFormDraft } from '@/lib/use-form-draft';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { useT } from '@/lib/i18n/translate';

type ApplyFormProps = {
  job: Job;
  resume: ResumeRef | null;
  isSubmitting: boolean;
  /** Resolves once the server has answered (and the page has moved on when it accepted). */
  onSubmit: (body: ReturnType<typeof toApplyBody>) => Promise<void>;
  /** The last submission's refusal: said above the button, its field errors beside their fields. */
  failure: Failure | undefined;
  onOpenResume: (resume: ResumeRef) => void;
  onUpload: (file: File, onProgress: UploadProgress) => Promise<string | null>;
  /** Where this job's draft is kept on this device; the page removes it once sent. */
  draftKey: string | null;
};

export function ApplyForm(props: ApplyFormProps) {
  const t = useT();
  const { job, resume, isSubmitting, failure, draftKey, ...actions } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [schema] = useState(() => applyFormSchema(job));
  const [defaultValues] = useState(() => emptyApplyForm(job));
  const form = useForm<ApplyFormValues, unknown, ApplyFormOutput>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { register, handleSubmit, control, formState, setError } = form;
  const { errors } = formState;
  // Files never go in the draft: the resume is uploaded on its own, not a form value.
  const draft = useFormDraft({ form, storageKey: draftKey, defaultValues, schema });
  const leave = useLeaveWarning(formState.isDirty);
  const coverLetter = useWatch({ control, name: 'coverLetter' }) ?? '';

  useAnswer(failure, (refusal) => {
    setProblem(refusal.message);
    for (const detail of refusal.details) {
      const field = formFieldOf(job, detail.path);
      if (field) setError(field as Path<ApplyFormValues>, { message: detail.message });
    }
  });

  const submit = handleSubmit(async (values) => {
    if (!resume) return setProblem(t('applications.form.needResume'));
    setProblem(null);
    // Once sent, the page opens My applications: that is not leaving a change behind.
    await leave.whileSaving(() => actions.onSubmit(toApplyBody(job, values)));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      {draft.restoredAt ? (
        <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} />
      ) : null}
      <FormSection
        title={t('applications.form.availability')}
        description={t('applications.form.availabilityHelp')}
      >
        {availabilityQuestions(job).map((question) => (
          <AvailabilityField
            key={question.key}
            question={question}
            registration={register(`availability.${question.key}`)}
            error={errors.availability?.[question.key]?.message}
          />
        ))}
      </FormSection>
      <FormSection title={t('applications.form.coverLetter')}>
        <TextareaField
          label={t('applications.form.coverLetterLabel')}
          rows={7}
          hint={`At least ${APPLICATION_LIMITS.coverLetterMin} characters: what you have done that fits, and what you want to learn.`}
          error={errors.coverLetter?.message}
          aside={
            <span className="text-sm text-slate-600">
              {numberText(coverLetter.trim().length)} /{' '}
              {numberText(APPLICATION_LIMITS.coverLetterMax)}
            </span>
          }
          {...register('coverLetter')}
        />
      </FormSection>
      {job.questions.length > 0 ? (
        <FormSection title={`Questions from ${job.company.name}`}>
          {job.questions.map((question, index) => (
            <TextareaField
              key={question._id}
              label={question.required ? question.question : `${question.question} (optional)`}
              rows={3}
              className="[&_textarea]:min-h-24"
              error={errors.answers?.[index]?.message}
              {...register(`answers.${index}`)}
            />
          ))}
        </FormSection>
      ) : null}
      <FormSection title={t('applications.form.resume')}>
        <ResumeChoice resume={resume} onOpen={actions.onOpenResume} onUpload={actions.onUpload} />
      </FormSection>
      <FormSection title={t('applications.form.portfolio')}>
        <CheckboxField
          label={t('applications.form.portfolioLabel')}
          hint={t('applications.form.portfolioHint')}
          {...register('includePortfolio')}
        />
        {errors.includePortfolio?.message ? (
          <p className="text-sm font-medium text-red-800">{errors.includePortfolio.message}</p>
        ) : null}
      </FormSection>
      <p className="text-sm text-slate-700">
        By applying you share your phone number and email with {job.company.name}, so they can call
        or write to you about this application. No one else sees them.
      </p>
      <Alert>{problem}</Alert>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-5 text-indigo-950" /> : null}
        {isSubmitting ? t('applications.form.submitting') : t('applications.form.submit')}
      </Button>
      <LeaveWarning blocker={leave.blocker} isDraftKept={draftKey !== null} />
    </form>
  );
}
