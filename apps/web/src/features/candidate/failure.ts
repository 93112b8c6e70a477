import { createAsyncThunk } from '@reduxjs/toolkit';
import { MESSAGES, type ErrorDetail } from '@shuruaat/contract';
import { ApiError } from '@/lib/api-error';

/** What a failed candidate call reports: the text to show, the status and per-field problems. */
export type CandidateFailure = { message: string; status: number; details: ErrorDetail[] };

/** The server's own message wins; a reply without one gets the spec's fallback (§8). */
export function toFailure(error: unknown, fallback: string): CandidateFailure {
  if (!(error instanceof ApiError)) return { message: fallback, status: 0, details: [] };
  const hasOwnText = error.message && error.message !== MESSAGES.somethingWentWrong;
  return {
    message: hasOwnText ? error.message : fallback,
    status: error.status,
    details: error.details,
  };
}

/** A thunk whose failure always carries a message: the server's, else `fallback`. */
export function candidateThunk<Result, Arg = void>(
  type: string,
  fallback: string,
  call: (arg: Arg, getState: () => unknown) => Promise<Result>,
) {
  return createAsyncThunk<Result, Arg, { rejectValue: CandidateFailure }>(
    `candidate/${type}`,
    async (arg, { getState, rejectWithValue }) => {
      try {
        return await call(arg, getState);
      } catch (error) {
        return rejectWithValue(toFailure(error, fallback));
      }
    },
  );
}

/** The failure's text for the slices: a thunk rejected without a payload still says something. */
export const failureText = (payload: CandidateFailure | undefined, fallback: string) =>
  payload?.message ?? fallback;
