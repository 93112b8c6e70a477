import { z } from 'zod';
import { text } from './text';
import { EmailSchema, PasswordSchema } from './users';

/**
 * The bodies of the pages an emailed link opens (reset a password, verify an address). Apart
 * from mail.ts, whose job-alert schemas would otherwise load with the sign-in pages.
 */

export const PASSWORD_RESET_TTL_MINUTES = 30;

export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** The token an emailed link carries. */
export const EmailLinkTokenSchema = text()
  .trim()
  .min(20, 'This link is not valid')
  .max(200, 'This link is not valid');

export const ResetPasswordBodySchema = z.strictObject({
  token: EmailLinkTokenSchema,
  password: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const VerifyEmailBodySchema = z.strictObject({ token: EmailLinkTokenSchema });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;
