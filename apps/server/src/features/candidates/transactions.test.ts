import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts';
import { CANDIDATE_PROFILE, updateProfile, uploadResume } from '../../test/candidates';
import { expectInternalError, rows, whileWritesFail } from '../../test/injected-failures';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const profileOf = async (userId: string) =>
  (
    await rows<{ city: string; resume_public_id: string | null }>(
      app,
      sql`select city, resume_public_id from candidate_profiles where user_id = ${userId}`,
    )
  )[0];

describe('saving a candidate profile', () => {
  it('a profile whose “ready to apply” flag fails to save keeps its old fields', async () => {
    const candidate = await registerAccount(app, 'candidate');
    expect((await updateProfile(app, candidate, { city: 'Chennai' })).statusCode).toBe(200);
    const response = await whileWritesFail(app, 'users', 'UPDATE', () =>
      updateProfile(app, candidate, { ...CANDIDATE_PROFILE, city: 'Pune' }),
    );
    expectInternalError(response);
    expect(await profileOf(candidate.user._id)).toMatchObject({ city: 'Chennai' });
  });
});

describe('uploading a resume', () => {
  it('a first resume whose row fails to save starts no series and no version; the next upload is version 1', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const response = await whileWritesFail(app, 'resumes', 'INSERT', () =>
      uploadResume(app, candidate),
    );
    expectInternalError(response);
    // The file was written first and stays behind, unreferenced: no row names it.
    expect((await profileOf(candidate.user._id))?.resume_public_id ?? null).toBeNull();
    const versions = await rows(
      app,
      sql`select version from resumes where candidate_id = ${candidate.user._id}`,
    );
    expect(versions).toEqual([]);
    const retried = await uploadResume(app, candidate);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().resume.version).toBe(1);
  });
});
