import { createSlice } from '@reduxjs/toolkit';
import {
  TYPING_MESSAGES,
  TYPING_ATTEMPT_MESSAGES,
  type TypingAttempt,
  type TypingAttemptBody,
  type TypingResult,
  type TypingResultBody,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { typingApi } from './api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
type Loaded<T> = { data: T | null; status: LoadStatus; error: string | null };
const idle = <T>(): Loaded<T> => ({ data: null, status: 'idle', error: null });

/**
 * The test being taken, which lives in the browser: the attempt the server issued for it (kept
 * through a reload by saved-test.ts) and its score, shown at /tools/typing-test/result. The
 * presets, a retest link, kept results and the history come from the pages' loaders (loaders.ts).
 */
export type TypingState = {
  /** The test the server issued: its passages and nonce. */
  attempt: Loaded<TypingAttempt>;
  /** The result just scored (kept or not), shown at /tools/typing-test/result. */
  scored: Loaded<TypingResult>;
};

export const initialTypingState: TypingState = {
  attempt: idle(),
  scored: idle(),
};

export const startAttempt = createAppThunk(
  'typing/attempt',
  TYPING_ATTEMPT_MESSAGES.start,
  async (body: TypingAttemptBody) => (await typingApi.startAttempt(body)).attempt,
);
export const scoreTest = createAppThunk(
  'typing/score',
  TYPING_MESSAGES.submit,
  async (body: TypingResultBody) => (await typingApi.score(body)).result,
);

export const typingSlice = createSlice({
  name: 'typing',
  initialState: initialTypingState,
  reducers: {
    /** A test interrupted by a reload carries on with the attempt it was issued. */
    resumeAttempt: (state, { payload }: { payload: TypingAttempt }) => {
      state.attempt = { data: payload, status: 'ready', error: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(startAttempt.pending, (state) => {
        state.attempt = { data: state.attempt.data, status: 'loading', error: null };
      })
      .addCase(startAttempt.fulfilled, (state, { payload }) => {
        state.attempt = { data: payload, status: 'ready', error: null };
      })
      .addCase(startAttempt.rejected, (state, { payload }) => {
        state.attempt = {
          data: null,
          status: 'failed',
          error: failureMessage(payload, TYPING_ATTEMPT_MESSAGES.start),
        };
      })
      .addCase(scoreTest.pending, (state) => {
        state.scored = { data: state.scored.data, status: 'loading', error: null };
      })
      .addCase(scoreTest.fulfilled, (state, { payload }) => {
        state.scored = { data: payload, status: 'ready', error: null };
      })
      .addCase(scoreTest.rejected, (state, { payload }) => {
        state.scored = {
          data: null,
          status: 'failed',
          error: failureMessage(payload, TYPING_MESSAGES.submit),
        };
      });
  },
});

export const { resumeAttempt } = typingSlice.actions;
