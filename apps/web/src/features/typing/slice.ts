import { createSlice } from '@reduxjs/toolkit';
import {
  TYPING_MESSAGES,
  type TypingCertificate,
  type TypingHistoryWithApplications,
  type TypingLanguage,
  type TypingPassage,
  type TypingPreset,
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
  passages: Partial<Record<TypingLanguage, Loaded<TypingPassage[]>>>;
  /** The result just scored (kept or not), shown at /tools/typing-test/result. */
  scored: Loaded<TypingResult>;
  result: Loaded<TypingResult>;
  history: Loaded<TypingHistoryWithApplications>;
  certificate: Loaded<TypingCertificate>;
};

export const initialTypingState: TypingState = {
  presets: idle(),
  passages: {},
  scored: idle(),
  result: idle(),
  history: idle(),
  certificate: idle(),
};

export const fetchPresets = createAppThunk(
  'typing/presets',
  TYPING_MESSAGES.fetch,
  async () => (await typingApi.presets()).presets,
);
export const fetchPassages = createAppThunk(
  'typing/passages',
  TYPING_MESSAGES.fetch,
  async (language: TypingLanguage) => (await typingApi.passages(language)).passages,
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
export const fetchCertificate = createAppThunk(
  'typing/certificate',
  'Failed to load this certificate',
  async (id: string) => (await typingApi.certificate(id)).certificate,
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
  },
  extraReducers: (builder) => {
    const track = <K extends 'presets' | 'scored' | 'result' | 'history' | 'certificate'>(
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
    builder
      .addCase(fetchPassages.pending, (state, { meta }) => {
        state.passages[meta.arg] = { data: null, status: 'loading', error: null };
      })
      .addCase(fetchPassages.fulfilled, (state, { payload, meta }) => {
        state.passages[meta.arg] = { data: payload, status: 'ready', error: null };
      })
      .addCase(fetchPassages.rejected, (state, { payload, meta }) => {
        state.passages[meta.arg] = {
          data: null,
          status: 'failed',
          error: failureMessage(payload, TYPING_MESSAGES.fetch),
        };
      })
      .addCase(attachResult.fulfilled, (state, { payload }) => {
        const history = state.history.data;
        if (!history) return;
        history.applications = history.applications.map((a) =>
          a.applicationId === payload.applicationId ? payload : a,
        );
      });
    track('presets', fetchPresets, TYPING_MESSAGES.fetch);
    track('scored', scoreTest, TYPING_MESSAGES.submit);
    track('result', fetchResult, 'Failed to load this result');
    track('history', fetchHistory, TYPING_MESSAGES.fetch);
    track('certificate', fetchCertificate, 'Failed to load this certificate');
  },
});

export const { clearScored } = typingSlice.actions;
