/**
 * What applying answers when it cannot go ahead (the candidate's path, issue 26). Written here
 * rather than in the server so that each has a key in `locales/` and the web can show it in the
 * reader's language; the API's `message` stays this English text.
 */
export const APPLY_MESSAGES = {
  alreadyApplied: 'You have already applied to this job. See it under My applications.',
  closed: 'This job is no longer accepting applications.',
  onlyYourself: 'You can only apply for yourself.',
  jobNotFound: 'Job not found',
  /** `{missing}`: the profile fields still empty, in English ("phone, college"). */
  profileFirst: (missing: string) =>
    `Complete your profile before applying. Still missing: ${missing}.`,
  resumeFirst: 'Upload your resume before applying.',
  requiredBeforeApplying: 'Required before applying',
} as const;
