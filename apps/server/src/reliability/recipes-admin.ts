import { bearer, registerAccount } from '../test/accounts';
import { internshipBody, postJob, readyEmployer } from '../test/jobs';
import type { Call } from './operations';
import type { Recipe } from './recipes';
import type { Role, World } from './world';

const GSTIN = { evidenceType: 'gstin', evidence: '29AABCK1234L1ZI', note: '' };

async function inject(
  world: World,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload: object,
) {
  const response = await world.app.inject({ method, url, headers: bearer(token), payload });
  if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/** A new listing of the world's employer that screening held (it asks for a fee). */
async function heldJob(world: World): Promise<string> {
  const description =
    'Typing work from home. Selected candidates must pay a registration fee of Rs.1500/- first.';
  const job = await postJob(world.app, world.accounts.employer, internshipBody({ description }));
  return job._id;
}

/** Employers act as a new ready employer (these calls change the company once); others as themselves. */
async function employerCaller(world: World, role: Role): Promise<Call['token']> {
  if (role === 'anonymous') return null;
  if (role === 'employer' || role === 'otherEmployer')
    return (await readyEmployer(world.app)).token;
  return world.accounts[role].token;
}

/** A new employer with a pending verification request; its id and the request's. */
async function pendingVerification(world: World) {
  const employer = await readyEmployer(world.app);
  const made = await inject(world, 'POST', '/api/employers/verification', employer.token, GSTIN);
  return { employerId: employer.user._id, requestId: (made.request as { _id: string })._id };
}

/** Employers act as a new employer with a pending verification request; others as themselves. */
async function pendingCaller(world: World, role: Role): Promise<Call['token']> {
  if (role !== 'employer' && role !== 'otherEmployer') return employerCaller(world, role);
  const employer = await readyEmployer(world.app);
  await inject(world, 'POST', '/api/employers/verification', employer.token, GSTIN);
  return employer.token;
}

async function verifiedEmployer(world: World): Promise<string> {
  const { employerId, requestId } = await pendingVerification(world);
  await inject(world, 'PUT', `/api/admins/verifications/${requestId}`, world.accounts.admin.token, {
    decision: 'approve',
  });
  return employerId;
}

async function freshUserId(world: World): Promise<string> {
  return (await registerAccount(world.app, 'candidate')).user._id;
}

/** A new job of the employer with an open report from the other candidate. */
async function reportedJob(world: World): Promise<string> {
  const job = await world.freshJob();
  await inject(
    world,
    'POST',
    `/api/users/reports/${job._id}`,
    world.accounts.otherCandidate.token,
    {
      reason: 'spam',
    },
  );
  return job._id;
}

/** Recipes for the admin console's operations (decision 016). */
export const ADMIN_RECIPES: Record<string, Recipe> = {
  'GET /api/admins/users': { owner: 'admin', call: () => ({ query: { role: 'employer' } }) },
  'PUT /api/admins/update-role/{id}': {
    owner: 'admin',
    call: async (w) => ({ params: { id: await freshUserId(w) }, body: { role: 'employer' } }),
  },
  'DELETE /api/admins/delete-user/{id}': {
    owner: 'admin',
    call: async (w) => ({ params: { id: await freshUserId(w) } }),
  },
  'GET /api/admins/overview': { owner: 'admin' },
  'GET /api/admins/background-jobs': { owner: 'admin' },
  'GET /api/admins/audit-log': { owner: 'admin' },
  'GET /api/admins/verifications': { owner: 'admin' },
  'PUT /api/admins/verifications/{id}': {
    owner: 'admin',
    call: async (w) => ({
      params: { id: (await pendingVerification(w)).requestId },
      body: { decision: 'approve' },
    }),
  },
  'POST /api/admins/employer/{employerId}/revoke-verification': {
    owner: 'admin',
    call: async (w) => ({
      params: { employerId: await verifiedEmployer(w) },
      body: { reason: 'The GSTIN is of another business.' },
    }),
  },
  'GET /api/admins/listing-reviews': { owner: 'admin' },
  'PUT /api/admins/listing-reviews/{jobId}': {
    owner: 'admin',
    call: async (w) => ({ params: { jobId: await heldJob(w) }, body: { decision: 'approve' } }),
  },
  'GET /api/admins/fraud-overview': { owner: 'admin' },
  // A new employer each time: suspending the world's employer would stop the other recipes.
  'POST /api/admins/employers/{employerId}/suspend': {
    owner: 'admin',
    call: async (w) => ({
      params: { employerId: (await readyEmployer(w.app)).user._id },
      body: { reason: 'Asked candidates for a registration fee.' },
    }),
  },
  'GET /api/admins/reports': { owner: 'admin' },
  'PUT /api/admins/reports/{jobId}': {
    owner: 'admin',
    call: async (w) => ({ params: { jobId: await reportedJob(w) }, body: { outcome: 'dismiss' } }),
  },
  'PATCH /api/admins/job-status/{id}': {
    owner: 'admin',
    call: async (w) => ({ params: { id: (await w.freshJob())._id }, body: { status: 'paused' } }),
  },
  'GET /api/employers/verification': { owner: 'employer' },
  'POST /api/employers/verification': {
    owner: 'employer',
    call: async (w, role) => ({ token: await employerCaller(w, role), body: GSTIN }),
  },
  'PUT /api/employers/verification': {
    owner: 'employer',
    call: async (w, role) => ({ token: await pendingCaller(w, role), body: GSTIN }),
  },
  'DELETE /api/employers/verification': {
    owner: 'employer',
    call: async (w, role) => ({ token: await pendingCaller(w, role) }),
  },
  'GET /api/employers/resume-access-request': { owner: 'employer' },
  'POST /api/employers/resume-access-request': {
    owner: 'employer',
    call: async (w, role) => ({ token: await employerCaller(w, role), body: { note: '' } }),
  },
  'GET /api/users/reports/{jobId}': { owner: 'candidate' },
  'POST /api/users/reports/{jobId}': {
    owner: 'candidate',
    call: async (w) => ({ params: { jobId: (await w.freshJob())._id }, body: { reason: 'spam' } }),
  },
};
