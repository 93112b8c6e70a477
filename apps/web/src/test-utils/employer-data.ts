import type {
  Applicant,
  ApplicantsResponse,
  DatabaseCandidate,
  EmployerProfile,
  PostedJob,
} from '@shuruaat/contract';
import { buildJob } from '@/test-utils/job-factory';
import { noApplicants } from '@/lib/applicant-counts';

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
    contactName: '',
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

export function buildApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    _id: 'app_1',
    userId: 'u_1',
    status: 'applied',
    decisionReason: null,
    fullName: 'Asha Verma',
    college: 'IIT Bombay',
    degree: 'B.Tech Computer Science',
    graduationYear: 2027,
    skills: ['React', 'TypeScript'],
    city: 'Pune',
    coverLetter: 'I have built two billing apps for my uncle’s shop and want to do it at scale.',
    answers: [
      {
        questionId: 'q1',
        question: 'Link to a project you are proud of',
        required: true,
        answer: 'https://github.com/asha/kirana',
      },
    ],
    availability: { startDate: true, duration: true, location: true, schedule: true },
    mismatches: [],
    jobTerms: {
      startDate: null,
      durationMonths: 3,
      workMode: 'office',
      cities: ['Bengaluru'],
      partTime: false,
    },
    resume: { publicId: 'res_1', version: 2 },
    appliedAt: '2026-11-02T09:30:00.000Z',
    timeline: [{ status: 'applied', at: '2026-11-02T09:30:00.000Z' }],
    portfolioHandle: null,
    ...overrides,
  };
}

export function buildApplicantsResponse(
  applicants: Applicant[],
  overrides: Partial<ApplicantsResponse> = {},
): ApplicantsResponse {
  const counts = noApplicants();
  for (const applicant of applicants) counts[applicant.status] += 1;
  return {
    job: { _id: 'job_1', title: 'Frontend developer intern', slug: 'frontend', status: 'active' },
    applicants,
    counts,
    nextCursor: null,
    ...overrides,
  };
}

export function buildCandidate(overrides: Partial<DatabaseCandidate> = {}): DatabaseCandidate {
  return {
    userId: 'u_9',
    fullName: 'Ravi Kumar',
    city: 'Hyderabad',
    college: 'Osmania University',
    degree: 'B.Sc Statistics',
    graduationYear: 2026,
    skills: ['Python', 'SQL'],
    languages: ['Telugu', 'English'],
    bio: 'I clean messy data and turn it into dashboards that shop owners read.',
    preferredCities: ['Hyderabad'],
    preferredWorkMode: 'remote',
    resume: { publicId: 'res_9', version: 1 },
    updatedAt: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}
