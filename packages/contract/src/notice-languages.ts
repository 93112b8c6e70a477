import { z } from 'zod';

/**
 * The languages the privacy notice and terms are written in (the DPDP Rules let a notice be in
 * English or any of the 22 scheduled languages). Adding one is its texts and a version
 * (NOTICE_VERSIONS in privacy.ts). Kept apart from privacy.ts because the sign-up body, which the
 * first page's code holds, names the language: this module is all it takes along.
 */
export const NOTICE_LANGUAGES = ['en', 'hi'] as const;
export const NoticeLanguageSchema = z.enum(NOTICE_LANGUAGES, {
  error: `Notice language must be one of ${NOTICE_LANGUAGES.join(', ')}`,
});
export type NoticeLanguage = z.infer<typeof NoticeLanguageSchema>;
