import { z } from 'zod';
import { text } from './text';

export const YEARS_OF_STUDY = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'postgraduate',
] as const;
export const YearOfStudySchema = z.enum(YEARS_OF_STUDY, { error: 'Choose your year of study' });
export type YearOfStudy = z.infer<typeof YearOfStudySchema>;
export const YEAR_OF_STUDY_LABELS: Record<YearOfStudy, string> = {
  first: '1st year',
  second: '2nd year',
  third: '3rd year',
  fourth: '4th year',
  fifth: '5th year',
  postgraduate: 'Postgraduate',
};

export const AMBASSADOR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AmbassadorStatusSchema = z.enum(AMBASSADOR_STATUSES);
export type AmbassadorStatus = z.infer<typeof AmbassadorStatusSchema>;

export const AMBASSADOR_LIMITS = { whyMin: 50, whyMax: 1500, socialLinksMax: 4 } as const;

const httpUrl = text()
  .trim()
  .max(300, 'Keep each link under 300 characters')
  .pipe(
    z.url({
      protocol: /^https?$/,
      error: 'Enter a full web address, like https://instagram.com/you',
    }),
  );

export const AmbassadorApplicationBodySchema = z.strictObject({
  college: text().trim().min(3, 'Enter your college name').max(150, 'Keep it under 150 characters'),
  city: text().trim().min(2, 'Enter your college’s city').max(60, 'Keep it under 60 characters'),
  yearOfStudy: YearOfStudySchema,
  why: text()
    .trim()
    .min(AMBASSADOR_LIMITS.whyMin, `Write at least ${AMBASSADOR_LIMITS.whyMin} characters`)
    .max(AMBASSADOR_LIMITS.whyMax, `Keep it under ${AMBASSADOR_LIMITS.whyMax} characters`),
  socialLinks: z
    .array(httpUrl)
    .max(AMBASSADOR_LIMITS.socialLinksMax, `Add at most ${AMBASSADOR_LIMITS.socialLinksMax} links`),
});
export type AmbassadorApplicationBody = z.infer<typeof AmbassadorApplicationBodySchema>;

export const AmbassadorApplicationSchema = z.object({
  _id: z.string(),
  college: z.string(),
  city: z.string(),
  yearOfStudy: YearOfStudySchema,
  why: z.string(),
  socialLinks: z.array(z.string()),
  status: AmbassadorStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AmbassadorApplication = z.infer<typeof AmbassadorApplicationSchema>;

export const MyAmbassadorApplicationResponseSchema = z.object({
  application: AmbassadorApplicationSchema.nullable(),
});

export const AdminAmbassadorApplicationSchema = AmbassadorApplicationSchema.extend({
  applicant: z.object({ _id: z.string(), displayName: z.string(), email: z.string() }),
  referrals: z.number().int(),
});
export type AdminAmbassadorApplication = z.infer<typeof AdminAmbassadorApplicationSchema>;

export const AmbassadorListQuerySchema = z.strictObject({
  status: AmbassadorStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: text().max(200).optional(),
});

export const AdminAmbassadorListResponseSchema = z.object({
  items: z.array(AdminAmbassadorApplicationSchema),
  nextCursor: z.string().nullable(),
});
export type AdminAmbassadorListResponse = z.infer<typeof AdminAmbassadorListResponseSchema>;

export const AmbassadorDecisionBodySchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { error: 'Choose approved or rejected' }),
});
export type AmbassadorDecisionBody = z.infer<typeof AmbassadorDecisionBodySchema>;

export const AmbassadorApplicationResponseSchema = z.object({
  application: AmbassadorApplicationSchema,
});

export const AMBASSADOR_MESSAGES = {
  submitted: 'Application received. We reply within 7 working days.',
  submit: 'Failed to submit your application',
  alreadyApplied: 'You have already applied to the campus ambassador program',
  fetch: 'Failed to fetch applications',
  decide: 'Failed to update the application',
  approved: 'Ambassador approved',
  rejected: 'Application rejected',
  notFound: 'Application not found',
} as const;
