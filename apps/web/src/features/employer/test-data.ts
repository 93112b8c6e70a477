import type { EmployerProfile, Job, PostedJob } from '@shuruaat/contract';

/** A valid job for tests; override only what the test is about. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job_1',
    slug: 'frontend-intern-kirana-cloud',
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

export function buildPostedJob(overrides: Partial<PostedJob> = {}): PostedJob {
  return {
    ...buildJob(overrides),
    applicantCounts: {
      applied: 3,
      shortlisted: 1,
      interview: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
      removed: 0,
    },
    applicantTotal: 4,
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<EmployerProfile> = {}): EmployerProfile {
  return {
    _id: 'c_1',
    companyName: 'Kirana Cloud',
    website: '',
    about: 'Billing software for neighbourhood stores.',
    industry: 'Software products',
    companySize: '11-50',
    city: 'Bengaluru',
    contactEmail: '',
    contactPhone: '',
    logoUrl: null,
    verified: false,
    isProfileUpdated: true,
    missingForPosting: [],
    ...overrides,
  };
}
