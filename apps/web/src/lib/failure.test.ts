import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { baseReducers } from '@/test-utils/store';
import { ApiError } from './api-error';
import { createAppThunk } from './app-thunk';
import { failureMessage, toFailure } from './failure';

const details = [{ path: 'email', message: 'Enter an email' }];

describe('toFailure', () => {
  it("keeps the server's message, status, code and field problems", () => {
    const error = new ApiError(400, 'VALIDATION', 'Check the form', details);
    expect(toFailure(error, 'Failed to post job')).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Check the form',
      details,
    });
  });

  it("says the action's fallback when the server hid its text or gave none", () => {
    expect(
      toFailure(new ApiError(500, 'INTERNAL', 'Something went wrong'), 'Upload failed'),
    ).toEqual({ status: 500, code: 'INTERNAL', message: 'Upload failed', details: [] });
    expect(toFailure(new ApiError(502, 'INTERNAL', ''), 'Upload failed').message).toBe(
      'Upload failed',
    );
  });

  it('says the fallback, never the text of an error of our own making', () => {
    expect(toFailure(new TypeError('x is undefined'), 'Failed to fetch jobs')).toEqual({
      status: 0,
      code: 'INTERNAL',
      message: 'Failed to fetch jobs',
      details: [],
    });
  });

  it('gives a rejection without a payload the fallback text', () => {
    expect(failureMessage(undefined, 'Failed to login')).toBe('Failed to login');
  });
});

describe('createAppThunk', () => {
  const store = configureStore({ reducer: baseReducers() });

  it('rejects with the Failure of whatever the call threw', async () => {
    const apply = createAppThunk('test/apply', 'Failed to apply to job', async () => {
      throw new ApiError(409, 'CONFLICT', 'Already applied');
    });
    const result = await store.dispatch(apply());
    expect(result.payload).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Already applied',
      details: [],
    });
  });

  it("hands the call the store's state", async () => {
    const whoAmI = createAppThunk(
      'test/whoAmI',
      'Failed',
      async (_: undefined, { getState }) => getState().auth.user?._id,
    );
    expect((await store.dispatch(whoAmI())).payload).toBe('u_1');
  });
});
