import type { EmployerProfile, PostedJob } from '@shuruaat/contract';
import { buildJob } from '../../test-utils/job-factory';

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
    resumeAccess: false,
    isProfileUpdated: true,
    missingForPosting: [],
    ...overrides,
  };
}
