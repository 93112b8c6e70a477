import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { employerApi } from './api';
import { fetchCandidates } from './pipeline-thunks';
import { employerProfileSaved, employerSlice } from './slice';
import { buildCandidate, buildProfile } from './test-data';
import { fetchEmployerProfile } from './thunks';

function makeStore(isAuthenticated = true) {
  return configureStore({
    reducer: {
      ...baseReducers(isAuthenticated ? buildUser({ role: 'employer' }) : null),
      employer: employerSlice.reducer,
    },
  });
}

const employer = (store: ReturnType<typeof makeStore>) => store.getState().employer;

afterEach(() => vi.restoreAllMocks());

describe('employer slice: profile', () => {
  it('refuses the profile fetch without a signed-in session: "Missing token"', async () => {
    const get = vi.spyOn(employerApi, 'getProfile');
    const store = makeStore(false);
    await store.dispatch(fetchEmployerProfile());
    expect(employer(store).error).toBe('Missing token');
    expect(get).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to fetch profile" when the server gives no message', async () => {
    vi.spyOn(employerApi, 'getProfile').mockRejectedValue(
      new ApiError(502, 'INTERNAL', 'Something went wrong'),
    );
    const store = makeStore();
    await store.dispatch(fetchEmployerProfile());
    expect(employer(store)).toMatchObject({ loading: false, error: 'Failed to fetch profile' });
  });

  it("shows the server's message when there is one", async () => {
    vi.spyOn(employerApi, 'getProfile').mockRejectedValue(
      new ApiError(404, 'NOT_FOUND', 'Employer not found'),
    );
    const store = makeStore();
    await store.dispatch(fetchEmployerProfile());
    expect(employer(store).error).toBe('Employer not found');
  });

  it('keeps a profile saved on the profile page, with what is still missing for posting', () => {
    const store = makeStore();
    store.dispatch(
      employerProfileSaved(buildProfile({ missingForPosting: ['about'], resumeAccess: true })),
    );
    expect(employer(store).profile?.missingForPosting).toEqual(['about']);
    expect(employer(store).isResumeAccess).toBe(true);
  });
});

describe('employer slice: resume database', () => {
  it('takes isResumeAccess from the profile', async () => {
    vi.spyOn(employerApi, 'getProfile').mockResolvedValue({
      profile: buildProfile({ resumeAccess: true }),
    });
    const store = makeStore();
    await store.dispatch(fetchEmployerProfile());
    expect(employer(store).isResumeAccess).toBe(true);
  });

  it('keeps the candidates found and adds the next page after them', async () => {
    const find = vi.spyOn(employerApi, 'findCandidates');
    find.mockResolvedValueOnce({ candidates: [buildCandidate({ userId: 'a' })], nextCursor: 'n' });
    find.mockResolvedValueOnce({ candidates: [buildCandidate({ userId: 'b' })], nextCursor: null });
    const store = makeStore();
    await store.dispatch(fetchCandidates({ skills: 'Python' }));
    await store.dispatch(fetchCandidates({ skills: 'Python', cursor: 'n' }));
    expect(employer(store).allCandidates.map((c) => c.userId)).toEqual(['a', 'b']);
    expect(employer(store)).toMatchObject({ candidatesCursor: null, isCandidatesFetched: true });
  });

  it('drops an earlier search’s answer that arrives after the newer one', async () => {
    let answerFirst: (value: { candidates: never[]; nextCursor: null }) => void = () => undefined;
    const find = vi.spyOn(employerApi, 'findCandidates');
    find.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    find.mockResolvedValueOnce({ candidates: [buildCandidate({ userId: 'b' })], nextCursor: null });
    const store = makeStore();
    const first = store.dispatch(fetchCandidates({ skills: 'Python' }));
    await store.dispatch(fetchCandidates({ skills: 'Java' }));
    answerFirst({ candidates: [], nextCursor: null });
    await first;
    expect(employer(store).allCandidates.map((c) => c.userId)).toEqual(['b']);
  });

  it('loses resume access when the server answers 403', async () => {
    vi.spyOn(employerApi, 'getProfile').mockResolvedValue({
      profile: buildProfile({ resumeAccess: true }),
    });
    vi.spyOn(employerApi, 'findCandidates').mockRejectedValue(
      new ApiError(403, 'FORBIDDEN', 'Resume database access is granted by the Shuruaat team.'),
    );
    const store = makeStore();
    await store.dispatch(fetchEmployerProfile());
    await store.dispatch(fetchCandidates({}));
    expect(employer(store).isResumeAccess).toBe(false);
  });

  it('falls back to "Failed to fetch candidates" when the server gives no message', async () => {
    vi.spyOn(employerApi, 'findCandidates').mockRejectedValue(
      new ApiError(500, 'INTERNAL', 'Something went wrong'),
    );
    const store = makeStore();
    await store.dispatch(fetchCandidates({}));
    expect(employer(store).error).toBe('Failed to fetch candidates');
  });
});
