import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@shuruaat/contract';
import { createTestApp } from '../test/test-app';
import { documentedOperations, toInject, type Call, type Operation } from './operations';
import { ownersParams, RECIPES } from './recipes';
import { buildWorld, ROLES, type Role, type World } from './world';

/**
 * Who may call what. Columns, in order: anonymous, candidate (the owner), another candidate,
 * employer (the owner), another employer, admin. The owners' resources are the employer's job
 * and logo and the candidate's application and resume (world.ts); each row calls them.
 */
type Row = readonly [number, number, number, number, number, number];

const everyone = (status: number): Row => [status, status, status, status, status, status];
const signedIn = (status: number): Row => [401, status, status, status, status, status];
/** Employer routes: a candidate or admin is refused outright (403). */
const employers = (owner: number, other: number): Row => [401, 403, 403, owner, other, 403];
const candidates = (owner: number, other: number): Row => [401, owner, other, 403, 403, 403];
const admins = (status: number): Row => [401, 403, 403, 403, 403, status];

const EXPECTED: Record<string, Row> = {
  'GET /api/health/live': everyone(200),
  'GET /api/health': everyone(200),
  'POST /api/users/register': everyone(201),
  'POST /api/users/login': everyone(200),
  'GET /api/users/me': signedIn(200),
  'PUT /api/users/language': signedIn(200),
  // This server has no GOOGLE_CLIENT_ID, so Google's routes are absent for everyone;
  // features/oauth/oauth.test.ts proves who may call them on a server that has one.
  // The guardian's link is the key (a made-up one is refused); only a minor may ask again, and
  // the world's candidates are adults (409: nothing to ask).
  'POST /api/users/guardian-consent': everyone(400),
  'POST /api/users/guardian-consent/resend': [401, 409, 409, 403, 403, 403],
  'GET /api/auth/google/config': everyone(200),
  'GET /api/auth/google/start': everyone(404),
  'POST /api/auth/google/callback': everyone(404),
  'POST /api/auth/google/complete': everyone(404),
  'POST /api/users/logout': everyone(204),
  'GET /api/users/notifications/': signedIn(200),
  'GET /api/users/notifications/unread-count': signedIn(200),
  'POST /api/users/notifications/read': signedIn(200),
  'GET /api/employers/get-employer-profile': employers(200, 200),
  'PUT /api/employers/update-employer-profile': employers(200, 200),
  'POST /api/employers/upload-logo': employers(200, 200),
  'POST /api/employers/post-job': employers(201, 201),
  'GET /api/employers/jobs-posted': employers(200, 200),
  // Public: an active job is anyone's to read.
  'GET /api/employers/job/{id}': everyone(200),
  // Another employer's job is "not found", never "forbidden": its existence is not confirmed.
  'PUT /api/employers/job/{id}': employers(200, 404),
  'PATCH /api/employers/employer-job/{jobId}/{status}': employers(200, 404),
  'DELETE /api/employers/delete-job/{id}': employers(200, 404),
  'GET /api/employers/job/{jobId}/applicants': employers(200, 404),
  'GET /api/employers/job/{jobId}/applicants/csv': employers(200, 404),
  'PATCH /api/employers/job/{jobId}/applicant/{userId}/status': employers(200, 404),
  'PATCH /api/employers/job/{jobId}/applicants/status': employers(200, 404),
  'POST /api/employers/job/{jobId}/applicants/messages': employers(200, 404),
  'DELETE /api/employers/job/{jobId}/applicant/{userId}': employers(200, 404),
  // Each employer sees their own response rate; a company's public one is anyone's to read.
  'GET /api/employers/response-rate': employers(200, 200),
  'GET /api/jobs/company/{companyId}/response-rate': everyone(200),
  // Track records are public; the stipend question is its intern's alone, the response the
  // company's; another's is "not found" (issue 27).
  'GET /api/jobs/track-records': everyone(200),
  'GET /api/jobs/company/{companyId}/track-record': everyone(200),
  'GET /api/candidates/stipend-checks': candidates(200, 200),
  'POST /api/candidates/stipend-checks/{id}/answer': candidates(200, 404),
  'GET /api/employers/stipend-checks': employers(200, 200),
  'POST /api/employers/stipend-checks/{id}/response': employers(200, 404),
  'GET /api/admins/stipend-checks': admins(200),
  // The resume came with an application to the employer's job; the other employer has no reason.
  'GET /api/employers/signed-resume-url': employers(200, 403),
  // Granted to the employer by an admin; not to the other employer.
  'GET /api/employers/resume-access': employers(200, 403),
  'GET /api/candidates/active-jobs': everyone(200),
  'GET /api/candidates/get-candidate-profile': candidates(200, 200),
  'PUT /api/candidates/update-profile': candidates(200, 200),
  // The world's candidates said they are adults: no date of birth is asked of them (409).
  'PUT /api/candidates/date-of-birth': candidates(409, 409),
  'POST /api/candidates/upload-resume': candidates(200, 200),
  'GET /api/candidates/resumes': candidates(200, 200),
  // Another candidate's resume is "not found"; admins may open anyone's.
  'GET /api/candidates/signed-resume-url': [401, 200, 404, 403, 403, 200],
  'GET /api/candidates/resume-views': candidates(200, 200),
  'POST /api/candidates/apply/{jobId}': candidates(201, 201),
  'GET /api/candidates/applications': candidates(200, 200),
  // The other candidate has not applied: an answer of null, not an error.
  'GET /api/candidates/application/{jobId}': candidates(200, 200),
  // The path names the owner; no one withdraws another's application.
  'DELETE /api/candidates/application/{jobId}/{candidateId}': candidates(200, 403),
  'GET /api/candidates/jobs-for-you': candidates(200, 200),
  // A save is keyed by the caller: another candidate saving or removing the job touches only
  // their own list (features/saved-jobs/saved-jobs.test.ts proves it).
  'PUT /api/candidates/saved-jobs/{jobId}': candidates(200, 200),
  'DELETE /api/candidates/saved-jobs/{jobId}': candidates(200, 200),
  'GET /api/candidates/saved-jobs': candidates(200, 200),
  'GET /api/candidates/saved-job-ids': candidates(200, 200),
  'GET /api/jobs/': everyone(200),
  'GET /api/jobs/suggest': everyone(200),
  'GET /api/jobs/{slug}': everyone(200),
  'GET /api/admins/all-jobs': admins(200),
  'GET /api/admins/public-jobs': everyone(200),
  'POST /api/admins/post-job': admins(201),
  'PUT /api/admins/update-job/{id}': admins(200),
  'DELETE /api/admins/delete-job/{id}': admins(200),
  'GET /api/admin/employer/{employerId}/jobs-posted': admins(200),
  'PUT /api/admins/employer/{employerId}/resume-access': admins(200),
  'GET /api/files/logos/{name}': everyone(200),
  // The public site's forms: anyone may write; only admins read the inbox.
  'POST /api/submissions/contact': everyone(201),
  // The offer checker is public; nothing is stored unless the visitor reports the offer.
  'POST /api/tools/offer-check': everyone(200),
  'POST /api/tools/offer-check/report': everyone(201),
  'POST /api/submissions/enquiry': everyone(201),
  'POST /api/candidates/program-applications': candidates(201, 201),
  // Each candidate sees only their own program applications (the other one's list is theirs).
  'GET /api/candidates/program-applications': candidates(200, 200),
  'GET /api/admins/submissions': admins(200),
  'GET /api/admins/submissions/{id}': admins(200),
  'PATCH /api/admins/submissions/{id}': admins(200),
  // A signed link is the permission itself: whoever holds it may open it until it expires.
  'GET /api/files/resumes/{publicId}/{version}': everyone(200),
  // Referrals: every signed-in user has a code; a claim is made by an account not yet credited.
  'GET /api/users/referral': signedIn(200),
  'POST /api/users/referral/claim': signedIn(200),
  // Each candidate applies once to the campus ambassador program; admins decide.
  'POST /api/candidates/ambassador-application': candidates(201, 201),
  'GET /api/candidates/ambassador-application': candidates(200, 200),
  'GET /api/admins/ambassador-applications': admins(200),
  'PATCH /api/admins/ambassador-applications/{applicationId}': admins(200),
  // A candidate's own portfolio; another candidate's project is "not found".
  'GET /api/candidates/portfolio': candidates(200, 200),
  'PUT /api/candidates/portfolio/settings': candidates(200, 200),
  'POST /api/candidates/portfolio/projects': candidates(201, 201),
  'PUT /api/candidates/portfolio/projects/{projectId}': candidates(200, 404),
  'DELETE /api/candidates/portfolio/projects/{projectId}': candidates(200, 404),
  'GET /api/tools/portfolio/{handle}': everyone(200),
  // Stories: public once published; told only by the candidate hired for the job; admins decide.
  'GET /api/tools/success-stories': everyone(200),
  // Issue 15's typing test: anyone may test and verify a certificate; results are kept for
  // candidates; another candidate's result or application is "not found".
  'GET /api/tools/typing-presets': everyone(200),
  'GET /api/tools/typing-passages': everyone(200),
  'POST /api/tools/typing-attempts': everyone(201),
  'POST /api/tools/typing-results': everyone(200),
  // Issue 23: the retest link is its candidate's only; only the job's employer makes one.
  'GET /api/tools/typing-retests/{token}': candidates(200, 404),
  'POST /api/employers/applications/{applicationId}/typing-retest': employers(201, 404),
  'GET /api/tools/typing-results/{resultId}': [401, 200, 404, 404, 404, 200],
  'GET /api/tools/typing-certificates/{certificateId}': everyone(200),
  'GET /api/candidates/typing-results': candidates(200, 200),
  'PUT /api/candidates/applications/{applicationId}/typing-result': candidates(200, 404),
  'GET /api/employers/job/{jobId}/applicants/typing-results': employers(200, 404),
  'GET /api/admins/typing-passages': admins(200),
  'POST /api/admins/typing-passages': admins(201),
  'PATCH /api/admins/typing-certificates/{certificateId}/revoke': admins(200),
  'GET /api/candidates/success-stories': candidates(200, 200),
  'POST /api/candidates/success-stories': candidates(201, 403),
  'GET /api/admins/success-stories': admins(200),
  'PATCH /api/admins/success-stories/{storyId}': admins(200),
  // Blogs (decision 017): admins write; anyone reads what is published.
  'POST /api/admins/create-blog': admins(201),
  'GET /api/admins/blogs': admins(200),
  'GET /api/admins/blogs/{blogId}': admins(200),
  'PUT /api/admins/blogs/{blogId}': admins(200),
  'POST /api/admins/blogs/{blogId}/unpublish': admins(200),
  'DELETE /api/admins/blogs/{blogId}': admins(200),
  'POST /api/admins/blogs/cover': admins(201),
  'GET /api/admins/all-blogs': everyone(200),
  'GET /api/admins/all-blogs/{slug}': everyone(200),
  'GET /api/files/covers/{name}': everyone(200),
  // Admin console (decision 016): admins only, except what employers ask for and reports.
  'GET /api/admins/users': admins(200),
  'PUT /api/admins/update-role/{id}': admins(200),
  'DELETE /api/admins/delete-user/{id}': admins(200),
  'GET /api/admins/overview': admins(200),
  'GET /api/admins/background-jobs': admins(200),
  'GET /api/admins/audit-log': admins(200),
  'GET /api/admins/verifications': admins(200),
  'PUT /api/admins/verifications/{id}': admins(200),
  'POST /api/admins/employer/{employerId}/revoke-verification': admins(200),
  'GET /api/admins/listing-reviews': admins(200),
  'PUT /api/admins/listing-reviews/{jobId}': admins(200),
  'GET /api/admins/reports': admins(200),
  'PUT /api/admins/reports/{jobId}': admins(200),
  'PATCH /api/admins/job-status/{id}': admins(200),
  'GET /api/employers/verification': employers(200, 200),
  'POST /api/employers/verification': employers(201, 201),
  // The request changed is always the caller's own: each employer reaches only theirs.
  'PUT /api/employers/verification': employers(200, 200),
  'DELETE /api/employers/verification': employers(200, 200),
  'GET /api/employers/resume-access-request': employers(200, 200),
  'POST /api/employers/resume-access-request': employers(201, 201),
  'GET /api/users/reports/{jobId}': signedIn(200),
  // Anyone signed in may report a listing, except the employer who posted it.
  'POST /api/users/reports/{jobId}': [401, 201, 201, 403, 201, 201],
  // Messages and interviews: only the application's two parties; others are told "not found".
  'GET /api/users/messages/': signedIn(200),
  'GET /api/users/messages/unread-count': signedIn(200),
  'GET /api/users/messages/{applicationId}': [401, 200, 404, 200, 404, 403],
  'POST /api/users/messages/{applicationId}': [401, 201, 404, 201, 404, 403],
  'POST /api/users/messages/{applicationId}/attachment': [401, 201, 404, 201, 404, 403],
  'GET /api/users/messages/{applicationId}/attachment/{messageId}': [401, 200, 404, 200, 404, 403],
  'PUT /api/users/messages/{applicationId}/block': [401, 200, 404, 403, 404, 403],
  'DELETE /api/users/messages/{applicationId}/block': [401, 200, 404, 403, 404, 403],
  'POST /api/users/messages/{applicationId}/report/{messageId}': [401, 403, 404, 201, 404, 403],
  'POST /api/users/messages/{applicationId}/interviews': [401, 403, 404, 201, 404, 403],
  'POST /api/users/interviews/{interviewId}/respond': [401, 200, 404, 403, 404, 403],
  'GET /api/users/interviews/{interviewId}/ics': [401, 200, 404, 200, 404, 403],
  // Shared by applying: only the employer of the job sees an applicant's phone and email.
  'GET /api/employers/job/{jobId}/applicant/{userId}/contact': employers(200, 404),
  'GET /api/admins/message-reports': admins(200),
  'PUT /api/admins/message-reports/{reportId}': admins(200),
  'GET /api/admins/messaging-suspensions': admins(200),
  'POST /api/admins/messaging-suspensions/{suspensionId}/lift': admins(404),
  'GET /api/admins/fraud-overview': admins(200),
  'POST /api/admins/employers/{employerId}/suspend': admins(200),
  // Email: links in emails work for whoever holds them; settings belong to candidates and
  // employers (admins get no such email); alerts are a candidate's own, another's is not found.
  'POST /api/users/forgot-password': everyone(200),
  'POST /api/users/reset-password': everyone(200),
  'POST /api/users/verify-email': everyone(200),
  'POST /api/users/verify-email/resend': signedIn(200),
  'GET /api/users/email-settings': [401, 200, 200, 200, 200, 403],
  'PUT /api/users/email-settings': [401, 200, 200, 200, 200, 403],
  'GET /api/candidates/job-alerts': candidates(200, 200),
  'POST /api/candidates/job-alerts': candidates(201, 201),
  'PATCH /api/candidates/job-alerts/{id}': candidates(200, 404),
  'DELETE /api/candidates/job-alerts/{id}': candidates(200, 404),
  'POST /api/mail/unsubscribe': everyone(200),
  // Development only (absent in production, where it would expose everyone's mail).
  'GET /api/dev/mailbox': everyone(200),
  'POST /api/dev/mailbox/run-schedules': everyone(204),

  'GET /api/employers/job/{id} · a draft': [404, 404, 404, 200, 404, 200],
  'GET /api/jobs/{slug} · a draft': everyone(404),
  'GET /api/candidates/signed-resume-url · the other candidate’s resume': [
    401, 404, 200, 403, 403, 200,
  ],
  // Not sent to the employer, and the other candidate is not in the resume database.
  'GET /api/employers/signed-resume-url · a resume never sent': employers(403, 403),
  'DELETE /api/candidates/application/{jobId}/{candidateId} · naming oneself': candidates(200, 404),
  'PUT /api/admins/employer/{employerId}/resume-access · a candidate’s id': admins(404),
  'GET /api/files/resumes/{publicId}/{version} · without a signature': everyone(403),
  'GET /api/files/resumes/{publicId}/{version} · a signature for another version': everyone(403),
  // Sessions, consent, data export, self-deletion (decision 022): each person's own.
  'GET /api/users/sessions': signedIn(200),
  // Another person's session is "not found", whoever asks.
  'DELETE /api/users/sessions/{id}': [401, 204, 404, 404, 404, 404],
  'POST /api/users/sessions/sign-out-everywhere': signedIn(204),
  'GET /api/users/consents': signedIn(200),
  'POST /api/users/consents': signedIn(200),
  'GET /api/users/data-exports': signedIn(200),
  'POST /api/users/data-exports': signedIn(202),
  'GET /api/users/data-exports/{id}/archive': [401, 200, 404, 404, 404, 404],
  // Admins are deleted by another admin (the console keeps the last one).
  'POST /api/users/me/delete': [401, 204, 204, 204, 204, 403],
};

type Variant = { operation: string; call: (world: World, role: Role) => Call | Promise<Call> };

const selfId = (world: World, role: Role) =>
  role === 'anonymous' ? 'nobody' : world.accounts[role].user._id;

/** The same operation on another resource: a draft, someone else's file, a forged link. */
const VARIANTS: Record<string, Variant> = {
  'GET /api/employers/job/{id} · a draft': {
    operation: 'GET /api/employers/job/{id}',
    call: (w) => ({ params: { id: w.draftJob._id } }),
  },
  'GET /api/jobs/{slug} · a draft': {
    operation: 'GET /api/jobs/{slug}',
    call: (w) => ({ params: { slug: w.draftJob.slug } }),
  },
  'GET /api/candidates/signed-resume-url · the other candidate’s resume': {
    operation: 'GET /api/candidates/signed-resume-url',
    call: (w) => ({ query: { public_id: w.otherResume.publicId, version: '1' } }),
  },
  'GET /api/employers/signed-resume-url · a resume never sent': {
    operation: 'GET /api/employers/signed-resume-url',
    call: (w) => ({ query: { public_id: w.otherResume.publicId, version: '1' } }),
  },
  'DELETE /api/candidates/application/{jobId}/{candidateId} · naming oneself': {
    operation: 'DELETE /api/candidates/application/{jobId}/{candidateId}',
    call: async (w, role) => ({
      params: { jobId: (await w.freshApplication())._id, candidateId: selfId(w, role) },
    }),
  },
  'PUT /api/admins/employer/{employerId}/resume-access · a candidate’s id': {
    operation: 'PUT /api/admins/employer/{employerId}/resume-access',
    call: (w) => ({
      params: { employerId: w.accounts.candidate.user._id },
      body: { resumeAccess: true },
    }),
  },
  'GET /api/files/resumes/{publicId}/{version} · without a signature': {
    operation: 'GET /api/files/resumes/{publicId}/{version}',
    call: (w) => ({ params: { publicId: w.resume.publicId, version: '1' } }),
  },
  'GET /api/files/resumes/{publicId}/{version} · a signature for another version': {
    operation: 'GET /api/files/resumes/{publicId}/{version}',
    call: async (w, role) => {
      const signed = await RECIPES['GET /api/files/resumes/{publicId}/{version}']?.call?.(w, role);
      return { ...signed, params: { publicId: w.resume.publicId, version: '2' } };
    },
  },
};

let app: FastifyInstance;
let world: World;
let operations: Operation[];
beforeAll(async () => {
  app = await createTestApp();
  world = await buildWorld(app);
  operations = await documentedOperations(app);
});
afterAll(() => app.close());

type Case = { name: string; operation: Operation; call: Variant['call'] | undefined };

function cases(): Case[] {
  const byKey = new Map(operations.map((operation) => [operation.key, operation]));
  const documented = operations.map((operation) => ({
    name: operation.key,
    operation,
    call: RECIPES[operation.key]?.call,
  }));
  const variants = Object.entries(VARIANTS).flatMap(([name, variant]) => {
    const operation = byKey.get(variant.operation);
    return operation ? [{ name, operation, call: variant.call }] : [];
  });
  return [...documented, ...variants];
}

/** One call as one role: the owners' resources unless the recipe names others. */
async function callAs(item: Case, role: Role) {
  const call = (await item.call?.(world, role)) ?? {};
  const token = role === 'anonymous' ? null : world.accounts[role].token;
  const full: Call = {
    ...call,
    params: { ...ownersParams(world), ...call.params },
    token: 'token' in call ? call.token : token,
  };
  return app.inject(toInject(item.operation, full));
}

describe('authorization matrix from the OpenAPI document', () => {
  it('has a row and a recipe for every documented operation, and no row for a gone one', () => {
    const keys = new Set(operations.map((operation) => operation.key));
    const problems = [
      ...[...keys].filter((key) => !EXPECTED[key]).map((key) => `add a row for ${key} to EXPECTED`),
      ...[...keys]
        .filter((key) => !RECIPES[key])
        .map((key) => `add a recipe for ${key} to RECIPES (reliability/recipes.ts)`),
      ...Object.keys(EXPECTED)
        .filter((name) => !keys.has(name) && !keys.has(VARIANTS[name]?.operation ?? ''))
        .map((name) => `remove the row for ${name}: no such operation is documented`),
    ];
    expect(problems).toEqual([]);
  });

  it('answers each operation, as each role, with the status in its row', async () => {
    const mismatches: string[] = [];
    let count = 0;
    for (const item of cases()) {
      const row = EXPECTED[item.name];
      if (!row) continue;
      for (const [column, role] of ROLES.entries()) {
        const response = await callAs(item, role);
        count += 1;
        const status = response.statusCode;
        const shaped = status < 400 || ErrorBodySchema.safeParse(response.json()).success;
        if (status !== row[column] || !shaped) {
          const body = response.body.slice(0, 160);
          mismatches.push(
            `${item.name} as ${role}: expected ${row[column]}, got ${status} ${body}`,
          );
        }
      }
    }
    console.info(`authorization matrix: ${count} cases`);
    expect(mismatches).toEqual([]);
  }, 180_000);
});
