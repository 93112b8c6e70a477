import { z } from 'zod';
import { JobKindSchema } from './job-options';
import { text } from './text';

export const STORY_STATUSES = ['pending', 'published', 'hidden'] as const;
export const StoryStatusSchema = z.enum(STORY_STATUSES);
export type StoryStatus = z.infer<typeof StoryStatusSchema>;

export const STORY_LIMITS = {
  headlineMin: 10,
  headlineMax: 120,
  storyMin: 100,
  storyMax: 3000,
} as const;

export const StoryBodySchema = z.strictObject({
  /** The job the candidate was hired for; the server checks the hired application is theirs. */
  jobId: text().max(64),
  headline: text()
    .trim()
    .min(
      STORY_LIMITS.headlineMin,
      `Write a headline of at least ${STORY_LIMITS.headlineMin} characters`,
    )
    .max(
      STORY_LIMITS.headlineMax,
      `Keep the headline under ${STORY_LIMITS.headlineMax} characters`,
    ),
  story: text()
    .trim()
    .min(STORY_LIMITS.storyMin, `Tell your story in at least ${STORY_LIMITS.storyMin} characters`)
    .max(STORY_LIMITS.storyMax, `Keep it under ${STORY_LIMITS.storyMax} characters`),
  consent: z.literal(true, { error: 'Tick the box to let Shuruaat publish your story' }),
});
export type StoryBody = z.infer<typeof StoryBodySchema>;

export const SuccessStorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  headline: z.string(),
  story: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  kind: JobKindSchema,
  publishedAt: z.string().nullable(),
});
export type SuccessStory = z.infer<typeof SuccessStorySchema>;

export const StoryListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(12),
  cursor: text().max(200).optional(),
});

export const SuccessStoriesResponseSchema = z.object({
  items: z.array(SuccessStorySchema),
  nextCursor: z.string().nullable(),
});
export type SuccessStoriesResponse = z.infer<typeof SuccessStoriesResponseSchema>;

export const MyStorySchema = SuccessStorySchema.extend({ status: StoryStatusSchema });
export const HiredJobSchema = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
});
export type HiredJob = z.infer<typeof HiredJobSchema>;

/** The candidate's own stories, and the hired applications they may still write about. */
export const MyStoriesResponseSchema = z.object({
  stories: z.array(MyStorySchema),
  hiredJobs: z.array(HiredJobSchema),
});
export type MyStoriesResponse = z.infer<typeof MyStoriesResponseSchema>;

export const AdminStorySchema = MyStorySchema.extend({ email: z.string(), createdAt: z.string() });
export type AdminStory = z.infer<typeof AdminStorySchema>;

export const AdminStoryListQuerySchema = StoryListQuerySchema.extend({
  status: StoryStatusSchema.optional(),
});
export const AdminStoriesResponseSchema = z.object({
  items: z.array(AdminStorySchema),
  nextCursor: z.string().nullable(),
});
export type AdminStoriesResponse = z.infer<typeof AdminStoriesResponseSchema>;

export const StoryDecisionBodySchema = z.strictObject({
  status: z.enum(['published', 'hidden'], { error: 'Choose published or hidden' }),
});
export type StoryDecisionBody = z.infer<typeof StoryDecisionBodySchema>;
export const AdminStoryResponseSchema = z.object({ story: AdminStorySchema });
export const MyStoryResponseSchema = z.object({ story: MyStorySchema });

export const STORY_MESSAGES = {
  fetch: 'Failed to fetch success stories',
  submit: 'Failed to send your story',
  submitted: 'Thank you! Your story will appear once our team has reviewed it.',
  notHired: 'Only a candidate hired through Shuruaat for this job can tell its story',
  alreadyTold: 'You have already sent a story for this job',
  decide: 'Failed to update the story',
  notFound: 'Story not found',
} as const;
