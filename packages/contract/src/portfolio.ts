import { z } from 'zod';
import { emptyOr } from './optional-text';
import { text } from './text';

export const PORTFOLIO_LIMITS = {
  projectsMax: 30,
  skillsMax: 12,
  summaryMin: 20,
  summaryMax: 2000,
} as const;

/** Handles are the public address, /portfolio/{handle}: lower case, digits and inner hyphens. */
export const PortfolioHandleSchema = text()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/,
    'Use 3 to 40 lower-case letters, digits or hyphens, starting and ending with a letter or digit',
  );

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MonthSchema = text().regex(MONTH, 'Choose a month');

/** Links to code or a demo must be web addresses: javascript: or data: links are refused. */
const projectUrl = emptyOr(
  z.url({ protocol: /^https?$/ }).max(300),
  'Enter a full web address starting with http:// or https://',
);

export const ProjectBodySchema = z
  .strictObject({
    title: text()
      .trim()
      .min(3, 'Give the project a title')
      .max(100, 'Keep the title under 100 characters'),
    summary: text()
      .trim()
      .min(
        PORTFOLIO_LIMITS.summaryMin,
        `Describe what you built in at least ${PORTFOLIO_LIMITS.summaryMin} characters`,
      )
      .max(PORTFOLIO_LIMITS.summaryMax, `Keep it under ${PORTFOLIO_LIMITS.summaryMax} characters`),
    role: text().trim().min(2, 'Say what your role was').max(100, 'Keep it under 100 characters'),
    skills: z
      .array(text().trim().min(1).max(40, 'Keep each skill under 40 characters'))
      .max(PORTFOLIO_LIMITS.skillsMax, `Add at most ${PORTFOLIO_LIMITS.skillsMax} skills`),
    codeUrl: projectUrl,
    demoUrl: projectUrl,
    startMonth: MonthSchema,
    /** Empty while the project is ongoing. */
    endMonth: emptyOr(MonthSchema, 'Choose a month'),
  })
  .refine((body) => body.endMonth === '' || body.endMonth >= body.startMonth, {
    path: ['endMonth'],
    message: 'The end month cannot be before the start month',
  });
export type ProjectBody = z.infer<typeof ProjectBodySchema>;
export type ProjectInput = z.input<typeof ProjectBodySchema>;

export const ProjectSchema = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  role: z.string(),
  skills: z.array(z.string()),
  codeUrl: z.string(),
  demoUrl: z.string(),
  startMonth: z.string(),
  endMonth: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const PortfolioSettingsBodySchema = z.strictObject({
  handle: PortfolioHandleSchema,
  headline: text().trim().max(140, 'Keep the headline under 140 characters'),
  isPublished: z.boolean(),
});
export type PortfolioSettingsBody = z.infer<typeof PortfolioSettingsBodySchema>;

export const PortfolioSettingsSchema = z.object({
  handle: z.string().nullable(),
  headline: z.string(),
  isPublished: z.boolean(),
});
export type PortfolioSettings = z.infer<typeof PortfolioSettingsSchema>;

export const MyPortfolioResponseSchema = z.object({
  settings: PortfolioSettingsSchema,
  projects: z.array(ProjectSchema),
});
export type MyPortfolioResponse = z.infer<typeof MyPortfolioResponseSchema>;

export const ProjectResponseSchema = z.object({ project: ProjectSchema });
export const PortfolioSettingsResponseSchema = z.object({ settings: PortfolioSettingsSchema });

export const PublicPortfolioSchema = z.object({
  handle: z.string(),
  displayName: z.string(),
  headline: z.string(),
  projects: z.array(ProjectSchema),
});
export type PublicPortfolio = z.infer<typeof PublicPortfolioSchema>;
export const PublicPortfolioResponseSchema = z.object({ portfolio: PublicPortfolioSchema });

export const portfolioPath = (handle: string) => `/portfolio/${handle}`;

export const PORTFOLIO_MESSAGES = {
  fetch: 'Failed to fetch your portfolio',
  save: 'Failed to save the project',
  saved: 'Project saved',
  deleted: 'Project deleted',
  delete: 'Failed to delete the project',
  settingsSaved: 'Portfolio settings saved',
  settings: 'Failed to save portfolio settings',
  handleTaken: 'This handle is taken. Try another.',
  tooMany: `A portfolio holds at most ${PORTFOLIO_LIMITS.projectsMax} projects`,
  notFound: 'Portfolio not found',
  projectNotFound: 'Project not found',
  needsProject: 'Add at least one project before publishing',
} as const;
