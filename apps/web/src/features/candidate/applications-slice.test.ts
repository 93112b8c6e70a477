import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { baseReducers } from '@/test-utils/store';
import { candidateApi } from './api';
import { applicationsSlice, fetchApplications, withdrawApplication } from './applications-slice';
import { buildApplication, buildCounts } from './test-data';

const makeStore = () =>
  configureStore({
    reducer: { ...baseReducers(), candidateApplications: applicationsSlice.reducer },
  });

afterEach(() => vi.restoreAllMocks());

describe('candidate applications slice', () => {
  it('asks for rejected and removed together under "Not selected"', async () => {
    const find = vi
      .spyOn(candidateApi, 'findApplications')
      .mockResolvedValue({ applications: [], counts: buildCounts(), nextCursor: null });
    await makeStore().dispatch(fetchApplications({ filter: 'not-selected' }));
    expect(find).toHaveBeenCalledWith({ cursor: undefined, status: 'rejected,removed' });
  });

  it('adds the next page after the ones already shown', async () => {
    vi.spyOn(candidateApi, 'findApplications')
      .mockResolvedValueOnce({
        applications: [buildApplication({ _id: 'a', jobId: 'j1' })],
        counts: buildCounts({ applied: 2 }),
        nextCursor: 'c1',
      })
      .mockResolvedValueOnce({
        applications: [buildApplication({ _id: 'b', jobId: 'j2' })],
        counts: buildCounts({ applied: 2 }),
        nextCursor: null,
      });
    const store = makeStore();
    await store.dispatch(fetchApplications({ filter: 'all' }));
    await store.dispatch(fetchApplications({ filter: 'all', cursor: 'c1' }));
    const state = store.getState().candidateApplications;
    expect(state.items.map((a) => a._id)).toEqual(['a', 'b']);
    expect(state.nextCursor).toBeNull();
  });

  it('ignores an older filter whose answer arrives after the newer one', async () => {
    let answerOld: (
      value: Awaited<ReturnType<typeof candidateApi.findApplications>>,
    ) => void = () => undefined;
    vi.spyOn(candidateApi, 'findApplications')
      .mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce({
        applications: [buildApplication({ _id: 'hired', status: 'hired' })],
        counts: buildCounts({ hired: 1 }),
        nextCursor: null,
      });
    const store = makeStore();
    const old = store.dispatch(fetchApplications({ filter: 'all' }));
    await store.dispatch(fetchApplications({ filter: 'hired' }));
    answerOld({ applications: [buildApplication()], counts: buildCounts(), nextCursor: null });
    await old;
    const state = store.getState().candidateApplications;
    expect(state.items.map((a) => a._id)).toEqual(['hired']);
    expect(state.filter).toBe('hired');
  });

  it('marks a withdrawn application, dates it on the timeline and moves its count', async () => {
    vi.spyOn(candidateApi, 'findApplications').mockResolvedValue({
      applications: [buildApplication({ jobId: 'j1', status: 'shortlisted' })],
      counts: buildCounts({ shortlisted: 1 }),
      nextCursor: null,
    });
    vi.spyOn(candidateApi, 'withdraw').mockResolvedValue({ message: '' });
    const store = makeStore();
    await store.dispatch(fetchApplications({ filter: 'all' }));
    await store.dispatch(withdrawApplication({ jobId: 'j1', candidateId: 'u_1' }));
    const state = store.getState().candidateApplications;
    expect(state.items[0]?.status).toBe('withdrawn');
    expect(state.items[0]?.timeline.at(-1)?.status).toBe('withdrawn');
    expect(state.counts).toMatchObject({ shortlisted: 0, withdrawn: 1 });
    expect(state.message).toBe('Application withdrawn successfully!');
  });

  it('says "Failed to withdraw application" when the server gives no message', async () => {
    vi.spyOn(candidateApi, 'withdraw').mockRejectedValue(new ApiError(502, 'INTERNAL', ''));
    const store = makeStore();
    await store.dispatch(withdrawApplication({ jobId: 'j1', candidateId: 'u_1' }));
    expect(store.getState().candidateApplications.error).toBe('Failed to withdraw application');
  });
});
