import { COMPANY_PROFILE, internshipBody } from '../test/jobs';
import { CANDIDATE_PROFILE, applyBody } from '../test/candidates';
import { PASSWORD, uniqueEmail } from '../test/accounts';
import { multipart, tinyPdf } from '../test/uploads';
import type { Call } from './operations';
import { PROGRAM_RECIPES } from './recipes-programs';
import { ADMIN_RECIPES } from './recipes-admin';
import { BLOG_RECIPES } from './recipes-blogs';
import { MESSAGE_RECIPES } from './recipes-messages';
import { TYPING_APP_RECIPES } from './recipes-typing-app';
import { ANSWERS_RECIPES } from './recipes-answers';
import { TRACK_RECORD_RECIPES } from './recipes-track-records';
import { PRIVACY_RECIPES } from './recipes-privacy';
import { MAIL_RECIPES } from './recipes-mail';
import { pngLogo, type Role, type World } from './world';

/**
 * A well-formed call of one operation, as `role` would make it on the owners' resources: the
 * employer's job, the candidate's application and resume. `owner` is the role it is meant for.
 */
export type Recipe = { owner: Role; call?: (world: World, role: Role) => Call | Promise<Call> };

/** Path parameters by name: the owners' resources, unless a recipe says otherwise. */
export function ownersParams(world: World): Record<string, string> {
  const { accounts, job, resume } = world;
  return {
    id: job._id,
    jobId: job._id,
    slug: job.slug,
    userId: accounts.candidate.user._id,
    candidateId: accounts.candidate.user._id,
    employerId: accounts.employer.user._id,
    publicId: resume.publicId,
    version: String(resume.version),
    status: 'paused',
    name: 'none.webp',
  };
}

const self = (world: World, role: Role) =>
  role === 'anonymous' ? world.accounts.candidate : world.accounts[role];

/** A call on a job made for it alone, for calls that change, end or apply to one. */
const withJob =
  (
    make: (world: World) => Promise<{ _id: string }>,
    extra: (world: World, role: Role) => Call = () => ({}),
  ) =>
  async (world: World, role: Role): Promise<Call> => {
    const { _id } = await make(world);
    const call = extra(world, role);
    return { ...call, params: { id: _id, jobId: _id, ...call.params } };
  };

const logoName = async (world: World) => {
  const response = await world.app.inject({
    url: '/api/employers/get-employer-profile',
    headers: { authorization: `Bearer ${world.accounts.employer.token}` },
  });
  const url = (response.json() as { profile: { logoUrl: string } }).profile.logoUrl;
  return url.split('/').pop() ?? '';
};

const signedResumeLink = async (world: World): Promise<Call> => {
  const { publicId, version } = world.resume;
  const response = await world.app.inject({
    url: `/api/candidates/signed-resume-url?public_id=${publicId}&version=${version}`,
    headers: { authorization: `Bearer ${world.accounts.candidate.token}` },
  });
  const link = new URL((response.json() as { url: string }).url);
  return {
    params: { publicId, version: String(version) },
    query: Object.fromEntries(link.searchParams),
  };
};

const upload = (field: string, name: string, type: string, data: Buffer): Call => {
  const form = multipart(field, name, type, data);
  return { raw: { contentType: form.headers['content-type'], payload: form.payload } };
};

const statusUpdate = { newStatus: 'shortlisted' };

const contactBody = () => ({
  name: 'Riya Sharma',
  email: uniqueEmail('riya'),
  topic: 'student',
  message: 'Where can I see the stipend of an internship before applying?',
});

/** A contact message just sent, for calls that read or mark one. */
const freshSubmission = async (world: World): Promise<Call> => {
  await world.app.inject({
    method: 'POST',
    url: '/api/submissions/contact',
    payload: contactBody(),
  });
  const response = await world.app.inject({
    url: '/api/admins/submissions?limit=1',
    headers: { authorization: `Bearer ${world.accounts.admin.token}` },
  });
  const [latest] = (response.json() as { submissions: { _id: string }[] }).submissions;
  return { params: { id: latest?._id ?? 'none' } };
};

// Each role applies to another program, so the one-application-per-program rule never bites.
const PROGRAM_BY_ROLE: Record<Role, string> = {
  anonymous: 'free-internship',
  candidate: 'standard',
  otherCandidate: 'premium',
  employer: 'free-internship',
  otherEmployer: 'free-internship',
  admin: 'free-internship',
};

export const RECIPES: Record<string, Recipe> = {
  'GET /api/health/live': { owner: 'anonymous' },
  'GET /api/health': { owner: 'anonymous' },
  'POST /api/users/register': {
    owner: 'anonymous',
    call: () => ({
      body: { name: 'New Person', email: uniqueEmail(), password: PASSWORD, role: 'candidate' },
    }),
  },
  'POST /api/users/login': {
    owner: 'anonymous',
    call: (w) => ({ body: { email: w.accounts.candidate.email, password: PASSWORD } }),
  },
  'GET /api/users/me': { owner: 'candidate' },
  // Every account saves its own language only (decision 032).
  'PUT /api/users/language': { owner: 'candidate', call: () => ({ body: { language: 'hi' } }) },
  'POST /api/users/guardian-consent': {
    owner: 'anonymous',
    call: () => ({ body: { token: 'x'.repeat(43), decision: 'confirm' } }),
  },
  'POST /api/users/guardian-consent/resend': { owner: 'candidate', call: () => ({ body: {} }) },
  'GET /api/auth/google/config': { owner: 'anonymous' },
  'GET /api/auth/google/start': { owner: 'anonymous' },
  'POST /api/auth/google/callback': {
    owner: 'anonymous',
    call: () => ({ body: { search: '?code=abc&state=xyz' } }),
  },
  'POST /api/auth/google/complete': {
    owner: 'anonymous',
    call: () => ({ body: { role: 'candidate' } }),
  },
  'POST /api/users/logout': {
    owner: 'candidate',
    call: async (w, role) => ({ token: role === 'anonymous' ? null : await w.freshToken(role) }),
  },
  'GET /api/users/notifications/': { owner: 'candidate' },
  'GET /api/users/notifications/unread-count': { owner: 'candidate' },
  'POST /api/users/notifications/read': { owner: 'candidate', call: () => ({ body: {} }) },
  'GET /api/employers/get-employer-profile': { owner: 'employer' },
  'PUT /api/employers/update-employer-profile': {
    owner: 'employer',
    call: () => ({ body: COMPANY_PROFILE }),
  },
  'POST /api/employers/upload-logo': {
    owner: 'employer',
    call: async () => upload('logo', 'logo.png', 'image/png', await pngLogo()),
  },
  'POST /api/employers/post-job': { owner: 'employer', call: () => ({ body: internshipBody() }) },
  'GET /api/employers/jobs-posted': { owner: 'employer' },
  'GET /api/employers/job/{id}': { owner: 'employer' },
  'PUT /api/employers/job/{id}': {
    owner: 'employer',
    call: withJob(
      (w) => w.freshJob(),
      () => ({ body: internshipBody() }),
    ),
  },
  'PATCH /api/employers/employer-job/{jobId}/{status}': {
    owner: 'employer',
    call: withJob((w) => w.freshJob()),
  },
  'DELETE /api/employers/delete-job/{id}': {
    owner: 'employer',
    call: withJob((w) => w.freshJob()),
  },
  'GET /api/employers/job/{jobId}/applicants': { owner: 'employer' },
  'PATCH /api/employers/job/{jobId}/applicant/{userId}/status': {
    owner: 'employer',
    call: withJob(
      (w) => w.freshApplication(),
      () => ({ body: statusUpdate }),
    ),
  },
  'PATCH /api/employers/job/{jobId}/applicants/status': {
    owner: 'employer',
    call: withJob(
      (w) => w.freshApplication(),
      (w) => ({ body: { ...statusUpdate, userIds: [w.accounts.candidate.user._id] } }),
    ),
  },
  'POST /api/employers/job/{jobId}/applicants/messages': {
    owner: 'employer',
    call: withJob(
      (w) => w.freshApplication(),
      (w) => ({
        body: { userIds: [w.accounts.candidate.user._id], body: 'Interviews start on Monday.' },
      }),
    ),
  },
  'DELETE /api/employers/job/{jobId}/applicant/{userId}': {
    owner: 'employer',
    call: withJob((w) => w.freshApplication()),
  },
  'GET /api/employers/signed-resume-url': {
    owner: 'employer',
    call: (w) => ({ query: { public_id: w.resume.publicId, version: String(w.resume.version) } }),
  },
  'GET /api/employers/resume-access': {
    owner: 'employer',
    call: () => ({ query: { city: 'Chennai' } }),
  },
  'GET /api/candidates/active-jobs': { owner: 'anonymous' },
  'GET /api/candidates/get-candidate-profile': { owner: 'candidate' },
  'PUT /api/candidates/date-of-birth': {
    owner: 'candidate',
    call: () => ({ body: { dateOfBirth: '2010-01-01' } }),
  },
  'PUT /api/candidates/update-profile': {
    owner: 'candidate',
    call: () => ({ body: CANDIDATE_PROFILE }),
  },
  'POST /api/candidates/upload-resume': {
    owner: 'candidate',
    call: () => upload('resume', 'resume.pdf', 'application/pdf', tinyPdf()),
  },
  'GET /api/candidates/resumes': { owner: 'candidate' },
  'GET /api/candidates/signed-resume-url': {
    owner: 'candidate',
    call: (w) => ({ query: { public_id: w.resume.publicId, version: String(w.resume.version) } }),
  },
  'GET /api/candidates/resume-views': { owner: 'candidate' },
  'POST /api/candidates/apply/{jobId}': {
    owner: 'candidate',
    // The body names the caller as the candidate; the server checks it is them.
    call: withJob(
      (w) => w.freshJob(),
      (w, role) => ({ body: applyBody(self(w, role)) }),
    ),
  },
  'GET /api/candidates/applications': { owner: 'candidate' },
  'GET /api/candidates/application/{jobId}': { owner: 'candidate' },
  'DELETE /api/candidates/application/{jobId}/{candidateId}': {
    owner: 'candidate',
    call: withJob((w) => w.freshApplication()),
  },
  'GET /api/candidates/jobs-for-you': { owner: 'candidate' },
  'PUT /api/candidates/saved-jobs/{jobId}': { owner: 'candidate' },
  'DELETE /api/candidates/saved-jobs/{jobId}': { owner: 'candidate' },
  'GET /api/candidates/saved-jobs': { owner: 'candidate' },
  'GET /api/candidates/saved-job-ids': { owner: 'candidate' },
  'GET /api/jobs/': { owner: 'anonymous', call: () => ({ query: { q: 'react' } }) },
  'GET /api/jobs/suggest': { owner: 'anonymous', call: () => ({ query: { q: 'rea' } }) },
  'GET /api/jobs/{slug}': { owner: 'anonymous' },
  'GET /api/admins/all-jobs': { owner: 'admin' },
  'GET /api/admins/public-jobs': { owner: 'anonymous' },
  'POST /api/admins/post-job': { owner: 'admin', call: () => ({ body: internshipBody() }) },
  'PUT /api/admins/update-job/{id}': {
    owner: 'admin',
    call: withJob(
      (w) => w.freshJob(),
      () => ({ body: internshipBody() }),
    ),
  },
  'DELETE /api/admins/delete-job/{id}': { owner: 'admin', call: withJob((w) => w.freshJob()) },
  'GET /api/admin/employer/{employerId}/jobs-posted': { owner: 'admin' },
  'PUT /api/admins/employer/{employerId}/resume-access': {
    owner: 'admin',
    call: () => ({ body: { resumeAccess: true } }),
  },
  'GET /api/files/logos/{name}': {
    owner: 'anonymous',
    call: async (w) => ({ params: { name: await logoName(w) } }),
  },
  'GET /api/files/resumes/{publicId}/{version}': { owner: 'anonymous', call: signedResumeLink },
  'POST /api/submissions/contact': { owner: 'anonymous', call: () => ({ body: contactBody() }) },
  'POST /api/tools/offer-check': {
    owner: 'anonymous',
    call: () => ({ body: { text: 'Pay a registration fee of ₹1,500 to confirm your joining.' } }),
  },
  'POST /api/tools/offer-check/report': {
    owner: 'anonymous',
    call: () => ({
      body: { text: 'Pay a registration fee of ₹1,500 to join.', source: 'WhatsApp' },
    }),
  },
  'POST /api/submissions/enquiry': {
    owner: 'anonymous',
    call: () => ({
      body: {
        service: 'web',
        name: 'Arjun Mehta',
        email: uniqueEmail('arjun'),
        organisation: 'Chai Point Stores',
        message: 'We need a five-page website for our stores with a menu and locations.',
      },
    }),
  },
  'POST /api/candidates/program-applications': {
    owner: 'candidate',
    call: (_w, role) => ({
      body: {
        program: PROGRAM_BY_ROLE[role],
        track: 'web-development',
        college: 'IIIT Pune',
        graduationYear: 2027,
        skills: ['React'],
        whyYou: 'I have shipped two React projects and want a mentor to review my code weekly.',
        attachResume: true,
      },
    }),
  },
  'GET /api/candidates/program-applications': { owner: 'candidate' },
  'GET /api/admins/submissions': { owner: 'admin' },
  'GET /api/admins/submissions/{id}': { owner: 'admin', call: freshSubmission },
  'PATCH /api/admins/submissions/{id}': {
    owner: 'admin',
    call: async (w) => ({ ...(await freshSubmission(w)), body: { handled: true } }),
  },
  ...PROGRAM_RECIPES,
  ...ADMIN_RECIPES,
  ...BLOG_RECIPES,
  ...MESSAGE_RECIPES,
  ...TYPING_APP_RECIPES,
  ...ANSWERS_RECIPES,
  ...TRACK_RECORD_RECIPES,
  ...PRIVACY_RECIPES,
  ...MAIL_RECIPES,
};
