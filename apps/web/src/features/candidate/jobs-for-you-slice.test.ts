import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { baseReducers } from '@/test-utils/store';
import { candidateApi } from './api';
import { fetchJobsForYou, jobsForYouSlice } from './jobs-for-you-slice';
import { buildJobForYou } from './test-data';

const makeStore = () =>
  configureStore({ reducer: { ...baseReducers(), jobsForYou: jobsForYouSlice.reducer } });

afterEach(() => vi.restoreAllMocks());

describe('jobsForYou slice', () => {
  it('replaces the list on a fresh load and appends on "Load more"', async () => {
    vi.spyOn(candidateApi, 'findJobsForYou')
      .mockResolvedValueOnce({ jobs: [buildJobForYou({ _id: 'a' })], nextCursor: 'c' })
      .mockResolvedValueOnce({ jobs: [buildJobForYou({ _id: 'b' })], nextCursor: null })
      .mockResolvedValueOnce({ jobs: [buildJobForYou({ _id: 'c' })], nextCursor: null });
    const store = makeStore();
    await store.dispatch(fetchJobsForYou(undefined));
    await store.dispatch(fetchJobsForYou({ cursor: 'c' }));
    expect(store.getState().jobsForYou.jobs.map((j) => j._id)).toEqual(['a', 'b']);
    await store.dispatch(fetchJobsForYou(undefined));
    expect(store.getState().jobsForYou.jobs.map((j) => j._id)).toEqual(['c']);
  });

  it('says "Failed to fetch jobs" when the server gives no message', async () => {
    vi.spyOn(candidateApi, 'findJobsForYou').mockRejectedValue(
      new ApiError(500, 'INTERNAL', 'Something went wrong'),
    );
    const store = makeStore();
    await store.dispatch(fetchJobsForYou(undefined));
    expect(store.getState().jobsForYou).toMatchObject({
      loading: false,
      error: 'Failed to fetch jobs',
    });
  });
});
