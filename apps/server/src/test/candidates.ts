import type { FastifyInstance } from 'fastify';
import type { ApplyBody, ResumeRef, UpdateCandidateProfileBody } from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from './accounts';
import { multipart, tinyPdf } from './uploads';

export const CANDIDATE_PROFILE: UpdateCandidateProfileBody = {
  fullName: 'Ananya Iyer',
  phone: '98765 43210',
  city: 'Chennai',
  college: 'Anna University',
  degree: 'B.E. Computer Science',
  graduationYear: 2027,
  skills: ['React', 'Node.js'],
};

export async function updateProfile(
  app: FastifyInstance,
  account: TestAccount,
  body: UpdateCandidateProfileBody,
) {
  return app.inject({
    method: 'PUT',
    url: '/api/candidates/update-profile',
    headers: bearer(account.token),
    payload: body,
  });
}

export async function uploadResume(
  app: FastifyInstance,
  account: TestAccount,
  file = tinyPdf(),
  fileName = 'resume.pdf',
) {
  return app.inject({
    method: 'POST',
    url: '/api/candidates/upload-resume',
    ...withAuth(multipart('resume', fileName, 'application/pdf', file), account),
  });
}

const withAuth = (body: ReturnType<typeof multipart>, account: TestAccount) => ({
  payload: body.payload,
  headers: { ...body.headers, ...bearer(account.token) },
});

/** A candidate who may apply: a complete profile and one resume. */
export async function readyCandidate(
  app: FastifyInstance,
  profile: UpdateCandidateProfileBody = {},
): Promise<TestAccount & { resume: ResumeRef }> {
  const candidate = await registerAccount(app, 'candidate');
  const saved = await updateProfile(app, candidate, { ...CANDIDATE_PROFILE, ...profile });
  if (saved.statusCode !== 200) throw new Error(`profile failed: ${saved.body}`);
  const uploaded = await uploadResume(app, candidate);
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.body}`);
  return { ...candidate, resume: uploaded.json().resume as ResumeRef };
}

export function applyBody(
  candidate: TestAccount,
  answers: ApplyBody['answers'] = [],
  overrides: Partial<ApplyBody> = {},
): ApplyBody {
  return {
    answers,
    coverLetter:
      'I have built two React apps for my college fest and I enjoy turning designs into fast screens.',
    availability: { startDate: true, duration: true, location: true, schedule: true },
    candidateId: candidate.user._id,
    ...overrides,
  };
}

export async function apply(
  app: FastifyInstance,
  candidate: TestAccount,
  jobId: string,
  body: ApplyBody = applyBody(candidate),
) {
  return app.inject({
    method: 'POST',
    url: `/api/candidates/apply/${jobId}`,
    headers: bearer(candidate.token),
    payload: body,
  });
}
