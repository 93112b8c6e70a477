import { zodResolver } from '@hookform/resolvers/zod';
import {
  STORY_LIMITS,
  STORY_MESSAGES,
  StoryBodySchema,
  type HiredJob,
  type StoryBody,
} from '@shuruaat/contract';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { submitStory } from '../slice';

type FormValues = z.input<typeof StoryBodySchema>;
const FIELDS = ['jobId', 'headline', 'story', 'consent'] as const;

/** For a candidate hired through Shuruaat: their story, sent for review with consent. */
export function StoryForm({ hiredJobs }: { hiredJobs: HiredJob[] }) {
  const dispatch = useAppDispatch();
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
  const { errors, isSubmitting } = formState;
  const options = hiredJobs.map((job) => ({
    value: job.jobId,
    label: `${job.jobTitle}${job.companyName ? ` at ${job.companyName}` : ''}`,
  }));

  const submit = handleSubmit(async (body) => {
    const result = await dispatch(submitStory(body));
    if (submitStory.fulfilled.match(result)) {
      toast.success(STORY_MESSAGES.submitted);
      reset();
      return;
    }
    setError('root', { message: result.payload?.message ?? STORY_MESSAGES.submit });
    for (const detail of result.payload?.details ?? []) {
      const field = FIELDS.find((name) => name === detail.path);
      if (field) setError(field as Path<FormValues>, { message: detail.message });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-xl font-bold text-indigo-950">Tell your story</h2>
      <p className="text-sm text-slate-700">
        You were hired through Shuruaat. Your story helps the next student believe it can happen to
        them. We publish it with your first name and initial after our team reads it.
      </p>
      <Alert>{errors.root?.message}</Alert>
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
