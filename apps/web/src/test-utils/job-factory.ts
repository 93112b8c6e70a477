import type { Job } from '@shuruaat/contract';

/** A valid open listing for tests of any feature; override only what the test is about. */
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
    adultsOnly: false,
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
