import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRAUD_MESSAGES,
  FraudOverviewSchema,
  SCAM_WARNING_MESSAGES,
  SuspendEmployerResponseSchema,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { openThread, sendMessage, type Thread } from '../../test/conversations';
import { expectInternalError, rows, whileWritesFail } from '../../test/injected-failures';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

const FEE = 'Congratulations! Please pay ₹2,000 registration fee to confirm your joining.';
const HELD_DESCRIPTION =
  'Typing work from home. Selected candidates must pay a registration fee of Rs.1500/- first.';
const REASON = 'Asked three candidates for a “registration fee”.';

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
});
afterAll(() => app.close());

const as = (account?: TestAccount) => (account ? bearer(account.token) : {});
const overview = (account?: TestAccount) =>
  app.inject({ url: '/api/admins/fraud-overview', headers: as(account) });
const suspend = (employerId: string, payload: object, account?: TestAccount) =>
  app.inject({
    method: 'POST',
    url: `/api/admins/employers/${employerId}/suspend`,
    headers: as(account),
    payload,
  });
async function fraudView() {
  const response = await overview(admin);
  expect(response.statusCode, response.body).toBe(200);
  return FraudOverviewSchema.parse(response.json());
}
async function sendFlagged(t: Thread) {
  const response = await sendMessage(app, t.employer, t.applicationId, FEE);
  expect(response.statusCode, response.body).toBe(201);
}
/** An employer with two applicants on two listings, who sent each a fee-asking message. */
async function twiceFlaggedEmployer() {
  const employer = await readyEmployer(app);
  const first = await openThread(app, employer);
  const threads = [first, await openThread(app, employer)];
  for (const t of threads) await sendFlagged(t);
  return { employer, threads, first };
}
const applicationsOf = (jobIds: string[]) =>
  rows<{ status: string; decision_reason: string | null }>(
    app,
    sql`select status, decision_reason from applications
      where job_id in (${sql.join(
        jobIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by id`,
  );
const statusesOf = async (jobIds: string[]) =>
  (
    await rows<{ status: string }>(
      app,
      sql`select status from jobs where id in (${sql.join(
        jobIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
  ).map((row) => row.status);

describe('GET /api/admins/fraud-overview', () => {
  it('answers anonymous 401 and candidates or employers 403', async () => {
    expect((await overview()).statusCode).toBe(401);
    expect((await overview(await registerAccount(app, 'candidate'))).statusCode).toBe(403);
    expect((await overview(await readyEmployer(app))).statusCode).toBe(403);
  });

  it('lists held listings, flagged messages, the repeatedly flagged employer and unpaid stipends', async () => {
    const { employer, threads } = await twiceFlaggedEmployer();
    const held = await postJob(app, employer, internshipBody({ description: HELD_DESCRIPTION }));
    const view = await fraudView();

    expect(view.heldListings.items[0]).toMatchObject({
      _id: held._id,
      employerId: employer.user._id,
    });
    expect(view.heldListings.items[0]?.codes).toContain('fee_or_deposit');
    const flagged = view.flaggedMessages.items.filter((m) => m.employerId === employer.user._id);
    expect(flagged).toHaveLength(2);
    expect(flagged[0]).toMatchObject({ body: FEE, employerEmail: employer.email });
    const mine = view.repeatedFlagEmployers.items.find((e) => e.employerId === employer.user._id);
    expect(mine).toMatchObject({
      flaggedMessages: 2,
      flaggedListings: 1,
      openListings: threads.length + 1,
      messagingSuspended: false,
    });
    expect(view.heldListings.count).toBeGreaterThanOrEqual(1);
    expect(view.flaggedMessages.count).toBeGreaterThanOrEqual(2);
    expect(view.repeatedFlagEmployers.count).toBeGreaterThanOrEqual(1);
  });

  it('leaves out an employer flagged once, and counts an unpaid-stipend answer', async () => {
    const once = await openThread(app);
    await sendFlagged(once);
    const t = await openThread(app);
    await app.db.execute(sql`insert into stipend_checks
        (application_id, candidate_id, job_id, company_id, ended_on, asked_at, answer, note, answered_at)
      select a.id, a.candidate_id, a.job_id, j.company_id, current_date, now(), 'no', 'Never paid', now()
      from applications a join jobs j on j.id = a.job_id where a.id = ${t.applicationId}`);
    const view = await fraudView();
    expect(view.repeatedFlagEmployers.items.map((e) => e.employerId)).not.toContain(
      once.employer.user._id,
    );
    expect(view.unpaidStipends.items[0]).toMatchObject({
      answer: 'no',
      note: 'Never paid',
      employerId: t.employer.user._id,
      responded: false,
    });
    expect(view.unpaidStipends.count).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/admins/employers/{employerId}/suspend', () => {
  it('answers anonymous 401 and candidates or employers 403, changing nothing', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody());
    expect((await suspend(employer.user._id, { reason: REASON })).statusCode).toBe(401);
    const candidate = await registerAccount(app, 'candidate');
    expect((await suspend(employer.user._id, { reason: REASON }, candidate)).statusCode).toBe(403);
    expect((await suspend(employer.user._id, { reason: REASON }, employer)).statusCode).toBe(403);
    expect(await statusesOf([job._id])).toEqual(['active']);
  });

  it('answers 404 for an unknown id, a malformed id and an account that is no employer', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', admin.user._id]) {
      const response = await suspend(id, { reason: REASON }, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: FRAUD_MESSAGES.employerNotFound });
    }
    const candidate = await registerAccount(app, 'candidate');
    expect((await suspend(candidate.user._id, { reason: REASON }, admin)).statusCode).toBe(404);
  });

  it('refuses a missing, short, long or extra-field reason with 400', async () => {
    const employer = await readyEmployer(app);
    for (const payload of [
      {},
      { reason: '  a ' },
      { reason: 'x'.repeat(501) },
      { reason: REASON, extra: 1 },
    ]) {
      expect((await suspend(employer.user._id, payload, admin)).statusCode).toBe(400);
    }
    const short = await suspend(employer.user._id, { reason: 'ab' }, admin);
    expect(short.json()).toMatchObject({ message: expect.stringContaining('3 characters') });
  });

  it('closes every listing with applicants answered, turns messaging off and audits it', async () => {
    const { employer, threads, first } = await twiceFlaggedEmployer();
    const jobIds = threads.map((t) => t.jobId);
    const response = await suspend(employer.user._id, { reason: REASON }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(SuspendEmployerResponseSchema.parse(response.json())).toEqual({
      message: FRAUD_MESSAGES.suspended,
      closedListings: 2,
      answeredApplications: 2,
    });

    expect(await statusesOf(jobIds)).toEqual(['closed', 'closed']);
    expect(await applicationsOf(jobIds)).toEqual([
      { status: 'rejected', decision_reason: 'listing_removed' },
      { status: 'rejected', decision_reason: 'listing_removed' },
    ]);
    const notices = await rows<{ title: string }>(
      app,
      sql`select title from notifications where user_id = ${first.candidate.user._id}`,
    );
    expect(notices.map((n) => n.title)).toContainEqual(expect.stringMatching(/^Listing closed:/));

    const blocked = await sendMessage(app, employer, first.applicationId, 'Hello again');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ message: SCAM_WARNING_MESSAGES.suspended });
    const reply = await sendMessage(app, first.candidate, first.applicationId, 'Ok');
    expect(reply.statusCode).toBe(201);

    const [audit] = await rows<{ actor_id: string; after: Record<string, unknown> }>(
      app,
      sql`select actor_id, after from admin_audit_log
        where action = 'employer.suspend' and target_id = ${employer.user._id}`,
    );
    expect(audit).toEqual({
      actor_id: admin.user._id,
      after: {
        closedListings: 2,
        answeredApplications: 2,
        messagingSuspended: true,
        reason: REASON,
      },
    });
    const [suspension] = await rows<{ flagged_count: number }>(
      app,
      sql`select flagged_count from messaging_suspensions
        where employer_id = ${employer.user._id} and lifted_at is null`,
    );
    expect(suspension).toEqual({ flagged_count: 2 });

    const view = await fraudView();
    const shown = view.repeatedFlagEmployers.items.find((e) => e.employerId === employer.user._id);
    expect(shown).toMatchObject({ messagingSuspended: true, openListings: 0 });
  });

  it('answers 409 when the employer is already suspended, and stores hostile reasons verbatim', async () => {
    const employer = await readyEmployer(app);
    await postJob(app, employer, internshipBody());
    const hostile = 'Pay $& <script>alert(1)</script> ‮fee $1';
    expect((await suspend(employer.user._id, { reason: hostile }, admin)).statusCode).toBe(200);
    const again = await suspend(employer.user._id, { reason: REASON }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: FRAUD_MESSAGES.alreadySuspended });
    const audits = await rows<{ reason: string }>(
      app,
      sql`select after->>'reason' as reason from admin_audit_log
        where action = 'employer.suspend' and target_id = ${employer.user._id}`,
    );
    expect(audits).toEqual([{ reason: hostile }]);
  });

  it('still closes the listings of an employer the rules already paused', async () => {
    const employer = await readyEmployer(app);
    const threads = [
      await openThread(app, employer),
      await openThread(app, employer),
      await openThread(app, employer),
    ];
    for (const t of threads) await sendFlagged(t);
    const response = await suspend(employer.user._id, { reason: REASON }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusesOf(threads.map((t) => t.jobId))).toEqual(['closed', 'closed', 'closed']);
    const paused = await rows(
      app,
      sql`select id from messaging_suspensions where employer_id = ${employer.user._id}`,
    );
    expect(paused).toHaveLength(1);
  });

  it('leaves nothing behind when the audit entry fails after the listings were closed', async () => {
    const { employer, threads, first } = await twiceFlaggedEmployer();
    const jobIds = threads.map((t) => t.jobId);
    const response = await whileWritesFail(app, 'admin_audit_log', 'INSERT', () =>
      suspend(employer.user._id, { reason: REASON }, admin),
    );
    expectInternalError(response);
    expect(await statusesOf(jobIds)).toEqual(['active', 'active']);
    expect((await applicationsOf(jobIds)).map((a) => a.decision_reason)).toEqual([null, null]);
    const suspensions = await rows(
      app,
      sql`select id from messaging_suspensions where employer_id = ${employer.user._id}`,
    );
    expect(suspensions).toEqual([]);
    const ok = await sendMessage(app, employer, first.applicationId, 'Interview at 11?');
    expect(ok.statusCode).toBe(201);
  });

  it('keeps a suspended employer from posting or reopening a listing until the pause is lifted', async () => {
    const { employer, threads } = await twiceFlaggedEmployer();
    expect((await suspend(employer.user._id, { reason: REASON }, admin)).statusCode).toBe(200);
    const publish = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/employers/post-job',
        headers: bearer(employer.token),
        payload: body,
      });
    const reopen = (jobId: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/employers/employer-job/${jobId}/active`,
        headers: bearer(employer.token),
      });
    const jobId = threads[0]?.jobId ?? '';

    const posted = await publish(internshipBody({ title: 'Office Assistant Intern' }));
    expect(posted.statusCode).toBe(403);
    expect(posted.json()).toMatchObject({ message: SCAM_WARNING_MESSAGES.publishingPaused });
    const refused = await reopen(jobId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: SCAM_WARNING_MESSAGES.publishingPaused });
    expect(await statusesOf([jobId])).toEqual(['closed']);
    // A draft is seen by nobody but its employer, so it may still be written.
    const draft = await publish(internshipBody({ title: 'Draft Intern', status: 'draft' }));
    expect(draft.statusCode, draft.body).toBe(201);

    const [paused] = await rows<{ id: string }>(
      app,
      sql`select id from messaging_suspensions
        where employer_id = ${employer.user._id} and lifted_at is null`,
    );
    const lifted = await app.inject({
      method: 'POST',
      url: `/api/admins/messaging-suspensions/${paused?.id}/lift`,
      headers: bearer(admin.token),
      payload: { note: 'Reviewed with the employer; the fee was a misunderstanding.' },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await reopen(jobId)).statusCode).toBe(200);
    expect((await publish(internshipBody({ title: 'Office Assistant Intern' }))).statusCode).toBe(
      201,
    );
  });
});
