import type {
  ApplicantCounts,
  CandidateApplication,
  CandidateProfile,
  JobForYou,
  ResumeVersion,
  ResumeView,
} from '@shuruaat/contract';
import { buildCandidateProfile } from '@/test-utils/candidate-profile';
import { buildJob } from '@/test-utils/job-factory';

export { buildCandidateProfile };

/** A brand-new account: nothing filled in yet. */
export function buildEmptyProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return buildCandidateProfile({
    fullName: '',
    phone: '',
    city: '',
    college: '',
    degree: '',
    graduationYear: null,
    skills: [],
    preferredCities: [],
    resume: null,
    isProfileUpdated: false,
    missingForApplying: [
      'fullName',
      'phone',
      'city',
      'college',
      'degree',
      'graduationYear',
      'skills',
    ],
    ...overrides,
  });
}

export function buildCounts(overrides: Partial<ApplicantCounts> = {}): ApplicantCounts {
  const none = { applied: 0, shortlisted: 0, interview: 0, hired: 0, rejected: 0 };
  return { ...none, withdrawn: 0, removed: 0, ...overrides };
}

export function buildApplication(
  overrides: Partial<CandidateApplication> = {},
): CandidateApplication {
  const job = buildJob();
  return {
    _id: 'app_1',
    jobId: job._id,
    candidateId: 'u_1',
    job: {
      _id: job._id,
      slug: job.slug,
      title: job.title,
      kind: job.kind,
      status: job.status,
      company: job.company,
    },
    status: 'applied',
    decisionReason: null,
    appliedAt: '2026-03-02T06:30:00.000Z',
    updatedAt: '2026-03-02T06:30:00.000Z',
    coverLetter: 'I have built two React apps for local shops and want to learn from your team.',
    answers: [],
    availability: { startDate: true, duration: true, location: true, schedule: true },
    resume: { publicId: 'res_1', version: 1 },
    timeline: [{ status: 'applied', at: '2026-03-02T06:30:00.000Z' }],
    ...overrides,
  };
}

export function buildJobForYou(overrides: Partial<JobForYou> = {}): JobForYou {
  return {
    ...buildJob(overrides),
    matchedSkills: ['React'],
    cityMatch: true,
    workModeMatch: false,
    ...overrides,
  };
}

export function buildResumeVersion(overrides: Partial<ResumeVersion> = {}): ResumeVersion {
  return {
    publicId: 'res_1',
    version: 1,
    fileName: 'asha-verma.pdf',
    sizeBytes: 120_000,
    uploadedAt: '2026-02-01T10:00:00.000Z',
    isCurrent: true,
    ...overrides,
  };
}

export function buildResumeView(overrides: Partial<ResumeView> = {}): ResumeView {
  return {
    _id: 'view_1',
    company: { _id: 'c_1', name: 'Kirana Cloud', logoUrl: null },
    version: 1,
    via: 'application',
    viewedAt: '2026-02-03T10:35:00.000Z',
    ...overrides,
  };
}
