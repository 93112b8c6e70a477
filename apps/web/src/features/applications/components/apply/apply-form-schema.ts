import { APPLICATION_LIMITS, ApplyBodySchema, type ApplyBody, type Job } from '@shuruaat/contract';
import { z } from 'zod';
import type { AvailabilityKey } from './availability';

const choice = z.enum(['yes', 'no'], { error: 'Choose one' });

/** The apply form's rules for one job: its questions decide which answers are required. */
export function applyFormSchema(job: Job) {
  return z.object({
    availability: z.object({
      startDate: choice,
      // Asked only when the job sets a duration (see availabilityQuestions).
      duration: job.durationMonths ? choice : choice.optional(),
      location: choice,
      schedule: choice,
    }),
    coverLetter: ApplyBodySchema.shape.coverLetter,
    includePortfolio: z.boolean(),
    answers: z
      .array(
        z
          .string()
          .trim()
          .max(
            APPLICATION_LIMITS.answerMax,
            `Keep each answer under ${APPLICATION_LIMITS.answerMax} characters`,
          ),
      )
      .superRefine((answers, ctx) => {
        job.questions.forEach((question, index) => {
          if (question.required && !answers[index]) {
            ctx.addIssue({
              code: 'custom',
              path: [index],
              message: 'Answer this question to apply',
            });
          }
        });
      }),
  });
}

export type ApplyFormValues = z.input<ReturnType<typeof applyFormSchema>>;
export type ApplyFormOutput = z.output<ReturnType<typeof applyFormSchema>>;

export const emptyApplyForm = (job: Job): ApplyFormValues => ({
  availability: {} as ApplyFormValues['availability'],
  coverLetter: '',
  includePortfolio: false,
  answers: job.questions.map(() => ''),
});

/** The request body, less the candidate's id, which the thunk adds from the session. */
export function toApplyBody(job: Job, values: ApplyFormOutput): Omit<ApplyBody, 'candidateId'> {
  const can = (key: AvailabilityKey) => (values.availability[key] ?? 'yes') === 'yes';
  return {
    answers: job.questions.map((question, index) => ({
      questionId: question._id,
      answer: values.answers[index] ?? '',
    })),
    coverLetter: values.coverLetter,
    availability: {
      startDate: can('startDate'),
      duration: can('duration'),
      location: can('location'),
      schedule: can('schedule'),
    },
    // Sent only when ticked: the portfolio is opt-in for each application.
    ...(values.includePortfolio ? { includePortfolio: true } : {}),
  };
}

/**
 * Where a server error belongs in the form: it names answers by question id, the form by
 * position. Returns null for problems that are not a field's (the resume, the profile).
 */
export function formFieldOf(job: Job, path: string): string | null {
  const answer = /^answers\.(.+)$/.exec(path);
  if (answer) {
    const index = job.questions.findIndex((question) => question._id === answer[1]);
    return index >= 0 ? `answers.${index}` : null;
  }
  if (path === 'coverLetter' || path === 'includePortfolio' || path.startsWith('availability.')) {
    return path;
  }
  return null;
}
