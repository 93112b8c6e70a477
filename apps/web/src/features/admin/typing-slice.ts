import { createSlice } from '@reduxjs/toolkit';
import {
  TYPING_MESSAGES,
  type PassageBody,
  type TypingCertificate,
  type TypingLanguage,
  type TypingPassage,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { adminTypingApi } from './typing-api';

const PASSAGES_FAILED = 'Failed to load the typing passages';
const SAVE_FAILED = 'Failed to add the passage';
const CERTIFICATE_FAILED = 'Failed to find the certificate';
const REVOKE_FAILED = 'Failed to revoke the certificate';

/** The console's typing screens: the passage list and form, and one certificate being revoked. */
export type AdminTypingState = {
  language: TypingLanguage | '';
  passages: TypingPassage[];
  loading: boolean;
  loadError: string | null;
  saving: boolean;
  saveError: string | null;
  savedMessage: string | null;
  certificate: TypingCertificate | null;
  certificateBusy: boolean;
  certificateError: string | null;
  revokedMessage: string | null;
};

export const initialAdminTypingState: AdminTypingState = {
  language: '',
  passages: [],
  loading: false,
  loadError: null,
  saving: false,
  saveError: null,
  savedMessage: null,
  certificate: null,
  certificateBusy: false,
  certificateError: null,
  revokedMessage: null,
};

export const fetchAdminPassages = createAppThunk(
  'adminTyping/passages',
  PASSAGES_FAILED,
  async (language: TypingLanguage | '') => (await adminTypingApi.passages(language)).items,
);

export const addPassage = createAppThunk(
  'adminTyping/addPassage',
  SAVE_FAILED,
  async (body: PassageBody) => (await adminTypingApi.addPassage(body)).passage,
);

export const findCertificate = createAppThunk(
  'adminTyping/certificate',
  CERTIFICATE_FAILED,
  async (certificateId: string) => (await adminTypingApi.certificate(certificateId)).certificate,
);

export const revokeCertificate = createAppThunk(
  'adminTyping/revoke',
  REVOKE_FAILED,
  async ({ certificateId, reason }: { certificateId: string; reason: string }) =>
    (await adminTypingApi.revokeCertificate(certificateId, reason)).certificate,
);

export const adminTypingSlice = createSlice({
  name: 'adminTyping',
  initialState: initialAdminTypingState,
  reducers: {
    clearPassageForm: (state) => {
      state.saveError = null;
      state.savedMessage = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchAdminPassages.pending, (state, { meta }) => {
        state.language = meta.arg;
        state.loading = true;
        state.loadError = null;
      })
      .addCase(fetchAdminPassages.fulfilled, (state, { payload, meta }) => {
        if (meta.arg !== state.language) return;
        state.passages = payload;
        state.loading = false;
      })
      .addCase(fetchAdminPassages.rejected, (state, { payload }) => {
        state.loading = false;
        state.loadError = failureMessage(payload, PASSAGES_FAILED);
      })
      .addCase(addPassage.pending, (state) => {
        state.saving = true;
        state.saveError = null;
        state.savedMessage = null;
      })
      .addCase(addPassage.fulfilled, (state, { payload }) => {
        state.saving = false;
        state.savedMessage = TYPING_MESSAGES.passageSaved;
        if (!state.language || state.language === payload.language) {
          state.passages.unshift(payload);
        }
      })
      .addCase(addPassage.rejected, (state, { payload }) => {
        state.saving = false;
        state.saveError = failureMessage(payload, SAVE_FAILED);
      })
      .addCase(findCertificate.pending, (state) => {
        state.certificate = null;
        state.certificateBusy = true;
        state.certificateError = null;
        state.revokedMessage = null;
      })
      .addCase(findCertificate.fulfilled, (state, { payload }) => {
        state.certificate = payload;
        state.certificateBusy = false;
      })
      .addCase(findCertificate.rejected, (state, { payload }) => {
        state.certificateBusy = false;
        state.certificateError = failureMessage(payload, CERTIFICATE_FAILED);
      })
      .addCase(revokeCertificate.pending, (state) => {
        state.certificateBusy = true;
        state.certificateError = null;
      })
      .addCase(revokeCertificate.fulfilled, (state, { payload }) => {
        state.certificate = payload;
        state.certificateBusy = false;
        state.revokedMessage = 'Certificate revoked. Its public page now says so.';
      })
      .addCase(revokeCertificate.rejected, (state, { payload }) => {
        state.certificateBusy = false;
        state.certificateError = failureMessage(payload, REVOKE_FAILED);
      });
  },
});

export const { clearPassageForm } = adminTypingSlice.actions;
