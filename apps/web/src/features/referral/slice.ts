import { createSlice } from '@reduxjs/toolkit';
import {
  AMBASSADOR_MESSAGES,
  type AdminAmbassadorApplication,
  type AmbassadorDecisionBody,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { referralApi, type AmbassadorListQuery } from './api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The admin's ambassador review list, which a decision updates in place. A user's referral
 * summary and ambassador application come from their pages' loaders (loaders.ts).
 */
export type ReferralState = {
  admin: {
    items: AdminAmbassadorApplication[];
    nextCursor: string | null;
    status: LoadStatus;
    error: string | null;
  };
};

export const initialReferralState: ReferralState = {
  admin: { items: [], nextCursor: null, status: 'idle', error: null },
};

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
