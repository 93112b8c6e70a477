import { configureStore } from '@reduxjs/toolkit';
import type { PostJobBody } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { employerApi } from './api';
import { employerSlice } from './slice';
import { buildJob } from '@/test-utils/job-factory';
import { buildPostedJob, buildProfile } from './test-data';
import {
  deleteJob,
  fetchEmployerProfile,
  fetchJobsPosted,
  postJob,
  updateEmployerProfile,
  updateJobStatus,
} from './thunks';

type Store = ReturnType<typeof makeStore>;
type Run = (store: Store) => Promise<unknown>;

function makeStore(isAuthenticated = true) {
  return configureStore({
    reducer: {
      ...baseReducers(isAuthenticated ? buildUser({ role: 'employer' }) : null),
      employer: employerSlice.reducer,
    },
  });
}

async function storeWithJobs(...ids: string[]) {
  vi.spyOn(employerApi, 'findJobsPosted').mockResolvedValue({
    jobsPosted: ids.map((_id) => buildPostedJob({ _id })),
    nextCursor: null,
  });
  const store = makeStore();
  await store.dispatch(fetchJobsPosted());
  return store;
}

const body = {} as PostJobBody;

afterEach(() => vi.restoreAllMocks());

describe('employer slice', () => {
  it('turns loading on and clears the error while a call is pending', () => {
    const failed = employerSlice.reducer(undefined, postJob.rejected(null, 'r1', body));
    const pending = employerSlice.reducer(failed, postJob.pending('r2', body));
    expect(pending).toMatchObject({ loading: true, error: null });
  });

  it('appends a posted job to jobsPosted with "Job posted successfully!"', async () => {
    const store = await storeWithJobs('a');
    const job = buildJob({ _id: 'b' });
    vi.spyOn(employerApi, 'postJob').mockResolvedValue({
      job,
      message: 'Job posted successfully!',
    });
    await store.dispatch(postJob(body));
    const state = store.getState().employer;
    expect(state.jobsPosted.map((j) => j._id)).toEqual(['a', 'b']);
    expect(state.jobsPosted[1]?.applicantTotal).toBe(0);
    expect(state).toMatchObject({ loading: false, message: 'Job posted successfully!' });
  });

  it('replaces the job whose status changed, keeping its applicant counts', async () => {
    const store = await storeWithJobs('a', 'b');
    const paused = buildJob({ _id: 'b', status: 'paused' });
    vi.spyOn(employerApi, 'setJobStatus').mockResolvedValue({ job: paused, message: 'x' });
    await store.dispatch(updateJobStatus({ jobId: 'b', status: 'paused' }));
    const state = store.getState().employer;
    expect(state.jobsPosted[1]).toMatchObject({ _id: 'b', status: 'paused', applicantTotal: 4 });
    expect(state.jobsPosted).toHaveLength(2);
    expect(state.message).toBe('Job status updated successfully!');
  });

  it('removes a deleted job with "Job deleted successfully!"', async () => {
    const store = await storeWithJobs('a', 'b');
    vi.spyOn(employerApi, 'deleteJob').mockResolvedValue({ jobId: 'a', message: 'x' });
    await store.dispatch(deleteJob('a'));
    const state = store.getState().employer;
    expect(state.jobsPosted.map((j) => j._id)).toEqual(['b']);
    expect(state.message).toBe('Job deleted successfully!');
  });

  it('adds the next page after the jobs already loaded', async () => {
    const store = await storeWithJobs('a');
    vi.spyOn(employerApi, 'findJobsPosted').mockResolvedValue({
      jobsPosted: [buildPostedJob({ _id: 'z' })],
      nextCursor: null,
    });
    await store.dispatch(fetchJobsPosted({ cursor: 'c1' }));
    expect(store.getState().employer.jobsPosted.map((j) => j._id)).toEqual(['a', 'z']);
  });

  it.each<[string, Run]>([
    ['post-job', (store) => store.dispatch(postJob(body))],
    ['update-profile', (store) => store.dispatch(updateEmployerProfile({}))],
    ['jobs-posted', (store) => store.dispatch(fetchJobsPosted())],
  ])('refuses %s without a signed-in session: "No token found"', async (_, run) => {
    const post = vi.spyOn(employerApi, 'postJob');
    const store = makeStore(false);
    await run(store);
    expect(store.getState().employer.error).toBe('No token found');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses the profile fetch without a signed-in session: "Missing token"', async () => {
    const get = vi.spyOn(employerApi, 'getProfile');
    const store = makeStore(false);
    await store.dispatch(fetchEmployerProfile());
    expect(store.getState().employer.error).toBe('Missing token');
    expect(get).not.toHaveBeenCalled();
  });

  it("shows the server's message when there is one", async () => {
    vi.spyOn(employerApi, 'postJob').mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Complete your company profile before posting.'),
    );
    const store = makeStore();
    await store.dispatch(postJob(body));
    expect(store.getState().employer).toMatchObject({
      loading: false,
      error: 'Complete your company profile before posting.',
    });
  });

  it.each([
    [
      'fetching the profile',
      (store: Store) => store.dispatch(fetchEmployerProfile()),
      'getProfile',
      'Failed to fetch profile',
    ],
    [
      'saving the profile',
      (store: Store) => store.dispatch(updateEmployerProfile({})),
      'updateProfile',
      'Failed to update profile',
    ],
    [
      'listing jobs',
      (store: Store) => store.dispatch(fetchJobsPosted()),
      'findJobsPosted',
      'Failed to fetch jobs posted',
    ],
    ['posting', (store: Store) => store.dispatch(postJob(body)), 'postJob', 'Failed to post job'],
    [
      'changing status',
      (store: Store) => store.dispatch(updateJobStatus({ jobId: 'a', status: 'closed' })),
      'setJobStatus',
      'Failed to update job status',
    ],
    [
      'deleting',
      (store: Store) => store.dispatch(deleteJob('a')),
      'deleteJob',
      'Failed to delete job',
    ],
  ] as const)(
    'falls back to the spec text when %s fails without a message',
    async (_, run, call, text) => {
      vi.spyOn(employerApi, call).mockRejectedValue(
        new ApiError(502, 'INTERNAL', 'Something went wrong'),
      );
      const store = makeStore();
      await run(store);
      expect(store.getState().employer.error).toBe(text);
    },
  );

  it('keeps the saved profile, with what is still missing for posting', async () => {
    const profile = buildProfile({ missingForPosting: ['about'] });
    vi.spyOn(employerApi, 'updateProfile').mockResolvedValue({ profile });
    const store = makeStore();
    await store.dispatch(updateEmployerProfile({ about: '' }));
    expect(store.getState().employer.profile?.missingForPosting).toEqual(['about']);
  });
});
