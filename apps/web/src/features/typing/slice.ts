import { createSlice } from '@reduxjs/toolkit';
import {
  TYPING_MESSAGES,
  TYPING_ATTEMPT_MESSAGES,
  type TypingAttempt,
  type TypingAttemptBody,
  type TypingHistoryWithApplications,
  type TypingPreset,
  type TypingRetest,
  type TypingResult,
  type TypingResultBody,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { typingApi } from './api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'missing';
type Loaded<T> = { data: T | null; status: LoadStatus; error: string | null };
const idle = <T>(): Loaded<T> => ({ data: null, status: 'idle', error: null });

export type TypingState = {
  presets: Loaded<TypingPreset[]>;
  /** The test the server issued: its passages and nonce. */
  attempt: Loaded<TypingAttempt>;
  /** An employer's retest link, opened by its candidate. */
  retest: Loaded<TypingRetest>;
  /** The result just scored (kept or not), shown at /tools/typing-test/result. */
  scored: Loaded<TypingResult>;
  result: Loaded<TypingResult>;
  history: Loaded<TypingHistoryWithApplications>;
};

export const initialTypingState: TypingState = {
  presets: idle(),
  attempt: idle(),
  retest: idle(),
  scored: idle(),
  result: idle(),
  history: idle(),
};

export const fetchPresets = createAppThunk(
  'typing/presets',
  TYPING_MESSAGES.fetch,
  async () => (await typingApi.presets()).presets,
);
export const startAttempt = createAppThunk(
  'typing/attempt',
  TYPING_ATTEMPT_MESSAGES.start,
  async (body: TypingAttemptBody) => (await typingApi.startAttempt(body)).attempt,
);
export const fetchRetest = createAppThunk(
  'typing/retest',
  'Failed to load this retest link',
  async (token: string) => (await typingApi.retest(token)).retest,
);
export const scoreTest = createAppThunk(
  'typing/score',
  TYPING_MESSAGES.submit,
  async (body: TypingResultBody) => (await typingApi.score(body)).result,
);
export const fetchResult = createAppThunk(
  'typing/result',
  'Failed to load this result',
  async (id: string) => (await typingApi.result(id)).result,
);
export const fetchHistory = createAppThunk('typing/history', TYPING_MESSAGES.fetch, () =>
  typingApi.history(),
);
export const attachResult = createAppThunk(
  'typing/attach',
  'Failed to attach the result',
  async ({ applicationId, resultId }: { applicationId: string; resultId: string }) =>
    (await typingApi.attach(applicationId, resultId)).application,
);

type Thunk = { pending: { type: string }; fulfilled: { type: string }; rejected: { type: string } };

export const typingSlice = createSlice({
  name: 'typing',
  initialState: initialTypingState,
  reducers: {
    clearScored: (state) => {
      state.scored = idle();
    },
    /** A test interrupted by a reload carries on with the attempt it was issued. */
    resumeAttempt: (state, { payload }: { payload: TypingAttempt }) => {
      state.attempt = { data: payload, status: 'ready', error: null };
    },
  },
  extraReducers: (builder) => {
    const track = <K extends 'presets' | 'attempt' | 'retest' | 'scored' | 'result' | 'history'>(
      key: K,
      thunk: Thunk,
      fallback: string,
    ) => {
      builder
        .addMatcher(
          (a) => a.type === thunk.pending.type,
          (state) => {
            state[key] = {
              data: state[key].data,
              status: 'loading',
              error: null,
            } as TypingState[K];
          },
        )
        .addMatcher(
          (a): a is { type: string; payload: TypingState[K]['data'] } =>
            a.type === thunk.fulfilled.type,
          (state, action) => {
            state[key] = { data: action.payload, status: 'ready', error: null } as TypingState[K];
          },
        )
        .addMatcher(
          (a): a is { type: string; payload: { status: number; message: string } | undefined } =>
            a.type === thunk.rejected.type,
          (state, action) => {
            const missing = action.payload?.status === 404;
            state[key] = {
              data: null,
              status: missing ? 'missing' : 'failed',
              error: failureMessage(action.payload as never, fallback),
            } as TypingState[K];
          },
        );
    };
    builder.addCase(attachResult.fulfilled, (state, { payload }) => {
      const history = state.history.data;
      if (!history) return;
      history.applications = history.applications.map((a) =>
        a.applicationId === payload.applicationId ? payload : a,
      );
    });
    track('presets', fetchPresets, TYPING_MESSAGES.fetch);
    track('attempt', startAttempt, TYPING_ATTEMPT_MESSAGES.start);
    track('retest', fetchRetest, 'Failed to load this retest link');
    track('scored', scoreTest, TYPING_MESSAGES.submit);
    track('result', fetchResult, 'Failed to load this result');
    track('history', fetchHistory, TYPING_MESSAGES.fetch);
  },
});

export const { clearScored, resumeAttempt } = typingSlice.actions;
