import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ResumeRef } from '@shuruaat/contract';
import { adminAccount, bearer, PASSWORD, type TestAccount } from '../test/accounts';
import { apply, readyCandidate } from '../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../test/jobs';
import { multipart } from '../test/uploads';

/** Who calls: nobody, two of each signed-up role (the owner and another), and an admin. */
export const ROLES = [
  'anonymous',
  'candidate',
  'otherCandidate',
  'employer',
  'otherEmployer',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

export type JobRef = { _id: string; slug: string };

/**
 * The data every operation is called against. "candidate" and "employer" own the resources:
 * the employer posted `job` and `draftJob`, the candidate applied to `job` with `resume`.
 */
export type World = {
  app: FastifyInstance;
  accounts: Record<SignedInRole, TestAccount>;
  job: JobRef;
  draftJob: JobRef;
  resume: ResumeRef;
  otherResume: ResumeRef;
  /** A new active job of the employer, for calls that change or delete one. */
  freshJob(): Promise<JobRef>;
  /** A new job of the employer with the candidate's application, for calls that end one. */
  freshApplication(): Promise<JobRef>;
  /** A new session of the role's account, for calls that end a session. */
  freshToken(role: SignedInRole): Promise<string>;
};

const OPEN_JOB = internshipBody({ questions: [] });

export const pngLogo = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3949ab' } })
    .png()
    .toBuffer();

async function expectStatus(response: { statusCode: number; body: string }, status: number) {
  if (response.statusCode !== status) throw new Error(`setup failed: ${response.body}`);
}

async function giveLogo(app: FastifyInstance, employer: TestAccount) {
  const body = multipart('logo', 'logo.png', 'image/png', await pngLogo());
  const response = await app.inject({
    method: 'POST',
    url: '/api/employers/upload-logo',
    headers: { ...body.headers, ...bearer(employer.token) },
    payload: body.payload,
  });
  await expectStatus(response, 200);
}

async function grantResumeAccess(app: FastifyInstance, admin: TestAccount, employerId: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admins/employer/${employerId}/resume-access`,
    headers: bearer(admin.token),
    payload: { resumeAccess: true },
  });
  await expectStatus(response, 200);
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const candidate = await readyCandidate(app);
  const otherCandidate = await readyCandidate(app);
  const employer = await readyEmployer(app);
  const otherEmployer = await readyEmployer(app);
  const admin = await adminAccount(app);
  await giveLogo(app, employer);
  await grantResumeAccess(app, admin, employer.user._id);
  const job = await postJob(app, employer, OPEN_JOB);
  await expectStatus(await apply(app, candidate, job._id), 201);
  const draftJob = await postJob(app, employer, { ...OPEN_JOB, status: 'draft' });
  const accounts = { candidate, otherCandidate, employer, otherEmployer, admin };
  return {
    app,
    accounts,
    job,
    draftJob,
    resume: candidate.resume,
    otherResume: otherCandidate.resume,
    freshJob: () => postJob(app, employer, OPEN_JOB),
    freshApplication: async () => {
      const fresh = await postJob(app, employer, OPEN_JOB);
      await expectStatus(await apply(app, candidate, fresh._id), 201);
      return fresh;
    },
    freshToken: async (role) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: accounts[role].email, password: PASSWORD },
      });
      await expectStatus(response, 200);
      return (response.json() as { token: string }).token;
    },
  };
}
