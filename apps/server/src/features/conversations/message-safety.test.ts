import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationResponseSchema,
  MessageReportsResponseSchema,
  MessagingSuspensionsResponseSchema,
  SCAM_WARNING_MESSAGES,
} from '@shuruaat/contract';
import { rowsOf } from '../../db/raw-rows';
import { adminAccount, bearer, type TestAccount } from '../../test/accounts';
import { readyCandidate } from '../../test/candidates';
import { interviewBody, openThread, sendMessage, type Thread } from '../../test/conversations';
import { readyEmployer } from '../../test/jobs';
import { expectInternalError, whileWritesFail } from '../../test/injected-failures';
import { createTestApp } from '../../test/test-app';

const FEE = 'Congratulations! Please pay ₹2,000 registration fee to confirm your joining.';
const ORDINARY = 'We liked your application. Can you talk tomorrow at 11?';

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
});
afterAll(() => app.close());

const as = (account?: TestAccount) => (account ? bearer(account.token) : {});
const get = (url: string, account?: TestAccount) => app.inject({ url, headers: as(account) });
const post = (url: string, payload: object, account?: TestAccount) =>
  app.inject({ method: 'POST', url, payload, headers: as(account) });
async function conversation(t: Thread, account: TestAccount) {
  const response = await get(`/api/users/messages/${t.applicationId}`, account);
  expect(response.statusCode).toBe(200);
  return ConversationResponseSchema.parse(response.json());
}
async function sent(t: Thread, body: string) {
  const response = await sendMessage(app, t.employer, t.applicationId, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { sent: { _id: string; warning: unknown } }).sent;
}
const report = (t: Thread, messageId: string, account?: TestAccount) =>
  post(
    `/api/users/messages/${t.applicationId}/report/${messageId}`,
    { reason: SCAM_WARNING_MESSAGES.reportReason },
    account,
  );
/** Three conversations of one employer with three candidates. */
async function threeThreads(): Promise<Thread[]> {
  const employer = await readyEmployer(app);
  return [
    await openThread(app, employer),
    await openThread(app, employer),
    await openThread(app, employer),
  ];
}
async function suspensions() {
  const response = await get('/api/admins/messaging-suspensions', admin);
  expect(response.statusCode).toBe(200);
  return MessagingSuspensionsResponseSchema.parse(response.json()).suspensions;
}

describe('an employer message that asks for money or secrets', () => {
  it('is stored with its flags; the candidate sees a warning quoting it, the employer does not', async () => {
    const t = await openThread(app);
    const mine = await sent(t, FEE);
    expect(mine.warning).toBeNull();

    const seen = (await conversation(t, t.candidate)).messages.find((m) => m._id === mine._id);
    expect(seen?.warning).toEqual({
      flags: [{ code: 'fee_or_deposit', evidence: 'registration fee' }],
      reported: false,
    });
    const own = (await conversation(t, t.employer)).messages.find((m) => m._id === mine._id);
    expect(own?.warning).toBeNull();
    const [stored] = await rowsOf<{ screening_flags: unknown }>(
      app.db,
      sql`select screening_flags from messages where id = ${mine._id}`,
    );
    expect(stored?.screening_flags).toEqual([
      { code: 'fee_or_deposit', evidence: 'registration fee' },
    ]);
  });

  it.each([
    ['an OTP, in Hinglish', 'OTP bata do jo aapke phone pe aaya', 'asks_otp'],
    ['UPI details', 'Send me your UPI ID so we can process the onboarding', 'asks_bank_or_upi'],
    ['Aadhaar copies, in Hindi', 'अपना आधार कार्ड की फोटो भेजें', 'asks_id_documents'],
    [
      'to continue on WhatsApp',
      'Let us continue on WhatsApp, it is faster',
      'off_platform_contact',
    ],
  ])('warns the candidate of a message asking for %s', async (_what, body, code) => {
    const t = await openThread(app);
    const mine = await sent(t, body);
    const seen = (await conversation(t, t.candidate)).messages.find((m) => m._id === mine._id);
    expect(seen?.warning?.flags.map((flag) => flag.code)).toContain(code);
  });

  it('leaves ordinary messages and every candidate reply without a warning', async () => {
    const t = await openThread(app);
    await sent(t, ORDINARY);
    const reply = await sendMessage(app, t.candidate, t.applicationId, 'Can I pay the ₹500 fee?');
    expect(reply.statusCode).toBe(201);
    for (const viewer of [t.candidate, t.employer]) {
      const { messages } = await conversation(t, viewer);
      expect(messages.every((m) => m.warning === null)).toBe(true);
    }
  });

  it('keeps hostile text as written: $& and <script> are stored and quoted verbatim, 100 KB refused', async () => {
    const t = await openThread(app);
    const hostile = 'Pay $& <script>alert(1)</script> registration fee $1 now';
    const mine = await sent(t, hostile);
    const seen = (await conversation(t, t.candidate)).messages.find((m) => m._id === mine._id);
    expect(seen?.body).toBe(hostile);
    expect(seen?.warning?.flags[0]?.evidence).toBe('registration fee');
    const huge = await sendMessage(app, t.employer, t.applicationId, 'fee '.repeat(25_000));
    expect(huge.statusCode).toBe(400);
  });
});

describe('reporting a flagged message', () => {
  it('takes one call from the candidate; admins see it with its flags, the warning says reported', async () => {
    const t = await openThread(app);
    const mine = await sent(t, FEE);
    expect((await report(t, mine._id, t.candidate)).statusCode).toBe(201);
    expect((await report(t, mine._id, t.candidate)).statusCode).toBe(409);

    const seen = (await conversation(t, t.candidate)).messages.find((m) => m._id === mine._id);
    expect(seen?.warning?.reported).toBe(true);
    const list = await get('/api/admins/message-reports', admin);
    const found = MessageReportsResponseSchema.parse(list.json()).reports.find(
      (r) => r.messageId === mine._id,
    );
    expect(found).toMatchObject({
      reportedBy: 'candidate',
      flagCodes: ['fee_or_deposit'],
      body: FEE,
      senderId: t.employer.user._id,
      senderSuspended: false,
      reporterEmail: t.candidate.email,
    });
  });

  it('is refused to the signed out, the sender, admins and another conversation’s candidate', async () => {
    const t = await openThread(app);
    const other = await openThread(app);
    const mine = await sent(t, FEE);
    expect((await report(t, mine._id)).statusCode).toBe(401);
    expect((await report(t, mine._id, t.employer)).statusCode).toBe(403);
    expect((await report(t, mine._id, admin)).statusCode).toBe(403);
    expect((await report(t, mine._id, other.candidate)).statusCode).toBe(404);
    // Their own conversation does not reach a message of another one.
    expect((await report(other, mine._id, other.candidate)).statusCode).toBe(404);
  });
});

describe('pausing an employer who keeps asking', () => {
  it('pauses messaging at the third flagged message in 30 days across candidates, saying why', async () => {
    const threads = await threeThreads();
    const [first, second, third] = threads as [Thread, Thread, Thread];
    await sent(first, FEE);
    await sent(second, 'Share the OTP you received on your phone');
    expect(await suspensions()).not.toContainEqual(
      expect.objectContaining({ employerId: first.employer.user._id }),
    );
    await sent(third, 'Send your Aadhaar card copy and PAN card copy');

    const refused = await sendMessage(app, first.employer, first.applicationId, ORDINARY);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: SCAM_WARNING_MESSAGES.suspended });
    const view = (await conversation(first, first.employer)).conversation;
    expect(view).toMatchObject({
      canSend: false,
      cannotSendReason: SCAM_WARNING_MESSAGES.suspended,
    });
    const interview = await post(
      `/api/users/messages/${first.applicationId}/interviews`,
      interviewBody(),
      first.employer,
    );
    expect(interview.statusCode).toBe(403);
    const bulk = await post(
      `/api/employers/job/${first.jobId}/applicants/messages`,
      { userIds: [first.candidate.user._id], body: ORDINARY },
      first.employer,
    );
    expect(bulk.statusCode).toBe(403);
    // The candidates can still answer.
    expect((await sendMessage(app, first.candidate, first.applicationId, 'No.')).statusCode).toBe(
      201,
    );

    const paused = (await suspensions()).find((s) => s.employerId === first.employer.user._id);
    expect(paused).toMatchObject({ flaggedCount: 3, employerEmail: first.employer.email });
    expect(paused?.messages.flatMap((m) => m.codes).sort()).toEqual([
      'asks_id_documents',
      'asks_otp',
      'fee_or_deposit',
    ]);
  });

  it('does not count flagged messages older than 30 days, nor ordinary ones', async () => {
    const [first, second, third] = (await threeThreads()) as [Thread, Thread, Thread];
    const old = await sent(first, FEE);
    await app.db.execute(
      sql`update messages set created_at = now() - interval '31 days' where id = ${old._id}`,
    );
    await sent(second, FEE);
    await sent(third, ORDINARY);
    await sent(third, FEE);
    expect((await sendMessage(app, first.employer, first.applicationId, ORDINARY)).statusCode).toBe(
      201,
    );
  });
});

describe('lifting a pause', () => {
  async function pausedEmployer() {
    const threads = (await threeThreads()) as [Thread, Thread, Thread];
    for (const t of threads) await sent(t, FEE);
    const paused = (await suspensions()).find((s) => s.employerId === threads[0].employer.user._id);
    if (!paused) throw new Error('not paused');
    return { threads, id: paused._id };
  }
  const lift = (id: string, note: unknown, account?: TestAccount) =>
    post(`/api/admins/messaging-suspensions/${id}/lift`, { note }, account);

  it('is for admins only, with a note; others are refused and the pause stays', async () => {
    const { threads, id } = await pausedEmployer();
    const candidate = await readyCandidate(app);
    expect((await lift(id, 'Looks fine')).statusCode).toBe(401);
    expect((await lift(id, 'Looks fine', threads[0].employer)).statusCode).toBe(403);
    expect((await lift(id, 'Looks fine', candidate)).statusCode).toBe(403);
    expect((await get('/api/admins/messaging-suspensions', threads[0].employer)).statusCode).toBe(
      403,
    );
    expect((await get('/api/admins/messaging-suspensions')).statusCode).toBe(401);
    expect((await lift(id, '', admin)).statusCode).toBe(400);
    expect((await lift('not-an-id', 'Looks fine', admin)).statusCode).toBe(404);
    expect((await suspensions()).some((s) => s._id === id)).toBe(true);
  });

  it('turns messaging back on, is audited, and starts the count afresh', async () => {
    const { threads, id } = await pausedEmployer();
    const lifted = await lift(id, 'Spoke to the employer; $& <b>warned</b>', admin);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ message: SCAM_WARNING_MESSAGES.suspensionLifted });
    expect((await lift(id, 'Again', admin)).statusCode).toBe(404);
    expect((await suspensions()).some((s) => s._id === id)).toBe(false);

    const audit = await get('/api/admins/audit-log?action=messaging.lift_suspension', admin);
    const entry = (
      audit.json() as { entries: { targetId: string; after: unknown }[] }
    ).entries.find((row) => row.targetId === threads[0].employer.user._id);
    expect(entry?.after).toEqual({
      suspended: false,
      note: 'Spoke to the employer; $& <b>warned</b>',
    });

    // The three messages before the lift no longer count: one more flagged message is allowed.
    await sent(threads[0], FEE);
    expect(
      (await sendMessage(app, threads[1].employer, threads[1].applicationId, ORDINARY)).statusCode,
    ).toBe(201);
  });
});

describe('writes that fail half-way', () => {
  it('keeps neither the third flagged message nor the pause when the pause cannot be written', async () => {
    const [first, second, third] = (await threeThreads()) as [Thread, Thread, Thread];
    await sent(first, FEE);
    await sent(second, FEE);
    const failed = await whileWritesFail(app, 'messaging_suspensions', 'INSERT', () =>
      sendMessage(app, third.employer, third.applicationId, FEE),
    );
    expectInternalError(failed);
    expect((await conversation(third, third.candidate)).messages).toEqual([]);
    expect(await suspensions()).not.toContainEqual(
      expect.objectContaining({ employerId: first.employer.user._id }),
    );
  });

  it('keeps the pause when the lift cannot be audited', async () => {
    const threads = (await threeThreads()) as [Thread, Thread, Thread];
    for (const t of threads) await sent(t, FEE);
    const paused = (await suspensions()).find((s) => s.employerId === threads[0].employer.user._id);
    const failed = await whileWritesFail(app, 'admin_audit_log', 'INSERT', () =>
      post(
        `/api/admins/messaging-suspensions/${paused?._id ?? ''}/lift`,
        { note: 'Checked' },
        admin,
      ),
    );
    expectInternalError(failed);
    expect((await suspensions()).some((s) => s._id === paused?._id)).toBe(true);
  });
});
