import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  SUBMISSION_MESSAGES,
  type ContactBody,
  type EnquiryBody,
  type Job,
  type ProgramApplication,
  type ProgramApplicationBody,
  type ResumeVersion,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { siteApi } from './api';

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';
export type FormState = { status: SendStatus; message: string | null; error: string | null };
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type FormName = 'contact' | 'enquiry' | 'application';

export type SiteFormsState = Record<FormName, FormState> & {
  applications: ProgramApplication[];
  /** The signed-in candidate's current resume, offered for attaching to a program application. */
  resume: ResumeVersion | null;
  applicantStatus: LoadStatus;
  isUploading: boolean;
  uploadError: string | null;
  openings: Job[];
  openingsStatus: LoadStatus;
  openingsError: string | null;
};

const idleForm: FormState = { status: 'idle', message: null, error: null };
export const initialSiteFormsState: SiteFormsState = {
  contact: idleForm,
  enquiry: idleForm,
  application: idleForm,
  applications: [],
  resume: null,
  applicantStatus: 'idle',
  isUploading: false,
  uploadError: null,
  openings: [],
  openingsStatus: 'idle',
  openingsError: null,
};

const FALLBACKS = {
  contact: SUBMISSION_MESSAGES.contactFailed,
  enquiry: SUBMISSION_MESSAGES.enquiryFailed,
  application: SUBMISSION_MESSAGES.applyFailed,
  openings: 'Failed to fetch jobs',
  upload: 'Upload failed',
} as const;

export const sendContact = createAppThunk(
  'site/sendContact',
  FALLBACKS.contact,
  (body: ContactBody) => siteApi.sendContact(body),
);
export const sendEnquiry = createAppThunk(
  'site/sendEnquiry',
  FALLBACKS.enquiry,
  (body: EnquiryBody) => siteApi.sendEnquiry(body),
);
export const applyToProgram = createAppThunk(
  'site/applyToProgram',
  FALLBACKS.application,
  (body: ProgramApplicationBody) => siteApi.applyToProgram(body),
);
export const fetchApplicantData = createAppThunk(
  'site/fetchApplicantData',
  FALLBACKS.application,
  async () => {
    const [{ applications }, { versions }] = await Promise.all([
      siteApi.getProgramApplications(),
      siteApi.getResumes(),
    ]);
    return { applications, resume: versions.find((v) => v.isCurrent) ?? null };
  },
);
export const uploadProgramResume = createAppThunk(
  'site/uploadProgramResume',
  FALLBACKS.upload,
  async (file: File) => {
    await siteApi.uploadResume(file);
    const { versions } = await siteApi.getResumes();
    return versions.find((v) => v.isCurrent) ?? null;
  },
);
export const fetchOpenings = createAppThunk(
  'site/fetchOpenings',
  FALLBACKS.openings,
  async () => (await siteApi.getOpenings()).jobs,
);

const SENDERS = [
  ['contact', sendContact],
  ['enquiry', sendEnquiry],
  ['application', applyToProgram],
] as const;

export const siteFormsSlice = createSlice({
  name: 'siteForms',
  initialState: initialSiteFormsState,
  reducers: {
    /** Back to an empty form, e.g. "Send another message". */
    resetForm: (state, { payload }: PayloadAction<FormName>) => {
      state[payload] = idleForm;
    },
  },
  extraReducers: (builder) => {
    for (const [name, thunk] of SENDERS) {
      builder
        .addCase(thunk.pending, (state) => {
          state[name] = { status: 'sending', message: null, error: null };
        })
        .addCase(thunk.fulfilled, (state, { payload }) => {
          state[name] = { status: 'sent', message: payload.message, error: null };
        })
        .addCase(thunk.rejected, (state, { payload }) => {
          state[name] = {
            status: 'failed',
            message: null,
            error: failureMessage(payload, FALLBACKS[name]),
          };
        });
    }
    builder
      .addCase(fetchApplicantData.pending, (state) => {
        state.applicantStatus = 'loading';
      })
      .addCase(fetchApplicantData.fulfilled, (state, { payload }) => {
        state.applicantStatus = 'loaded';
        state.applications = payload.applications;
        state.resume = payload.resume;
      })
      .addCase(fetchApplicantData.rejected, (state) => {
        state.applicantStatus = 'failed';
      })
      .addCase(uploadProgramResume.pending, (state) => {
        state.isUploading = true;
        state.uploadError = null;
      })
      .addCase(uploadProgramResume.fulfilled, (state, { payload }) => {
        state.isUploading = false;
        state.resume = payload;
      })
      .addCase(uploadProgramResume.rejected, (state, { payload }) => {
        state.isUploading = false;
        state.uploadError = failureMessage(payload, FALLBACKS.upload);
      })
      .addCase(fetchOpenings.pending, (state) => {
        state.openingsStatus = 'loading';
        state.openingsError = null;
      })
      .addCase(fetchOpenings.fulfilled, (state, { payload }) => {
        state.openingsStatus = 'loaded';
        state.openings = payload;
      })
      .addCase(fetchOpenings.rejected, (state, { payload }) => {
        state.openingsStatus = 'failed';
        state.openingsError = failureMessage(payload, FALLBACKS.openings);
      })
      // A matcher, since the sender loop above already handles this action's status.
      .addMatcher(applyToProgram.fulfilled.match, (state, { payload }) => {
        state.applications.push(payload.application);
      });
  },
});

export const { resetForm } = siteFormsSlice.actions;
