import { createSlice } from '@reduxjs/toolkit';
import {
  AMBASSADOR_MESSAGES,
  REFERRAL_MESSAGES,
  type AdminAmbassadorApplication,
  type AmbassadorApplication,
  type AmbassadorApplicationBody,
  type AmbassadorDecisionBody,
  type ReferralSummary,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { referralApi, type AmbassadorListQuery } from './api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type ReferralState = {
  summary: ReferralSummary | null;
  summaryStatus: LoadStatus;
  error: string | null;
  application: AmbassadorApplication | null;
  applicationStatus: LoadStatus;
  admin: {
    items: AdminAmbassadorApplication[];
    nextCursor: string | null;
    status: LoadStatus;
    error: string | null;
  };
};

export const initialReferralState: ReferralState = {
  summary: null,
  summaryStatus: 'idle',
  error: null,
  application: null,
  applicationStatus: 'idle',
  admin: { items: [], nextCursor: null, status: 'idle', error: null },
};

export const fetchReferralSummary = createAppThunk(
  'referral/summary',
  REFERRAL_MESSAGES.fetch,
  () => referralApi.getSummary(),
);
export const claimReferral = createAppThunk(
  'referral/claim',
  REFERRAL_MESSAGES.claim,
  (code: string) => referralApi.claim(code),
);
export const fetchMyAmbassadorApplication = createAppThunk(
  'referral/myAmbassadorApplication',
  AMBASSADOR_MESSAGES.fetch,
  async () => (await referralApi.getMyApplication()).application,
);
export const applyAsAmbassador = createAppThunk(
  'referral/applyAsAmbassador',
  AMBASSADOR_MESSAGES.submit,
  async (body: AmbassadorApplicationBody) =>
    (await referralApi.applyAsAmbassador(body)).application,
);
export const fetchAmbassadorApplications = createAppThunk(
  'referral/ambassadorApplications',
  AMBASSADOR_MESSAGES.fetch,
  (query: AmbassadorListQuery) => referralApi.listApplications(query),
);
export const decideAmbassador = createAppThunk(
  'referral/decideAmbassador',
  AMBASSADOR_MESSAGES.decide,
  async ({ id, body }: { id: string; body: AmbassadorDecisionBody }) =>
    (await referralApi.decide(id, body)).application,
);

export const referralSlice = createSlice({
  name: 'referral',
  initialState: initialReferralState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchReferralSummary.pending, (state) => {
        state.summaryStatus = 'loading';
        state.error = null;
      })
      .addCase(fetchReferralSummary.fulfilled, (state, { payload }) => {
        state.summary = payload;
        state.summaryStatus = 'ready';
      })
      .addCase(fetchReferralSummary.rejected, (state, { payload }) => {
        state.summaryStatus = 'failed';
        state.error = failureMessage(payload, REFERRAL_MESSAGES.fetch);
      })
      .addCase(claimReferral.fulfilled, (state, { payload }) => {
        state.summary = payload;
      })
      .addCase(fetchMyAmbassadorApplication.pending, (state) => {
        state.applicationStatus = 'loading';
      })
      .addCase(fetchMyAmbassadorApplication.fulfilled, (state, { payload }) => {
        state.application = payload;
        state.applicationStatus = 'ready';
      })
      .addCase(fetchMyAmbassadorApplication.rejected, (state) => {
        state.applicationStatus = 'failed';
      })
      .addCase(applyAsAmbassador.fulfilled, (state, { payload }) => {
        state.application = payload;
        state.applicationStatus = 'ready';
      })
      .addCase(fetchAmbassadorApplications.pending, (state) => {
        state.admin.status = 'loading';
        state.admin.error = null;
      })
      .addCase(fetchAmbassadorApplications.fulfilled, (state, { payload, meta }) => {
        state.admin.items = meta.arg.cursor
          ? [...state.admin.items, ...payload.items]
          : payload.items;
        state.admin.nextCursor = payload.nextCursor;
        state.admin.status = 'ready';
      })
      .addCase(fetchAmbassadorApplications.rejected, (state, { payload }) => {
        state.admin.status = 'failed';
        state.admin.error = failureMessage(payload, AMBASSADOR_MESSAGES.fetch);
      })
      .addCase(decideAmbassador.fulfilled, (state, { payload }) => {
        const item = state.admin.items.find((i) => i._id === payload._id);
        if (item) Object.assign(item, { status: payload.status, decidedAt: payload.decidedAt });
      });
  },
});
