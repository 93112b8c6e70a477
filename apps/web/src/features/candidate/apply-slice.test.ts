import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { buildJob } from '@/test-utils/job-factory';
import { candidateApi } from './api';
import { applyJobSlice, applyToJob, fetchApplyTarget } from './apply-slice';
import { buildApplication } from './test-data';

const makeStore = () =>
  configureStore({
    reducer: {
      ...baseReducers(buildUser({ _id: 'u_7' })),
      applyJob: applyJobSlice.reducer,
    },
  });

const body = {
  answers: [],
  coverLetter: 'x'.repeat(60),
  availability: { startDate: true, duration: true, location: true, schedule: true },
};

afterEach(() => vi.restoreAllMocks());

describe('applyJob slice', () => {
  it('reads a null application as "not applied yet"', async () => {
    vi.spyOn(candidateApi, 'getJob').mockResolvedValue({ job: buildJob({ _id: 'j1' }) });
    vi.spyOn(candidateApi, 'getApplication').mockResolvedValue({ application: null });
    const store = makeStore();
    await store.dispatch(fetchApplyTarget('j1'));
    expect(store.getState().applyJob).toMatchObject({
      job: { _id: 'j1' },
      application: null,
      error: null,
    });
  });

  it('keeps the application the candidate already sent', async () => {
    vi.spyOn(candidateApi, 'getJob').mockResolvedValue({ job: buildJob({ _id: 'j1' }) });
    vi.spyOn(candidateApi, 'getApplication').mockResolvedValue({
      application: buildApplication({ status: 'interview' }),
    });
    const store = makeStore();
    await store.dispatch(fetchApplyTarget('j1'));
    expect(store.getState().applyJob.application?.status).toBe('interview');
  });

  it('remembers a missing job as 404 so the screen can say so', async () => {
    vi.spyOn(candidateApi, 'getJob').mockRejectedValue(
      new ApiError(404, 'NOT_FOUND', 'Job not found'),
    );
    vi.spyOn(candidateApi, 'getApplication').mockResolvedValue({ application: null });
    const store = makeStore();
    await store.dispatch(fetchApplyTarget('gone'));
    expect(store.getState().applyJob).toMatchObject({ loadStatus: 404, job: null });
  });

  it("sends the signed-in user's id as candidateId", async () => {
    const apply = vi.spyOn(candidateApi, 'apply').mockResolvedValue({ message: '' });
    const store = makeStore();
    await store.dispatch(applyToJob({ jobId: 'j1', body }));
    expect(apply).toHaveBeenCalledWith('j1', { ...body, candidateId: 'u_7' });
    expect(store.getState().applyJob.message).toBe('✅ Job application submitted!');
  });

  it('says "Failed to apply to job" when the server gives no message', async () => {
    vi.spyOn(candidateApi, 'apply').mockRejectedValue(new Error('offline'));
    const store = makeStore();
    await store.dispatch(applyToJob({ jobId: 'j1', body }));
    expect(store.getState().applyJob.error).toBe('Failed to apply to job');
  });
});
