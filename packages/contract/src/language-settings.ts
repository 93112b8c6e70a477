import { z } from 'zod';
import { LANGUAGES } from './languages';

export const LanguageSchema = z.enum(LANGUAGES);

/** `PUT /api/users/language`: the signed-in account's interface language (emails follow it). */
export const UpdateLanguageBodySchema = z.object({ language: LanguageSchema }).strict();
export type UpdateLanguageBody = z.infer<typeof UpdateLanguageBodySchema>;
export const LanguageResponseSchema = z.object({ language: LanguageSchema });
export type LanguageResponse = z.infer<typeof LanguageResponseSchema>;
