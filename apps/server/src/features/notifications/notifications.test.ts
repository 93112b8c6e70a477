import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationsResponseSchema,
  UnreadCountResponseSchema,
  type EmployerSettableStatus,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let employer: TestAccount;
let jobId: string;
beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
  jobId = (await postJob(app, employer, internshipBody({ questions: [] })))._id;
});
afterAll(() => app.close());

const ROLE = 'React Developer Intern at Kirana Cloud';
const as = (account?: TestAccount) => (account ? bearer(account.token) : {});
const list = (account?: TestAccount, query = '') =>
  app.inject({ url: `/api/users/notifications${query}`, headers: as(account) });
const unread = (account?: TestAccount) =>
  app.inject({ url: '/api/users/notifications/unread-count', headers: as(account) });
const markRead = (payload: object, account?: TestAccount) =>
  app.inject({
    method: 'POST',
    url: '/api/users/notifications/read',
    headers: as(account),
    payload,
  });

async function notificationsOf(account: TestAccount, query = '') {
  const response = await list(account, query);
  expect(response.statusCode).toBe(200);
  return NotificationsResponseSchema.parse(response.json());
}

async function unreadOf(account: TestAccount): Promise<number> {
  return UnreadCountResponseSchema.parse((await unread(account)).json()).unreadCount;
}

/** A candidate who applied and whom the employer then moved through `statuses`, in order. */
async function notifiedCandidate(statuses: EmployerSettableStatus[]): Promise<TestAccount> {
  const candidate = await readyCandidate(app);
  expect((await apply(app, candidate, jobId)).statusCode).toBe(201);
  for (const newStatus of statuses) {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/employers/job/${jobId}/applicant/${candidate.user._id}/status`,
      headers: as(employer),
      payload: { newStatus },
    });
    expect(response.statusCode).toBe(200);
  }
  return candidate;
}

const MOVED: EmployerSettableStatus[] = ['shortlisted', 'interview', 'hired'];

describe('GET /api/users/notifications', () => {
  it('lists only the caller’s notifications, newest first, with the unread count', async () => {
    const candidate = await notifiedCandidate(MOVED);
    await notifiedCandidate(['rejected']);
    const body = await notificationsOf(candidate);
    expect(body.notifications.map((n) => n.title)).toEqual([
      `Hired: ${ROLE}`,
      `Interview: ${ROLE}`,
      `Shortlisted: ${ROLE}`,
    ]);
    expect(body.notifications[0]).toMatchObject({
      body: 'Kirana Cloud moved your application to Hired.',
      link: '/user/dashboard/applications',
      read: false,
    });
    const times = body.notifications.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.unreadCount).toBe(3);
    expect(body.nextCursor).toBeNull();
  });

  it('pages with nextCursor without repeating or skipping', async () => {
    const candidate = await notifiedCandidate(MOVED);
    const first = await notificationsOf(candidate, '?limit=2');
    expect(first.notifications).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await notificationsOf(candidate, `?limit=2&cursor=${first.nextCursor}`);
    const titles = [...first.notifications, ...second.notifications].map((n) => n.title);
    expect(titles).toEqual(['Hired', 'Interview', 'Shortlisted'].map((s) => `${s}: ${ROLE}`));
    expect(second.nextCursor).toBeNull();
    expect(second.unreadCount).toBe(3);
  });

  it('pages through notifications made at the very same moment, each once', async () => {
    const candidate = await notifiedCandidate(MOVED);
    const ids = (await notificationsOf(candidate)).notifications.map((n) => n._id);
    await app.db.execute(
      sql`update notifications set created_at = '2026-01-05 10:00:00.123+05:30' where user_id = ${candidate.user._id}`,
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let page = 0; cursor !== null && page < 5; page += 1) {
      const body = await notificationsOf(candidate, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.notifications.map((n) => n._id));
      cursor = body.nextCursor;
    }
    expect(seen).toHaveLength(ids.length);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it('answers 400 for a forged cursor or a limit over 50', async () => {
    const candidate = await registerAccount(app, 'candidate');
    expect((await list(candidate, '?cursor=forged')).statusCode).toBe(400);
    expect((await list(candidate, '?limit=51')).statusCode).toBe(400);
  });

  it('gives an employer or admin with no notifications an empty list', async () => {
    const newcomer = await registerAccount(app, 'employer');
    expect((await list(newcomer)).json()).toEqual({
      notifications: [],
      unreadCount: 0,
      nextCursor: null,
    });
    expect(await unreadOf(newcomer)).toBe(0);
    expect((await markRead({}, newcomer)).json()).toEqual({ unreadCount: 0 });
    const admin = await adminAccount(app);
    expect((await notificationsOf(admin)).notifications).toEqual([]);
  });
});

describe('GET /api/users/notifications/unread-count', () => {
  it('counts the caller’s unread notifications', async () => {
    const candidate = await notifiedCandidate(MOVED);
    expect((await unread(candidate)).json()).toEqual({ unreadCount: 3, unreadMessages: 0 });
  });
});

describe('POST /api/users/notifications/read', () => {
  it('marks only the given notifications read', async () => {
    const candidate = await notifiedCandidate(MOVED);
    const [newest] = (await notificationsOf(candidate)).notifications;
    const response = await markRead({ ids: [newest?._id] }, candidate);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 2 });
    const after = await notificationsOf(candidate);
    expect(after.notifications.map((n) => n.read)).toEqual([true, false, false]);
    expect(await unreadOf(candidate)).toBe(2);
  });

  it('changes nothing when given another user’s notification ids', async () => {
    const candidate = await notifiedCandidate(MOVED);
    const other = await notifiedCandidate(['rejected']);
    const [theirs] = (await notificationsOf(other)).notifications;
    expect((await markRead({ ids: [theirs?._id] }, candidate)).json()).toEqual({ unreadCount: 3 });
    expect((await notificationsOf(other)).notifications[0]?.read).toBe(false);
    expect(await unreadOf(other)).toBe(1);
  });

  it('marks every notification read when no ids are sent', async () => {
    const candidate = await notifiedCandidate(MOVED);
    const other = await notifiedCandidate(['rejected']);
    expect((await markRead({}, candidate)).json()).toEqual({ unreadCount: 0 });
    const after = await notificationsOf(candidate);
    expect(after.notifications.map((n) => n.read)).toEqual([true, true, true]);
    expect(await unreadOf(other)).toBe(1);
  });

  it('marks nothing for an empty list or ids that are not ids', async () => {
    const candidate = await notifiedCandidate(['shortlisted']);
    expect((await markRead({ ids: [] }, candidate)).json()).toEqual({ unreadCount: 1 });
    expect((await markRead({ ids: ['not-an-id'] }, candidate)).json()).toEqual({
      unreadCount: 1,
    });
  });

  it('answers 400 for a body that is not the contract’s', async () => {
    const candidate = await registerAccount(app, 'candidate');
    expect((await markRead({ ids: 'all' }, candidate)).statusCode).toBe(400);
    expect((await markRead({ all: true }, candidate)).statusCode).toBe(400);
  });
});

describe('signed out', () => {
  it('answers 401 on every notifications call', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await unread()).statusCode).toBe(401);
    expect((await markRead({})).statusCode).toBe(401);
  });
});
