import type { Job, JobDetailResponse } from '@shuruaat/contract';
import { buildJob as buildSharedJob } from '@/test-utils/job-factory';

/** The shared listing, a little fuller: two cities, a perk, a verified company, recently posted. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return buildSharedJob({
    slug: 'frontend-intern-kirana-cloud-bengaluru-job1',
    skills: ['React', 'TypeScript'],
    cities: ['Bengaluru', 'Mysuru'],
    perks: ['certificate'],
    applyBy: '2026-12-22',
    company: { _id: 'c_1', name: 'Kirana Cloud', logoUrl: null, verified: true },
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  });
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
