import type { Job, JobSearchResponse, SearchFacets } from '@shuruaat/contract';
import { vi } from 'vitest';

/** A valid listing for tests; override only what the test is about. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job_1',
    slug: 'frontend-intern-kirana-cloud-1a2b',
    kind: 'internship',
    title: 'Frontend developer intern',
    description: 'Build the screens shopkeepers use every day, with React and TypeScript.',
    category: 'web-development',
    skills: ['React'],
    workMode: 'office',
    cities: ['Bengaluru'],
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

export function buildFacets(overrides: Partial<SearchFacets> = {}): SearchFacets {
  return { kind: [], category: [], city: [], workMode: [], partTime: [], ...overrides };
}

export function buildSearchResponse(overrides: Partial<JobSearchResponse> = {}): JobSearchResponse {
  const items = overrides.items ?? [];
  return {
    items,
    nextCursor: null,
    total: items.length,
    totalCapped: false,
    facets: null,
    ...overrides,
  };
}

/**
 * Answers GET /api/jobs with the first reply whose test matches the query; any other call fails
 * with a 500, as a broken server would.
 */
export function stubSearch(replies: [(query: URLSearchParams) => boolean, JobSearchResponse][]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = replies.find(([matches]) => matches(url.searchParams))?.[1];
    return reply
      ? Response.json(reply)
      : Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
