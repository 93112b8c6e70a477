import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateProfileSchema, CANDIDATE_MESSAGES } from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount } from '../../test/accounts';
import { CANDIDATE_PROFILE, updateProfile } from '../../test/candidates';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const getProfile = (headers = {}) =>
  app.inject({ url: '/api/candidates/get-candidate-profile', headers });
const me = async (token: string) =>
  (await app.inject({ url: '/api/users/me', headers: bearer(token) })).json().user;

describe('GET /api/candidates/get-candidate-profile', () => {
  it('gives a new candidate a profile with their sign-up name, listing what applying needs', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const response = await getProfile(bearer(candidate.token));
    expect(response.statusCode).toBe(200);
    const profile = CandidateProfileSchema.parse(response.json().profile);
    expect(profile).toMatchObject({
      _id: candidate.user._id,
      email: candidate.email,
      fullName: 'Test Person',
      visibleToEmployers: false,
      resume: null,
      isProfileUpdated: false,
    });
    expect(profile.missingForApplying).toEqual([
      'phone',
      'city',
      'college',
      'degree',
      'graduationYear',
      'skills',
    ]);
  });

  it('refuses anonymous callers (401), employers and admins (403)', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    const employer = await registerAccount(app, 'employer');
    expect((await getProfile(bearer(employer.token))).statusCode).toBe(403);
    const admin = await adminAccount(app);
    expect((await getProfile(bearer(admin.token))).statusCode).toBe(403);
  });
});

describe('PUT /api/candidates/update-profile', () => {
  it('saves the fields, answers the spec message and marks the session profile updated', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const response = await updateProfile(app, candidate, {
      ...CANDIDATE_PROFILE,
      phone: '+91 98765-43210',
      links: { github: 'https://github.com/ananya', linkedin: '', portfolio: '' },
      preferredCities: ['Chennai', 'Bengaluru'],
      preferredWorkMode: 'remote',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(CANDIDATE_MESSAGES.profileUpdated);
    const profile = CandidateProfileSchema.parse(response.json().profile);
    expect(profile).toMatchObject({
      fullName: 'Ananya Iyer',
      phone: '9876543210',
      skills: ['React', 'Node.js'],
      preferredCities: ['Chennai', 'Bengaluru'],
      isProfileUpdated: true,
      missingForApplying: [],
    });
    expect((await me(candidate.token)).isProfileUpdated).toBe(true);
  });

  it('changes only the fields sent, and clearing a required one makes it incomplete again', async () => {
    const candidate = await registerAccount(app, 'candidate');
    await updateProfile(app, candidate, CANDIDATE_PROFILE);
    const response = await updateProfile(app, candidate, { college: '' });
    const profile = CandidateProfileSchema.parse(response.json().profile);
    expect(profile.fullName).toBe('Ananya Iyer');
    expect(profile.missingForApplying).toEqual(['college']);
    expect((await me(candidate.token)).isProfileUpdated).toBe(false);
  });

  it.each([
    ['a landline-length phone', { phone: '12345' }, 'phone'],
    ['a phone starting with 5', { phone: '5876543210' }, 'phone'],
    ['a graduation year far ahead', { graduationYear: 2099 }, 'graduationYear'],
    ['a skill listed twice', { skills: ['React', 'react'] }, 'skills'],
    ['a city outside the list', { preferredCities: ['Atlantis'] }, 'preferredCities.0'],
    [
      'a link without https',
      { links: { github: 'github.com/x', linkedin: '', portfolio: '' } },
      'links.github',
    ],
    ['an unknown field', { role: 'admin' }, ''],
  ])('refuses %s with 400 and keeps what was saved', async (_name, body, path) => {
    const candidate = await registerAccount(app, 'candidate');
    await updateProfile(app, candidate, CANDIDATE_PROFILE);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/candidates/update-profile',
      headers: bearer(candidate.token),
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    if (path) expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    const saved = CandidateProfileSchema.parse(
      (await getProfile(bearer(candidate.token))).json().profile,
    );
    expect(saved.phone).toBe('9876543210');
    expect(saved.skills).toEqual(['React', 'Node.js']);
  });

  it('names the rule a wrong phone or link breaks, and accepts them empty', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const wrong = await updateProfile(app, candidate, {
      phone: '12345',
      links: { github: 'not a link', linkedin: '', portfolio: '' },
    });
    expect(wrong.json().details).toEqual([
      { path: 'phone', message: 'Enter a 10-digit Indian mobile number, like 98765 43210' },
      { path: 'links.github', message: 'Enter a full web address, like https://github.com/you' },
    ]);
    const empty = await updateProfile(app, candidate, {
      phone: '',
      links: { github: '', linkedin: '', portfolio: '' },
    });
    expect(empty.statusCode).toBe(200);
  });

  it('refuses anonymous callers (401) and employers (403)', async () => {
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/candidates/update-profile',
      payload: { fullName: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
    const employer = await registerAccount(app, 'employer');
    const response = await updateProfile(app, employer, { fullName: 'X' });
    expect(response.statusCode).toBe(403);
  });
});
