import { bearer } from '../test/accounts';
import { passedSscResult, practiceResultBody } from '../test/typing';
import type { Recipe } from './recipes';
import type { World } from './world';

/** The owner candidate's passing SSC CHSL result, made once per world. */
const keptResults = new WeakMap<World, Promise<{ _id: string; certificateId: string }>>();
function keptResult(world: World) {
  const made = keptResults.get(world) ?? passedSscResult(world.app, world.accounts.candidate.token);
  keptResults.set(world, made);
  return made;
}

/** The id of an application the owner candidate sent. */
async function ownApplication(world: World): Promise<string> {
  await world.freshApplication();
  const response = await world.app.inject({
    url: '/api/candidates/typing-results',
    headers: bearer(world.accounts.candidate.token),
  });
  const { applications } = response.json() as { applications: { applicationId: string }[] };
  return applications[0]?.applicationId ?? 'none';
}

/** An application of the owner candidate with a passing exam result attached to it. */
async function attachedApplication(world: World): Promise<string> {
  const applicationId = await ownApplication(world);
  await world.app.inject({
    method: 'PUT',
    url: `/api/candidates/applications/${applicationId}/typing-result`,
    headers: bearer(world.accounts.candidate.token),
    payload: { resultId: (await keptResult(world))._id },
  });
  return applicationId;
}

/** A retest link the owner employer sent the owner candidate. */
async function retestToken(world: World): Promise<string> {
  const response = await world.app.inject({
    method: 'POST',
    url: `/api/employers/applications/${await attachedApplication(world)}/typing-retest`,
    headers: bearer(world.accounts.employer.token),
  });
  return (response.json() as { retest: { token: string } }).retest.token;
}

/** Recipes for the typing test (issues 15 and 23). */
export const TYPING_APP_RECIPES: Record<string, Recipe> = {
  'GET /api/tools/typing-presets': { owner: 'anonymous' },
  'GET /api/tools/typing-passages': {
    owner: 'anonymous',
    call: () => ({ query: { language: 'hi' } }),
  },
  'POST /api/tools/typing-attempts': {
    owner: 'anonymous',
    call: () => ({
      body: { presetId: 'practice', language: 'en', layout: 'en-us', durationMinutes: 1 },
    }),
  },
  'GET /api/tools/typing-retests/{token}': {
    owner: 'candidate',
    call: async (w) => ({ params: { token: await retestToken(w) } }),
  },
  'POST /api/employers/applications/{applicationId}/typing-retest': {
    owner: 'employer',
    call: async (w) => ({ params: { applicationId: await attachedApplication(w) } }),
  },
  'POST /api/tools/typing-results': {
    owner: 'anonymous',
    call: async (w) => ({ body: await practiceResultBody(w.app) }),
  },
  'GET /api/tools/typing-results/{resultId}': {
    owner: 'candidate',
    call: async (w) => ({ params: { resultId: (await keptResult(w))._id } }),
  },
  'GET /api/tools/typing-certificates/{certificateId}': {
    owner: 'anonymous',
    call: async (w) => ({ params: { certificateId: (await keptResult(w)).certificateId } }),
  },
  'GET /api/candidates/typing-results': { owner: 'candidate' },
  'PUT /api/candidates/applications/{applicationId}/typing-result': {
    owner: 'candidate',
    call: async (w) => ({
      params: { applicationId: await ownApplication(w) },
      body: { resultId: (await keptResult(w))._id },
    }),
  },
  'GET /api/employers/job/{jobId}/applicants/typing-results': { owner: 'employer' },
  'GET /api/admins/typing-passages': {
    owner: 'admin',
    call: () => ({ query: { language: 'en' } }),
  },
  'POST /api/admins/typing-passages': {
    owner: 'admin',
    call: () => ({
      body: {
        language: 'en',
        title: 'Post offices',
        body: 'India has one of the largest postal networks in the world, with well over a lakh of post offices, most of them in villages. Besides letters and parcels, post offices run savings schemes, pay pensions and now act as banking points for people far from a bank branch.',
        difficulty: 'easy',
        topics: ['civics'],
        source: 'Written for Shuruaat',
      },
    }),
  },
  'PATCH /api/admins/typing-certificates/{certificateId}/revoke': {
    owner: 'admin',
    call: async (w) => ({
      params: {
        certificateId: (await passedSscResult(w.app, w.accounts.candidate.token)).certificateId,
      },
      body: { reason: 'Checked against the keystroke log' },
    }),
  },
};
