import type { CandidateProfile } from '@shuruaat/contract';

/** A complete candidate profile; override only what the test is about. */
export function buildCandidateProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    _id: 'u_1',
    email: 'asha@example.in',
    fullName: 'Asha Verma',
    phone: '9876543210',
    city: 'Pune',
    college: 'COEP Technological University',
    degree: 'B.Tech Computer Engineering',
    graduationYear: 2027,
    skills: ['React', 'SQL'],
    bio: '',
    languages: [],
    links: { github: '', linkedin: '', portfolio: '' },
    preferredCities: ['Pune'],
    preferredWorkMode: '',
    visibleToEmployers: false,
    resume: { publicId: 'res_1', version: 1 },
    isProfileUpdated: true,
    missingForApplying: [],
    age: { isMinor: false, guardian: 'not_needed', guardianEmail: null, birthDateKnown: false },
    ...overrides,
  };
}
