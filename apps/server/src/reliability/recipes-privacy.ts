import { AuthResponseSchema, DataExportsResponseSchema } from '@shuruaat/contract';
import { adminAccount, bearer, PASSWORD, registerAccount } from '../test/accounts';
import type { Call } from './operations';
import type { Recipe } from './recipes';
import type { Role, World } from './world';

/**
 * A caller whose sessions or account the call may end: a new account of the role, so the
 * world's accounts stay signed in for the rows after it.
 */
async function freshCaller(world: World, role: Role): Promise<Call['token']> {
  if (role === 'anonymous') return null;
  if (role === 'admin') return (await adminAccount(world.app)).token;
  const signupRole = role.toLowerCase().includes('employer') ? 'employer' : 'candidate';
  return (await registerAccount(world.app, signupRole)).token;
}

/** A second session of the owner candidate; its id. */
async function ownersSecondSession(world: World): Promise<string> {
  const login = await world.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: world.accounts.candidate.email, password: PASSWORD },
  });
  const { token } = AuthResponseSchema.parse(login.json());
  const listed = await world.app.inject({ url: '/api/users/sessions', headers: bearer(token) });
  const { sessions } = listed.json() as { sessions: { _id: string; current: boolean }[] };
  const current = sessions.find((s) => s.current);
  if (!current) throw new Error('no current session');
  return current._id;
}

/** The owner candidate's prepared export, made once per world. */
const exportIds = new WeakMap<World, Promise<string>>();
function ownersExport(world: World): Promise<string> {
  const made =
    exportIds.get(world) ??
    (async () => {
      const headers = bearer(world.accounts.candidate.token);
      await world.app.inject({ method: 'POST', url: '/api/users/data-exports', headers });
      // Other rows may have left exports waiting ahead of this one.
      while ((await world.app.buildDataExports()) > 0);
      const listed = await world.app.inject({ url: '/api/users/data-exports', headers });
      const [latest] = DataExportsResponseSchema.parse(listed.json()).exports;
      if (!latest) throw new Error('no export');
      return latest._id;
    })();
  exportIds.set(world, made);
  return made;
}

/** Recipes for sessions, consent, data export and self-deletion (decision 022). */
export const PRIVACY_RECIPES: Record<string, Recipe> = {
  'GET /api/users/sessions': { owner: 'candidate' },
  'DELETE /api/users/sessions/{id}': {
    owner: 'candidate',
    call: async (w) => ({ params: { id: await ownersSecondSession(w) } }),
  },
  'POST /api/users/sessions/sign-out-everywhere': {
    owner: 'candidate',
    call: async (w, role) => ({ token: await freshCaller(w, role) }),
  },
  'GET /api/users/consents': { owner: 'candidate' },
  'POST /api/users/consents': {
    owner: 'candidate',
    call: () => ({ body: { purpose: 'marketing_email', given: true } }),
  },
  'GET /api/users/data-exports': { owner: 'candidate' },
  'POST /api/users/data-exports': {
    owner: 'candidate',
    call: async (w, role) => ({ token: await freshCaller(w, role) }),
  },
  'GET /api/users/data-exports/{id}/archive': {
    owner: 'candidate',
    call: async (w) => ({ params: { id: await ownersExport(w) } }),
  },
  'POST /api/users/me/delete': {
    owner: 'candidate',
    call: async (w, role) => ({
      token: await freshCaller(w, role),
      body: { password: PASSWORD, confirm: 'DELETE' },
    }),
  },
};
