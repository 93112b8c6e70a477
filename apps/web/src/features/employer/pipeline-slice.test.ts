import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { employerApi } from './api';
import {
  fetchApplicants,
  fetchCandidates,
  removeApplicant,
  updateApplicantStatus,
  updateApplicantsStatus,
} from './pipeline-thunks';
import { employerSlice } from './slice';
import { buildApplicant, buildApplicantsResponse, buildCandidate, buildProfile } from './test-data';
import { fetchEmployerProfile } from './thunks';

function makeStore() {
  return configureStore({
    reducer: {
      ...baseReducers(buildUser({ role: 'employer' })),
      employer: employerSlice.reducer,
    },
  });
}

const asha = buildApplicant({ userId: 'asha', fullName: 'Asha' });
const ravi = buildApplicant({ userId: 'ravi', fullName: 'Ravi', status: 'shortlisted' });
const query = { jobId: 'job_1', statuses: ['applied', 'shortlisted'] as const };

async function storeWithApplicants() {
  vi.spyOn(employerApi, 'findApplicants').mockResolvedValue(
    buildApplicantsResponse([asha, ravi], { nextCursor: 'c1' }),
  );
  const store = makeStore();
  await store.dispatch(fetchApplicants(query));
  return store;
}

const employer = (store: ReturnType<typeof makeStore>) => store.getState().employer;

afterEach(() => vi.restoreAllMocks());

describe('employer slice: applicants', () => {
  it('keeps the job, its applicants, their counts and where the next page starts', async () => {
    const store = await storeWithApplicants();
    expect(employer(store)).toMatchObject({
      applicantsJob: { title: 'Frontend developer intern' },
      applicantsCursor: 'c1',
      isApplicantsFetched: true,
      loading: false,
    });
    expect(employer(store).applicants.map((a) => a.userId)).toEqual(['asha', 'ravi']);
    expect(employer(store).applicantCounts).toMatchObject({ applied: 1, shortlisted: 1 });
  });

  it('adds the next page after the applicants already loaded', async () => {
    const store = await storeWithApplicants();
    vi.spyOn(employerApi, 'findApplicants').mockResolvedValue(
      buildApplicantsResponse([buildApplicant({ userId: 'meera' })]),
    );
    await store.dispatch(fetchApplicants({ ...query, cursor: 'c1' }));
    expect(employer(store).applicants.map((a) => a.userId)).toEqual(['asha', 'ravi', 'meera']);
    expect(employer(store).applicantsCursor).toBeNull();
  });

  it('drops an earlier filter’s answer that arrives after the newer one', async () => {
    let answerSlowly: (value: ReturnType<typeof buildApplicantsResponse>) => void = () => {};
    const find = vi.spyOn(employerApi, 'findApplicants');
    find.mockReturnValueOnce(new Promise((resolve) => (answerSlowly = resolve)));
    find.mockResolvedValueOnce(buildApplicantsResponse([ravi]));
    const store = makeStore();
    const slow = store.dispatch(fetchApplicants(query));
    await store.dispatch(fetchApplicants({ jobId: 'job_1', statuses: ['shortlisted'] }));
    answerSlowly(buildApplicantsResponse([asha]));
    await slow;
    expect(employer(store).applicants.map((a) => a.userId)).toEqual(['ravi']);
  });

  it('falls back to "Failed to fetch job applicants" when the server gives no message', async () => {
    vi.spyOn(employerApi, 'findApplicants').mockRejectedValue(
      new ApiError(502, 'INTERNAL', 'Something went wrong'),
    );
    const store = makeStore();
    await store.dispatch(fetchApplicants(query));
    expect(employer(store)).toMatchObject({
      error: 'Failed to fetch job applicants',
      isApplicantsFetched: false,
      loading: false,
    });
  });

  it("changes that applicant's status in the list with the server's message", async () => {
    const store = await storeWithApplicants();
    vi.spyOn(employerApi, 'updateApplicantStatus').mockResolvedValue({
      message: 'Applicant status updated successfully!',
    });
    const change = updateApplicantStatus({
      jobId: 'job_1',
      userId: 'asha',
      newStatus: 'interview',
    });
    const pending = store.dispatch(change);
    expect(employer(store)).toMatchObject({ updateStatusLoading: true, loading: false });
    await pending;
    const state = employer(store);
    expect(state.applicants[0]?.status).toBe('interview');
    expect(state.applicants[0]?.timeline.at(-1)?.status).toBe('interview');
    expect(state.applicantCounts).toMatchObject({ applied: 0, interview: 1, shortlisted: 1 });
    expect(state).toMatchObject({
      updateStatusLoading: false,
      message: 'Applicant status updated successfully!',
    });
  });

  it('keeps the status and reports the server’s 409 when the candidate withdrew', async () => {
    const store = await storeWithApplicants();
    vi.spyOn(employerApi, 'updateApplicantStatus').mockRejectedValue(
      new ApiError(409, 'CONFLICT', 'This candidate withdrew the application.'),
    );
    await store.dispatch(
      updateApplicantStatus({ jobId: 'job_1', userId: 'asha', newStatus: 'hired' }),
    );
    expect(employer(store).applicants[0]?.status).toBe('applied');
    expect(employer(store).error).toBe('This candidate withdrew the application.');
  });

  it('falls back to "Failed to update status" when a change fails without a message', async () => {
    const store = await storeWithApplicants();
    vi.spyOn(employerApi, 'updateApplicantsStatus').mockRejectedValue(
      new ApiError(500, 'INTERNAL', 'Something went wrong'),
    );
    await store.dispatch(
      updateApplicantsStatus({ jobId: 'job_1', userIds: ['asha'], newStatus: 'rejected' }),
    );
    expect(employer(store)).toMatchObject({
      error: 'Failed to update status',
      updateStatusLoading: false,
    });
  });

  it('moves only the applicants the bulk change updated, not the skipped ones', async () => {
    const store = await storeWithApplicants();
    vi.spyOn(employerApi, 'updateApplicantsStatus').mockResolvedValue({
      message: '1 applicant rejected; 1 left as it was.',
      updated: ['asha'],
      skipped: ['ravi'],
    });
    await store.dispatch(
      updateApplicantsStatus({ jobId: 'job_1', userIds: ['asha', 'ravi'], newStatus: 'rejected' }),
    );
    const state = employer(store);
    expect(state.applicants.map((a) => a.status)).toEqual(['rejected', 'shortlisted']);
    expect(state.applicantCounts).toMatchObject({ applied: 0, rejected: 1, shortlisted: 1 });
    expect(state.message).toBe('1 applicant rejected; 1 left as it was.');
  });

  it("drops a removed applicant from the list with the server's message", async () => {
    const store = await storeWithApplicants();
    vi.spyOn(employerApi, 'deleteApplicant').mockResolvedValue({
      message: 'Applicant removed successfully!',
    });
    await store.dispatch(removeApplicant({ jobId: 'job_1', userId: 'ravi' }));
    const state = employer(store);
    expect(state.applicants.map((a) => a.userId)).toEqual(['asha']);
    expect(state.applicantCounts).toMatchObject({ shortlisted: 0, removed: 1 });
    expect(state.message).toBe('Applicant removed successfully!');
  });

  it('falls back to "Failed to remove applicant" and keeps them listed', async () => {
    const store = await storeWithApplicants();
    vi.spyOn(employerApi, 'deleteApplicant').mockRejectedValue(
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'Something went wrong'),
    );
    await store.dispatch(removeApplicant({ jobId: 'job_1', userId: 'ravi' }));
    expect(employer(store).applicants).toHaveLength(2);
    expect(employer(store).error).toBe('Failed to remove applicant');
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
