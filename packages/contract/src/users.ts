import { z } from 'zod';
import { NoticeLanguageSchema } from './notice-languages';
import { IsoDateSchema } from './dates';
import { ReferralCodeSchema } from './referral-code';
import { RoleSchema, SignupRoleSchema } from './roles';
import { text } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;

export const EmailSchema = text()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const PASSWORD_MESSAGES = {
  /** Said by the server, which holds the list of common and breached passwords. */
  common:
    'This password is one of the most common, so it is among the first anyone guessing would try. Choose another: a few unrelated words make a strong one.',
} as const;

export const PasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const UserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: RoleSchema,
  isProfileUpdated: z.boolean(),
  /** Whether the account's email address has been confirmed through an emailed link. */
  emailVerified: z.boolean(),
  profile: z.object({
    displayName: z.string(),
    photos: z.array(z.object({ value: z.string() })),
  }),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const RegisterBodySchema = z.strictObject({
  name: text()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  email: EmailSchema,
  password: PasswordSchema,
  role: SignupRoleSchema,
  /** From a share link (/signup?ref=CODE); an unknown code signs up without a referrer. */
  referralCode: ReferralCodeSchema.optional(),
  /** Agreement to the current privacy notice and terms; without it the next sign-in asks. */
  privacyConsent: z.literal(true).optional(),
  /** The language of the notice and terms agreed to (English when left out). */
  noticeLanguage: NoticeLanguageSchema.optional(),
  /** Candidates: the date of birth, or `under18` alone; a minor also gives `guardianEmail`. */
  dateOfBirth: IsoDateSchema.optional(),
  under18: z.literal(true).optional(),
  guardianEmail: EmailSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  // Length is not checked here: a login must not reveal the password rules it fails.
  password: text().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AuthResponseSchema = z.object({
  user: UserSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;
