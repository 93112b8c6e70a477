import type { Job, JobDetailResponse } from '@shuruaat/contract';

/** A valid open listing for tests; override only what the test is about. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job_1',
    slug: 'frontend-intern-kirana-cloud-bengaluru-job1',
    kind: 'internship',
    title: 'Frontend developer intern',
    description: 'Build the screens shopkeepers use every day, with React and TypeScript.',
    category: 'web-development',
    skills: ['React', 'TypeScript'],
    workMode: 'office',
    cities: ['Bengaluru', 'Mysuru'],
    partTime: false,
    openings: 2,
    startDate: null,
    durationMonths: 3,
    stipend: { min: 10000, max: 15000 },
    ctc: null,
    ppo: false,
    perks: ['certificate'],
    questions: [],
    applyBy: '2026-12-22',
    status: 'active',
    company: { _id: 'c_1', name: 'Kirana Cloud', logoUrl: null, verified: true },
    isAcceptingApplications: true,
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDetail(job: Partial<Job> = {}, applicantCount = 0): JobDetailResponse {
  return {
    job: buildJob(job),
    descriptionHtml: '<p>Build the screens shopkeepers use every day.</p>',
    company: {
      _id: 'c_1',
      name: 'Kirana Cloud',
      website: 'https://kiranacloud.example',
      about: 'Billing software.',
      aboutHtml: '<p>Billing software for neighbourhood stores.</p>',
      industry: 'B2B SaaS',
      companySize: '11-50',
      city: 'Bengaluru',
      logoUrl: null,
      verified: true,
    },
    applicantCount,
  };
}
