import { z } from 'zod';

export const JOB_KINDS = ['internship', 'job'] as const;
export const JobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof JobKindSchema>;

export const WORK_MODES = ['office', 'remote', 'hybrid'] as const;
export const WorkModeSchema = z.enum(WORK_MODES);
export type WorkMode = z.infer<typeof WorkModeSchema>;
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  office: 'In office',
  remote: 'Work from home',
  hybrid: 'Hybrid',
};

export const JOB_STATUSES = ['draft', 'active', 'paused', 'closed'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES, {
  error: 'Status must be one of draft, active, paused or closed',
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const PERKS = [
  'certificate',
  'letter-of-recommendation',
  'flexible-hours',
  'five-days-a-week',
  'informal-dress-code',
  'free-snacks',
  'job-offer',
] as const;
export const PerkSchema = z.enum(PERKS, { error: 'Choose perks from the list' });
export type Perk = z.infer<typeof PerkSchema>;
export const PERK_LABELS: Record<Perk, string> = {
  certificate: 'Certificate',
  'letter-of-recommendation': 'Letter of recommendation',
  'flexible-hours': 'Flexible work hours',
  'five-days-a-week': '5 days a week',
  'informal-dress-code': 'Informal dress code',
  'free-snacks': 'Free snacks & beverages',
  'job-offer': 'Job offer',
};

export const CATEGORIES = [
  'web-development',
  'software-development',
  'mobile-development',
  'data-science',
  'marketing',
  'design',
  'content-writing',
  'finance',
  'sales',
  'hr',
  'operations',
  'teaching',
  'customer-support',
  'engineering',
] as const;
export const CategorySchema = z.enum(CATEGORIES, { error: 'Choose a category from the list' });
export type Category = z.infer<typeof CategorySchema>;
export const CATEGORY_LABELS: Record<Category, string> = {
  'web-development': 'Web development',
  'software-development': 'Software development',
  'mobile-development': 'Mobile app development',
  'data-science': 'Data science',
  marketing: 'Marketing',
  design: 'Design',
  'content-writing': 'Content writing',
  finance: 'Finance & accounts',
  sales: 'Sales',
  hr: 'Human resources (HR)',
  operations: 'Operations',
  teaching: 'Teaching',
  'customer-support': 'Customer support',
  engineering: 'Engineering (core)',
};

/** Pay bounds that catch the lakh/thousand and month/year mix-ups before students see them. */
export const PAY_LIMITS = {
  stipendMin: 1_000,
  stipendMax: 200_000,
  ctcMin: 100_000,
  ctcMax: 10_000_000,
} as const;

export const JOB_LIMITS = {
  skills: 20,
  cities: 10,
  questions: 5,
  openingsMax: 1000,
  durationMonthsMax: 24,
  applyByMaxDays: 90,
} as const;
