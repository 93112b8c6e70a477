import { AMBASSADOR_BODY, pendingAmbassadorApplication } from '../test/programs';
import { registerAccount } from '../test/accounts';
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
};
