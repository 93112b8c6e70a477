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
    label: `${job.jobTitle}${job.companyName ? ` at ${job.companyName}` : ''}`,
  }));

  return (
    <form
      onSubmit={handleSubmit((body) =>
        fetcher.submit(body, { method: 'post', encType: 'application/json' }),
      )}
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-xl font-bold text-indigo-950">Tell your story</h2>
      <p className="text-sm text-slate-700">
        You were hired through Shuruaat. Your story helps the next student believe it can happen to
        them. We publish it with your first name and initial after our team reads it.
      </p>
      <Alert>{isSubmitting ? null : failure?.message}</Alert>
      <SelectField
        label="Which offer is it about?"
        options={options}
        error={errors.jobId?.message}
        {...register('jobId')}
      />
      <TextField
        label="Headline"
        placeholder="From a college in Nagpur to a paid React internship"
        error={errors.headline?.message}
        {...register('headline')}
      />
      <TextareaField
        label="Your story"
        rows={6}
        hint={`At least ${STORY_LIMITS.storyMin} characters: where you started, how you applied, what the work is like.`}
        error={errors.story?.message}
        {...register('story')}
      />
      <div>
        <CheckboxField
          label="I agree that Shuruaat may publish this story with my first name and last initial, the role and the company."
          {...register('consent')}
        />
        {errors.consent?.message ? (
          <p className="mt-1 text-sm font-medium text-red-800">{errors.consent.message}</p>
        ) : null}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send my story'}
      </Button>
    </form>
  );
}
