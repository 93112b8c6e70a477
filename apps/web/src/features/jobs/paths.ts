export const JOBS_PATH = '/jobs';

export const jobPath = (slug: string) => `/jobs/${encodeURIComponent(slug)}`;

/** The apply flow is its own screen (spec route /applyjob/{id}). */
export const applyPath = (jobId: string) => `/applyjob/${encodeURIComponent(jobId)}`;

/** Router state on links from a result list, so the job page can offer "Back to results". */
export const FROM_SEARCH = { fromSearch: true } as const;
export const isFromSearch = (state: unknown) =>
  typeof state === 'object' && state !== null && 'fromSearch' in state;
