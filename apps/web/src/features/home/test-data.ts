import type { Job, JobSearchResponse, SearchFacets } from '@shuruaat/contract';
import { vi } from 'vitest';

export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job_1',
    slug: 'frontend-intern-kirana-cloud-1a2b',
    kind: 'internship',
    title: 'Frontend developer intern',
    description: 'Build the screens shopkeepers use every day, with React and TypeScript.',
    category: 'web-development',
    skills: ['React'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    startDate: null,
    durationMonths: 3,
    stipend: { min: 10000, max: 15000 },
    ctc: null,
    ppo: false,
    perks: [],
    questions: [],
    applyBy: '2030-01-31',
    status: 'active',
    company: { _id: 'c_1', name: 'Kirana Cloud', logoUrl: null, verified: false },
    isAcceptingApplications: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildSearchResponse(
  items: Job[],
  facets: Partial<SearchFacets> | null = null,
): JobSearchResponse {
  const allFacets = facets && {
    kind: [],
    category: [],
    city: [],
    workMode: [],
    partTime: [],
    ...facets,
  };
  return { items, nextCursor: null, total: items.length, totalCapped: false, facets: allFacets };
}

/** Answers GET /api/jobs with the first matching reply; anything else fails with a 500. */
export function stubSearch(replies: [(query: URLSearchParams) => boolean, JobSearchResponse][]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const query = new URL(String(input), 'http://localhost').searchParams;
      const reply = replies.find(([matches]) => matches(query))?.[1];
      return reply
        ? Response.json(reply)
        : Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
    }),
  );
}
