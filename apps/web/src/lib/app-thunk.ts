import { createAsyncThunk, type AsyncThunkOptions } from '@reduxjs/toolkit';
import { toFailure, type Failure } from './failure';
import type { AppDispatch, RootState } from './store-types';

/** What every thunk in the app sees: the store's own state and dispatch, and a Failure. */
export type AppThunkConfig = { state: RootState; dispatch: AppDispatch; rejectValue: Failure };

const createTypedThunk = createAsyncThunk.withTypes<AppThunkConfig>();

type ThunkTools = { getState: () => RootState };

/**
 * A thunk over one API call. Whatever the call throws becomes a Failure carrying the server's
 * message, else `fallback` (the spec's text for this action), so no slice builds its own.
 */
export function createAppThunk<Result, Arg = void>(
  type: string,
  fallback: string,
  call: (arg: Arg, tools: ThunkTools) => Promise<Result>,
  options?: AsyncThunkOptions<Arg, AppThunkConfig>,
) {
  return createTypedThunk<Result, Arg>(
    type,
    async (arg, { getState, rejectWithValue }) => {
      try {
        return await call(arg, { getState });
      } catch (error) {
        return rejectWithValue(toFailure(error, fallback));
      }
    },
    options,
  );
}
