import { zodResolver } from '@hookform/resolvers/zod';
import { STORY_LIMITS, StoryBodySchema, type HiredJob, type StoryBody } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldIn, placeFieldErrors } from '@/lib/form-failure';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import type { successStoriesPageAction } from '../loaders';

type FormValues = z.input<typeof StoryBodySchema>;
const fieldOf = fieldIn<FormValues>(['jobId', 'headline', 'story', 'consent']);

/** The form's fetcher, named so the page can toast a story sent (the form may go with it). */
export const STORY_FETCHER = 'success-story';

/**
 * For a candidate hired through Shuruaat: their story, sent for review with consent through the
 * /success-stories route's action. A refusal is said above the form and on each field it names.
 */
export function StoryForm({ hiredJobs }: { hiredJobs: HiredJob[] }) {
  const t = useT();
  const fetcher = useFetcher<typeof successStoriesPageAction>({ key: STORY_FETCHER });
  const { register, handleSubmit, formState, setError, reset } = useForm<
    FormValues,
    unknown,
    StoryBody
  >({
    resolver: zodResolver(StoryBodySchema),
    defaultValues: {
      jobId: hiredJobs[0]?.jobId ?? '',
      headline: '',
      story: '',
      consent: false as never,
    },
  });
  const { errors } = formState;
  const isSubmitting = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const failure = answer && !answer.ok ? answer.failure : undefined;
  useEffect(() => {
    if (answer?.ok) reset();
    placeFieldErrors(failure, setError, fieldOf);
  }, [answer, failure, reset, setError]);
  const options = hiredJobs.map((job) => ({
    value: job.jobId,
    label: job.companyName
      ? t('stories.form.jobAt', { title: job.jobTitle, company: job.companyName })
      : job.jobTitle,
  }));

  return (
    <form
      onSubmit={handleSubmit((body) =>
        fetcher.submit(body, { method: 'post', encType: 'application/json' }),
      )}
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-xl font-bold text-indigo-950">{t('stories.form.heading')}</h2>
      <p className="text-sm text-slate-700">{t('stories.form.lead')}</p>
      <Alert>{isSubmitting || !failure ? null : localizeServerMessage(failure.message)}</Alert>
      <SelectField
        label={t('stories.form.job')}
        options={options}
        error={errors.jobId?.message}
        {...register('jobId')}
      />
      <TextField
        label={t('stories.form.headline')}
        placeholder={t('stories.form.headlinePlaceholder')}
        error={errors.headline?.message}
        {...register('headline')}
      />
      <TextareaField
        label={t('stories.form.story')}
        rows={6}
        hint={t('stories.form.storyHint', { min: STORY_LIMITS.storyMin })}
        error={errors.story?.message}
        {...register('story')}
      />
      <div>
        <CheckboxField label={t('stories.form.consent')} {...register('consent')} />
        {errors.consent?.message ? (
          <p className="mt-1 text-sm font-medium text-red-800">
            {localizeServerMessage(errors.consent.message)}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {t(isSubmitting ? 'stories.form.sending' : 'stories.form.submit')}
      </Button>
    </form>
  );
}
