import type { Failure } from '@/lib/failure';

/** Posting refuses while the company profile is incomplete; those details name profile fields. */
export const isProfileGap = (failure: Failure | undefined) =>
  Boolean(failure?.details.some((detail) => detail.path.startsWith('profile.')));
