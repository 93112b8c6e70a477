import {
  addProject,
  AMBASSADOR_BODY,
  hire,
  pendingAmbassadorApplication,
  PROJECT_BODY,
  STORY_TEXT,
} from '../test/programs';
import { bearer, registerAccount } from '../test/accounts';
import type { Call } from './operations';
import type { Recipe } from './recipes';
import type { Role, World } from './world';

/** A caller who has not used a referral yet: a new account of the role (admins use their own). */
async function freshReferralCaller(world: World, role: Role): Promise<Call['token']> {
  if (role === 'anonymous') return null;
  if (role === 'admin') return world.accounts.admin.token;
  const signupRole = role.toLowerCase().includes('employer') ? 'employer' : 'candidate';
  return (await registerAccount(world.app, signupRole)).token;
}

async function codeOf(world: World): Promise<string> {
  const response = await world.app.inject({
    url: '/api/users/referral',
    headers: { authorization: `Bearer ${world.accounts.candidate.token}` },
  });
  return (response.json() as { code: string }).code;
}

let handles = 0;
const freshHandle = () => `matrix-${process.pid}-${(handles += 1)}`;

/** The owner candidate's published portfolio, made once per world. */
const publishedHandles = new WeakMap<World, Promise<string>>();
function publishedHandle(world: World): Promise<string> {
  const made =
    publishedHandles.get(world) ??
    (async () => {
      const { app, accounts } = world;
      await addProject(app, accounts.candidate);
      const handle = freshHandle();
      await app.inject({
        method: 'PUT',
        url: '/api/candidates/portfolio/settings',
        headers: bearer(accounts.candidate.token),
        payload: { handle, headline: 'Student developer', isPublished: true },
      });
      return handle;
    })();
  publishedHandles.set(world, made);
  return made;
}

/** A new job the owner candidate applied to and was hired for; its id. */
async function hiredJob(world: World): Promise<string> {
  const job = await world.freshApplication();
  await hire(world.app, world.accounts.employer, job._id, world.accounts.candidate.user._id);
  return job._id;
}

async function pendingStory(world: World): Promise<string> {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/candidates/success-stories',
    headers: bearer(world.accounts.candidate.token),
    payload: { jobId: await hiredJob(world), ...STORY_TEXT, consent: true },
  });
  return (response.json() as { story: { _id: string } }).story._id;
}

/** Recipes for the referral, campus ambassador, portfolio and success story operations. */
export const PROGRAM_RECIPES: Record<string, Recipe> = {
  'GET /api/users/referral': { owner: 'candidate' },
  'POST /api/users/referral/claim': {
    owner: 'candidate',
    call: async (w, role) => ({
      token: await freshReferralCaller(w, role),
      body: { code: await codeOf(w) },
    }),
  },
  'POST /api/candidates/ambassador-application': {
    owner: 'candidate',
    call: () => ({ body: AMBASSADOR_BODY }),
  },
  'GET /api/candidates/ambassador-application': { owner: 'candidate' },
  'GET /api/admins/ambassador-applications': {
    owner: 'admin',
    call: () => ({ query: { status: 'pending' } }),
  },
  'PATCH /api/admins/ambassador-applications/{applicationId}': {
    owner: 'admin',
    call: async (w) => ({
      params: { applicationId: await pendingAmbassadorApplication(w.app) },
      body: { status: 'approved' },
    }),
  },
  'GET /api/candidates/portfolio': { owner: 'candidate' },
  'PUT /api/candidates/portfolio/settings': {
    owner: 'candidate',
    call: () => ({ body: { handle: freshHandle(), headline: '', isPublished: false } }),
  },
  'POST /api/candidates/portfolio/projects': {
    owner: 'candidate',
    call: () => ({ body: PROJECT_BODY }),
  },
  'PUT /api/candidates/portfolio/projects/{projectId}': {
    owner: 'candidate',
    call: async (w) => ({
      params: { projectId: await addProject(w.app, w.accounts.candidate) },
      body: PROJECT_BODY,
    }),
  },
  'DELETE /api/candidates/portfolio/projects/{projectId}': {
    owner: 'candidate',
    call: async (w) => ({ params: { projectId: await addProject(w.app, w.accounts.candidate) } }),
  },
  'GET /api/tools/portfolio/{handle}': {
    owner: 'anonymous',
    call: async (w) => ({ params: { handle: await publishedHandle(w) } }),
  },
  'GET /api/tools/success-stories': { owner: 'anonymous' },
  'GET /api/candidates/success-stories': { owner: 'candidate' },
  'POST /api/candidates/success-stories': {
    owner: 'candidate',
    call: async (w) => ({ body: { jobId: await hiredJob(w), ...STORY_TEXT, consent: true } }),
  },
  'GET /api/admins/success-stories': {
    owner: 'admin',
    call: () => ({ query: { status: 'pending' } }),
  },
  'PATCH /api/admins/success-stories/{storyId}': {
    owner: 'admin',
    call: async (w) => ({
      params: { storyId: await pendingStory(w) },
      body: { status: 'published' },
    }),
  },
};
