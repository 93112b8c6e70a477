import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SPACE_BYTES, FILE_SPACE_MESSAGES } from '@shuruaat/contract';
import { resumes } from '../../db/schema/candidates';
import { bearer, type TestAccount } from '../../test/accounts';
import { uploadResume } from '../../test/candidates';
import { openThread, sendMessage, type Thread } from '../../test/conversations';
import { createTestApp } from '../../test/test-app';
import { multipart, tinyPdf } from '../../test/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const file = tinyPdf('Space');

const sendAttachment = (t: Thread, account: TestAccount) => {
  const body = multipart('file', 'notes.pdf', 'application/pdf', file);
  return app.inject({
    method: 'POST',
    url: `/api/users/messages/${t.applicationId}/attachment`,
    headers: { ...body.headers, ...bearer(account.token) },
    payload: body.payload,
  });
};

const versionsOf = async (account: TestAccount) =>
  (await app.inject({ url: '/api/candidates/resumes', headers: bearer(account.token) })).json<{
    versions: { sizeBytes: number }[];
  }>().versions;

describe('an account’s file space', () => {
  it('counts resume versions and sent attachments together, and refuses a file past it', async () => {
    const t = await openThread(app);
    expect((await sendMessage(app, t.employer, t.applicationId, 'Hello!')).statusCode).toBe(201);
    expect((await sendAttachment(t, t.candidate)).statusCode).toBe(201);
    const before = await versionsOf(t.candidate);
    const kept = before.reduce((sum, version) => sum + version.sizeBytes, 0) + file.length;
    // Earlier versions, as if uploaded over months, leave one byte less than this file needs.
    await app.db.insert(resumes).values({
      candidateId: t.candidate.user._id,
      version: 90,
      storageKey: 'resumes/earlier/version-90.pdf',
      fileName: 'earlier.pdf',
      sizeBytes: FILE_SPACE_BYTES - kept - file.length + 1,
    });

    const resume = await uploadResume(app, t.candidate, file);
    expect(resume.statusCode).toBe(413);
    expect(resume.json()).toEqual({ message: FILE_SPACE_MESSAGES.full, code: 'PAYLOAD_TOO_LARGE' });
    const attachment = await sendAttachment(t, t.candidate);
    expect(attachment.statusCode).toBe(413);
    expect(attachment.json().message).toBe(FILE_SPACE_MESSAGES.full);
    // Nothing was kept of either, and the other party's space is their own.
    expect(await versionsOf(t.candidate)).toHaveLength(before.length + 1);
    expect((await sendAttachment(t, t.employer)).statusCode).toBe(201);
  });

  it('takes a file that fits exactly', async () => {
    const t = await openThread(app);
    const before = await versionsOf(t.candidate);
    const kept = before.reduce((sum, version) => sum + version.sizeBytes, 0);
    await app.db.insert(resumes).values({
      candidateId: t.candidate.user._id,
      version: 90,
      storageKey: 'resumes/earlier/version-90.pdf',
      fileName: 'earlier.pdf',
      sizeBytes: FILE_SPACE_BYTES - kept - file.length,
    });
    expect((await uploadResume(app, t.candidate, file)).statusCode).toBe(200);
    expect((await uploadResume(app, t.candidate, file)).statusCode).toBe(413);
  });
});
