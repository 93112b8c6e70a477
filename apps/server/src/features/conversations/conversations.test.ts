import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicantContactResponseSchema,
  BulkMessageResponseSchema,
  ConversationResponseSchema,
  CONVERSATION_MESSAGES,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  InboxResponseSchema,
  MessageReportsResponseSchema,
  NotificationsResponseSchema,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { interviewBody, openThread, sendMessage, type Thread } from '../../test/conversations';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { multipart, tinyPdf } from '../../test/uploads';
import { pngLogo } from '../../reliability/world';
import { sendEmployerMessage } from './conversations.service';

let app: FastifyInstance;
let strangers: { candidate: TestAccount; employer: TestAccount; admin: TestAccount };
beforeAll(async () => {
  app = await createTestApp();
  strangers = {
    candidate: await readyCandidate(app),
    employer: await readyEmployer(app),
    admin: await adminAccount(app),
  };
});
afterAll(() => app.close());

const as = (account?: TestAccount) => (account ? bearer(account.token) : {});
const get = (url: string, account?: TestAccount) => app.inject({ url, headers: as(account) });
const conversation = async (t: Thread, account: TestAccount) => {
  const response = await get(`/api/users/messages/${t.applicationId}`, account);
  expect(response.statusCode).toBe(200);
  return ConversationResponseSchema.parse(response.json());
};

describe('applicant contact details', () => {
  const contactUrl = (t: Thread) =>
    `/api/employers/job/${t.jobId}/applicant/${t.candidate.user._id}/contact`;

  it('shows the phone and email to the employer of the job applied to', async () => {
    const t = await openThread(app);
    const response = await get(contactUrl(t), t.employer);
    expect(response.statusCode).toBe(200);
    expect(ApplicantContactResponseSchema.parse(response.json())).toEqual({
      name: 'Ananya Iyer',
      email: t.candidate.email,
      phone: '9876543210',
    });
  });

  it('hides them from everyone else: other employers, candidates, admins, the signed out', async () => {
    const t = await openThread(app);
    expect((await get(contactUrl(t), strangers.employer)).statusCode).toBe(404);
    expect((await get(contactUrl(t), t.candidate)).statusCode).toBe(403);
    expect((await get(contactUrl(t), strangers.admin)).statusCode).toBe(403);
    expect((await get(contactUrl(t))).statusCode).toBe(401);
  });

  it('hides them once the candidate withdraws', async () => {
    const t = await openThread(app);
    await app.inject({
      method: 'DELETE',
      url: `/api/candidates/application/${t.jobId}/${t.candidate.user._id}`,
      headers: as(t.candidate),
    });
    expect((await get(contactUrl(t), t.employer)).statusCode).toBe(404);
  });
});

describe('messages on an application', () => {
  it('lets the employer open the conversation and the candidate reply, nobody cold-message', async () => {
    const t = await openThread(app);
    const cold = await sendMessage(app, t.candidate, t.applicationId, 'Hello?');
    expect(cold.statusCode).toBe(403);
    expect(cold.json().message).toBe(CONVERSATION_MESSAGES.notOpened);
    expect((await conversation(t, t.candidate)).conversation.canSend).toBe(false);

    const opened = await sendMessage(
      app,
      t.employer,
      t.applicationId,
      'Hi Ananya, can you share your GitHub? See https://kirana.example.com/about',
    );
    expect(opened.statusCode).toBe(201);
    const reply = await sendMessage(app, t.candidate, t.applicationId, '  github.com/ananya  ');
    expect(reply.statusCode).toBe(201);

    const seen = await conversation(t, t.employer);
    expect(seen.messages.map((m) => [m.body, m.mine, m.fromEmployer])).toEqual([
      ['Hi Ananya, can you share your GitHub? See https://kirana.example.com/about', true, true],
      ['github.com/ananya', false, false],
    ]);
    expect(seen.conversation).toMatchObject({ role: 'employer', canSend: true });
  });

  it('answers 404 to other candidates and employers, 403 to admins, 401 signed out', async () => {
    const t = await openThread(app);
    await sendMessage(app, t.employer, t.applicationId, 'Are you free this week?');
    const url = `/api/users/messages/${t.applicationId}`;
    expect((await get(url, strangers.candidate)).statusCode).toBe(404);
    expect((await get(url, strangers.employer)).statusCode).toBe(404);
    expect((await get(url, strangers.admin)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await sendMessage(app, strangers.employer, t.applicationId, 'Hi')).statusCode).toBe(
      404,
    );
    expect((await sendMessage(app, strangers.candidate, t.applicationId, 'Hi')).statusCode).toBe(
      404,
    );
  });

  it('refuses empty and over-long messages with 400', async () => {
    const t = await openThread(app);
    expect((await sendMessage(app, t.employer, t.applicationId, '   ')).statusCode).toBe(400);
    const long = 'a'.repeat(4001);
    expect((await sendMessage(app, t.employer, t.applicationId, long)).statusCode).toBe(400);
  });

  it('counts unread messages in the inbox and beside the notifications, until read', async () => {
    const t = await openThread(app);
    await sendMessage(app, t.employer, t.applicationId, 'First');
    await sendMessage(app, t.employer, t.applicationId, 'Second');
    const inbox = InboxResponseSchema.parse((await get('/api/users/messages', t.candidate)).json());
    expect(inbox.unreadCount).toBe(2);
    expect(inbox.conversations[0]).toMatchObject({
      applicationId: t.applicationId,
      withName: 'Kirana Cloud',
      lastMessage: 'Second',
      unreadCount: 2,
    });
    const bell = await get('/api/users/notifications/unread-count', t.candidate);
    expect(bell.json()).toMatchObject({ unreadMessages: 2 });

    const read = await conversation(t, t.candidate);
    expect(read.messages.every((m) => !m.mine)).toBe(true);
    expect((await get('/api/users/messages/unread-count', t.candidate)).json()).toEqual({
      unreadCount: 0,
    });
    const employerSide = await conversation(t, t.employer);
    expect(employerSide.messages.map((m) => m.read)).toEqual([true, true]);
    const employerInbox = InboxResponseSchema.parse(
      (await get('/api/users/messages', t.employer)).json(),
    );
    expect(employerInbox.conversations[0]).toMatchObject({
      withName: 'Ananya Iyer',
      lastMessageMine: true,
      unreadCount: 0,
    });
  });
});

describe('sendEmployerMessage, for other features', () => {
  it('writes as the job’s employer under the same rules, and refuses anyone else', async () => {
    const t = await openThread(app);
    const input = { applicationId: t.applicationId, body: 'Thanks for applying!' };
    const delivery = await sendEmployerMessage(app.db, {
      ...input,
      employerId: t.employer.user._id,
    });
    expect(delivery).toMatchObject({
      senderId: t.employer.user._id,
      recipientId: t.candidate.user._id,
      row: { body: 'Thanks for applying!', fromEmployer: true },
    });
    const stranger = { ...input, employerId: strangers.employer.user._id };
    await expect(sendEmployerMessage(app.db, stranger)).rejects.toMatchObject({ statusCode: 404 });
    expect((await conversation(t, t.candidate)).messages.map((m) => m.body)).toEqual([
      'Thanks for applying!',
    ]);
  });
});

describe('attachments', () => {
  const upload = (t: Thread, account: TestAccount, file: Buffer, name: string, type: string) => {
    const body = multipart('file', name, type, file);
    return app.inject({
      method: 'POST',
      url: `/api/users/messages/${t.applicationId}/attachment`,
      headers: { ...body.headers, ...as(account) },
      payload: body.payload,
    });
  };

  it('takes a PDF or an image by content, and gives it only to the two parties', async () => {
    const t = await openThread(app);
    const sent = await upload(
      t,
      t.employer,
      tinyPdf('Offer'),
      'offer letter.pdf',
      'application/pdf',
    );
    expect(sent.statusCode).toBe(201);
    const url = sent.json().sent.attachment.url as string;
    const opened = await get(url, t.candidate);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(url, strangers.candidate)).statusCode).toBe(404);
    expect((await get(url, strangers.employer)).statusCode).toBe(404);

    const image = await upload(t, t.candidate, await pngLogo(), 'photo.png', 'image/png');
    expect(image.statusCode).toBe(201);
    expect(image.json().sent.attachment.type).toBe('image/png');
  });

  it('refuses (413) an image of more pixels than a logo may have, however few its bytes', async () => {
    const t = await openThread(app);
    const huge = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MESSAGE_ATTACHMENT_MAX_BYTES);
    const response = await upload(t, t.employer, huge, 'poster.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(CONVERSATION_MESSAGES.attachmentTooManyPixels);
  });

  it('refuses a renamed text file with 415', async () => {
    const t = await openThread(app);
    const fake = Buffer.from('<script>alert(1)</script>');
    const response = await upload(t, t.employer, fake, 'cv.pdf', 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(CONVERSATION_MESSAGES.attachmentType);
  });
});

describe('blocking and reporting', () => {
  it('lets a candidate turn a company’s messages off and on again', async () => {
    const t = await openThread(app);
    await sendMessage(app, t.employer, t.applicationId, 'Hello');
    const blockUrl = `/api/users/messages/${t.applicationId}/block`;
    const blocked = await app.inject({ method: 'PUT', url: blockUrl, headers: as(t.candidate) });
    expect(blocked.json()).toEqual({ message: CONVERSATION_MESSAGES.blockedNow });
    const refused = await sendMessage(app, t.employer, t.applicationId, 'Hello again');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONVERSATION_MESSAGES.blocked);
    const byEmployer = await app.inject({ method: 'PUT', url: blockUrl, headers: as(t.employer) });
    expect(byEmployer.statusCode).toBe(403);
    await app.inject({ method: 'DELETE', url: blockUrl, headers: as(t.candidate) });
    expect((await sendMessage(app, t.employer, t.applicationId, 'Back')).statusCode).toBe(201);
  });

  it('lets the employer report a reply once, and admins list it', async () => {
    const t = await openThread(app);
    const mine = await sendMessage(app, t.employer, t.applicationId, 'Hello');
    const reply = await sendMessage(app, t.candidate, t.applicationId, 'Rude words here');
    const report = (account: TestAccount, messageId: string) =>
      app.inject({
        method: 'POST',
        url: `/api/users/messages/${t.applicationId}/report/${messageId}`,
        headers: as(account),
        payload: { reason: 'Abusive or threatening' },
      });
    const replyId = reply.json().sent._id as string;
    expect((await report(t.employer, replyId)).statusCode).toBe(201);
    expect((await report(t.employer, replyId)).statusCode).toBe(409);
    expect((await report(t.employer, mine.json().sent._id)).statusCode).toBe(403);
    expect((await report(t.candidate, replyId)).statusCode).toBe(403);
    expect((await report(strangers.employer, replyId)).statusCode).toBe(404);

    const list = await get('/api/admins/message-reports', strangers.admin);
    const reports = MessageReportsResponseSchema.parse(list.json()).reports;
    expect(reports.find((r) => r.messageId === replyId)).toMatchObject({
      body: 'Rude words here',
      reason: 'Abusive or threatening',
      senderEmail: t.candidate.email,
      reporterEmail: t.employer.email,
    });
    expect((await get('/api/admins/message-reports', t.employer)).statusCode).toBe(403);

    // An admin marks it reviewed: it leaves the queue and the audit log keeps the note.
    const reportId = reports.find((r) => r.messageId === replyId)?._id ?? '';
    const resolve = (account: TestAccount | undefined, payload: object = {}) =>
      app.inject({
        method: 'PUT',
        url: `/api/admins/message-reports/${reportId}`,
        headers: as(account),
        payload,
      });
    expect((await resolve(undefined)).statusCode).toBe(401);
    expect((await resolve(t.employer)).statusCode).toBe(403);
    expect((await resolve(strangers.admin, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    const reviewed = await resolve(strangers.admin, { note: 'Warned the candidate by email.' });
    expect(reviewed.json()).toEqual({ message: CONVERSATION_MESSAGES.reportReviewed });
    expect((await resolve(strangers.admin)).statusCode).toBe(404);
    const after = MessageReportsResponseSchema.parse(
      (await get('/api/admins/message-reports', strangers.admin)).json(),
    );
    expect(after.reports.some((r) => r._id === reportId)).toBe(false);
    const audit = await get('/api/admins/audit-log?action=message_report.resolve', strangers.admin);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'message_report.resolve',
      targetId: reportId,
      after: { resolved: true, note: 'Warned the candidate by email.' },
    });
  });
});

describe('interviews', () => {
  const schedule = (t: Thread, account: TestAccount, body: object = interviewBody()) =>
    app.inject({
      method: 'POST',
      url: `/api/users/messages/${t.applicationId}/interviews`,
      headers: as(account),
      payload: body,
    });
  const respond = (account: TestAccount, id: string, body: object) =>
    app.inject({
      method: 'POST',
      url: `/api/users/interviews/${id}/respond`,
      headers: as(account),
      payload: body,
    });

  it('is scheduled by the employer in IST, accepted by the candidate, and both are told', async () => {
    const t = await openThread(app);
    const made = await schedule(t, t.employer);
    expect(made.statusCode).toBe(201);
    const interview = made.json().interview;
    expect(interview.startsAt).toBe(`${interviewBody().date}T05:00:00.000Z`);
    const invited = NotificationsResponseSchema.parse(
      (await get('/api/users/notifications', t.candidate)).json(),
    );
    expect(invited.notifications[0]?.title).toBe(
      'Interview invitation: React Developer Intern at Kirana Cloud',
    );
    expect(invited.notifications[0]?.link).toBe(`/user/dashboard/messages/${t.applicationId}`);

    const accepted = await respond(t.candidate, interview._id, { answer: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().interview.status).toBe('accepted');
    const told = NotificationsResponseSchema.parse(
      (await get('/api/users/notifications', t.employer)).json(),
    );
    expect(told.notifications[0]?.title).toBe('Interview accepted: Ananya Iyer');
    const after = await conversation(t, t.employer);
    expect(after.interviews[0]?.status).toBe('accepted');
    expect(after.conversation.applicationStatus).toBe('interview');
    const mine = await get(`/api/candidates/application/${t.jobId}`, t.candidate);
    expect(mine.json().application.timeline.map((e: { status: string }) => e.status)).toEqual([
      'applied',
      'interview',
    ]);
  });

  it('lets the candidate ask for another time only with a note, and a new time replaces it', async () => {
    const t = await openThread(app);
    const first = (await schedule(t, t.employer)).json().interview._id as string;
    expect((await respond(t.candidate, first, { answer: 'reschedule' })).statusCode).toBe(400);
    const asked = await respond(t.candidate, first, {
      answer: 'reschedule',
      note: 'I have an exam that morning; any afternoon works.',
    });
    expect(asked.json().interview.status).toBe('reschedule_requested');
    await schedule(t, t.employer, { ...interviewBody(), time: '15:00' });
    const statuses = (await conversation(t, t.candidate)).interviews.map((i) => i.status);
    expect(statuses).toEqual(['proposed', 'cancelled']);
    expect((await respond(t.candidate, first, { answer: 'accept' })).statusCode).toBe(409);
  });

  it('refuses times in the past, days that do not exist, and anyone but the employer', async () => {
    const t = await openThread(app);
    expect(
      (await schedule(t, t.employer, { ...interviewBody(), date: '2020-01-01' })).statusCode,
    ).toBe(400);
    expect(
      (await schedule(t, t.employer, { ...interviewBody(), date: '2030-02-30' })).statusCode,
    ).toBe(400);
    expect((await schedule(t, t.employer, { ...interviewBody(), time: '25:00' })).statusCode).toBe(
      400,
    );
    expect((await schedule(t, t.candidate)).statusCode).toBe(403);
    expect((await schedule(t, strangers.employer)).statusCode).toBe(404);
    expect((await schedule(t, strangers.admin)).statusCode).toBe(403);
  });

  it('gives both parties, and only them, a calendar file', async () => {
    const t = await openThread(app);
    const interview = (await schedule(t, t.employer)).json().interview;
    for (const account of [t.employer, t.candidate]) {
      const file = await get(interview.icsUrl, account);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(file.body).toContain(`UID:${interview._id}@shuruaat\r\n`);
      expect(file.body).toContain(`DTSTART:${interviewBody().date.replace(/-/g, '')}T050000Z\r\n`);
      expect(file.body).toContain('STATUS:TENTATIVE\r\n');
    }
    expect((await get(interview.icsUrl, strangers.candidate)).statusCode).toBe(404);
    expect((await get(interview.icsUrl, strangers.employer)).statusCode).toBe(404);
  });
});

describe('signed out', () => {
  it('answers 401 on the inbox and the unread count', async () => {
    expect((await get('/api/users/messages')).statusCode).toBe(401);
    expect((await get('/api/users/messages/unread-count')).statusCode).toBe(401);
    const fresh = await registerAccount(app, 'candidate');
    expect(InboxResponseSchema.parse((await get('/api/users/messages', fresh)).json())).toEqual({
      conversations: [],
      unreadCount: 0,
    });
  });
});

describe('messaging many applicants at once', () => {
  const bulkUrl = (jobId: string) => `/api/employers/job/${jobId}/applicants/messages`;
  const bulk = (jobId: string, payload: object, account?: TestAccount) =>
    app.inject({ method: 'POST', url: bulkUrl(jobId), headers: as(account), payload });

  it('writes to each chosen applicant and says who was skipped and why', async () => {
    const employer = await readyEmployer(app);
    const jobId = (await postJob(app, employer, internshipBody({ questions: [] })))._id;
    const [asha, ravi, meera] = [
      await readyCandidate(app),
      await readyCandidate(app),
      await readyCandidate(app),
    ];
    for (const candidate of [asha, ravi, meera]) await apply(app, candidate, jobId);
    const threadOf = async (candidate: TestAccount) => {
      const mine = await get(`/api/candidates/application/${jobId}`, candidate);
      return { applicationId: mine.json().application._id as string };
    };
    const raviThread = await threadOf(ravi);
    await app.inject({
      method: 'PUT',
      url: `/api/users/messages/${raviThread.applicationId}/block`,
      headers: as(ravi),
    });
    await app.inject({
      method: 'DELETE',
      url: `/api/candidates/application/${jobId}/${meera.user._id}`,
      headers: as(meera),
    });
    const response = await bulk(
      jobId,
      {
        userIds: [asha.user._id, ravi.user._id, meera.user._id, strangers.candidate.user._id],
        body: 'Thank you for applying. Interviews start next week.',
      },
      employer,
    );
    expect(response.statusCode).toBe(200);
    expect(BulkMessageResponseSchema.parse(response.json())).toEqual({
      message: 'Message sent to 1 applicant.',
      sent: [asha.user._id],
      skipped: [
        { userId: ravi.user._id, reason: CONVERSATION_MESSAGES.blocked },
        { userId: meera.user._id, reason: CONVERSATION_MESSAGES.applicationClosed },
        { userId: strangers.candidate.user._id, reason: 'This person has not applied to this job' },
      ],
    });
    const ashaThread = await threadOf(asha);
    const seen = await conversation({ ...ashaThread, jobId, employer, candidate: asha }, asha);
    expect(seen.messages.map((m) => m.body)).toEqual([
      'Thank you for applying. Interviews start next week.',
    ]);
    expect(seen.conversation.canSend).toBe(true);
  });

  it('is for the job’s own employer only', async () => {
    const t = await openThread(app);
    const payload = { userIds: [t.candidate.user._id], body: 'Hello' };
    expect((await bulk(t.jobId, payload)).statusCode).toBe(401);
    expect((await bulk(t.jobId, payload, t.candidate)).statusCode).toBe(403);
    expect((await bulk(t.jobId, payload, strangers.admin)).statusCode).toBe(403);
    expect((await bulk(t.jobId, payload, strangers.employer)).statusCode).toBe(404);
    const thread = await conversation(t, t.candidate);
    expect(thread.messages).toHaveLength(0);
  });

  it('refuses an empty message or too many applicants with a clear 400', async () => {
    const t = await openThread(app);
    const empty = await bulk(t.jobId, { userIds: [t.candidate.user._id], body: '  ' }, t.employer);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(CONVERSATION_MESSAGES.empty);
    const many = Array.from({ length: 101 }, () => t.candidate.user._id);
    const tooMany = await bulk(t.jobId, { userIds: many, body: 'Hi' }, t.employer);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('Select at most 100 applicants at a time');
  });
});
