import { z } from 'zod';
import { emptyOr } from './optional-text';
import { text } from './text';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const CompanySizeSchema = z.enum(COMPANY_SIZES);

/** The fields a company must fill before it may post (they are what a student judges it by). */
export const REQUIRED_FOR_POSTING = ['companyName', 'about', 'industry', 'city'] as const;
export type RequiredForPosting = (typeof REQUIRED_FOR_POSTING)[number];

export const PROFILE_FIELD_LABELS: Record<RequiredForPosting, string> = {
  companyName: 'company name',
  about: 'about the company',
  industry: 'industry',
  city: 'city',
};

const optionalText = (max: number, message: string) => text().trim().max(max, message).optional();

const PHONE = /^(\+91[\s-]?)?[0-9][0-9\s-]{7,13}[0-9]$/;

export const UpdateEmployerProfileBodySchema = z.strictObject({
  companyName: optionalText(120, 'Company name must be at most 120 characters'),
  website: emptyOr(
    z.url({ protocol: /^https?$/ }),
    'Enter a full web address, like https://example.in',
  ).optional(),
  about: optionalText(5000, 'Keep “about” under 5,000 characters'),
  industry: optionalText(80, 'Industry must be at most 80 characters'),
  companySize: z.union([z.literal(''), CompanySizeSchema]).optional(),
  city: optionalText(80, 'City must be at most 80 characters'),
  contactName: optionalText(80, 'Contact name must be at most 80 characters'),
  contactEmail: emptyOr(z.email(), 'Enter a valid email address')
    .transform((email) => email.toLowerCase())
    .optional(),
  contactPhone: emptyOr(
    text().regex(PHONE),
    'Enter a phone number, like +91 98765 43210',
  ).optional(),
});
export type UpdateEmployerProfileBody = z.infer<typeof UpdateEmployerProfileBodySchema>;

export const EmployerProfileSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  website: z.string(),
  about: z.string(),
  industry: z.string(),
  companySize: z.union([z.literal(''), CompanySizeSchema]),
  city: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
  isProfileUpdated: z.boolean(),
  /** Granted by an admin: may search the resume database of opted-in candidates. */
  resumeAccess: z.boolean(),
  /** Required fields still empty; posting is refused until this is empty. */
  missingForPosting: z.array(z.enum(REQUIRED_FOR_POSTING)),
});
export type EmployerProfile = z.infer<typeof EmployerProfileSchema>;

export const EmployerProfileResponseSchema = z.object({ profile: EmployerProfileSchema });
export type EmployerProfileResponse = z.infer<typeof EmployerProfileResponseSchema>;

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
