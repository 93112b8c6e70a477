import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createAppThunk } from '@/lib/app-thunk';
import { createRequestTracker } from './request-tracker';
import { makeStore } from './store';

const fetchThing = createAppThunk('test/fetchThing', 'Could not load', async (status: number) => {
  if (status === 200) return { ok: true };
  throw new ApiError(status, status === 404 ? 'NOT_FOUND' : 'INTERNAL', 'No', []);
});

describe('the server render’s request tracker', () => {
  it('counts an answer and a "not found" as answered, but not a failure worth retrying', async () => {
    const tracker = createRequestTracker();
    const store = makeStore(undefined, {
      tracker: tracker.middleware,
      answered: { kind: 'server', started: new Set() },
    });
    await Promise.all([200, 404, 500, 503].map((status) => store.dispatch(fetchThing(status))));
    expect(await tracker.settle()).toBe(true);
    expect(tracker.answered).toEqual(['test/fetchThing 200', 'test/fetchThing 404']);
  });
});
