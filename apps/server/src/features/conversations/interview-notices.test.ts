import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsResponseSchema } from '@shuruaat/contract';
import { bearer, type TestAccount } from '../../test/accounts';
import { interviewBody, openThread } from '../../test/conversations';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const readInHindi = (account: TestAccount) =>
  app.inject({
    method: 'PUT',
    url: '/api/users/language',
    headers: bearer(account.token),
    payload: { language: 'hi' },
  });
const latestNotice = async (account: TestAccount) =>
  NotificationsResponseSchema.parse(
    (await app.inject({ url: '/api/users/notifications', headers: bearer(account.token) })).json(),
  ).notifications[0];

describe('interview notices in the recipient’s language (decision 032)', () => {
  it('tell a Hindi reader in Hindi, the time in IST in Hindi, and an English reader in English', async () => {
    const t = await openThread(app);
    expect((await readInHindi(t.candidate)).statusCode).toBe(200);
    const made = await app.inject({
      method: 'POST',
      url: `/api/users/messages/${t.applicationId}/interviews`,
      headers: bearer(t.employer.token),
      payload: interviewBody(),
    });
    expect(made.statusCode).toBe(201);
    const invited = await latestNotice(t.candidate);
    expect(invited?.title).toBe('इंटरव्यू का बुलावा: Kirana Cloud में React Developer Intern');
    expect(invited?.body).toMatch(/^Kirana Cloud ने आपको .+ सुबह 10:30 IST को इंटरव्यू के लिए बुलाया है।/);

    await app.inject({
      method: 'POST',
      url: `/api/users/interviews/${made.json().interview._id as string}/respond`,
      headers: bearer(t.candidate.token),
      payload: { answer: 'reschedule', note: 'Shaam ko 5 baje?' },
    });
    // The employer kept English: the candidate's language is not theirs.
    const told = await latestNotice(t.employer);
    expect(told?.title).toBe('Another time asked for: Ananya Iyer');
    expect(told?.body).toBe(
      'Ananya Iyer asked for another time for React Developer Intern: “Shaam ko 5 baje?”',
    );
  });
});
