import {
  ProgramApplicationResponseSchema,
  ProgramApplicationsResponseSchema,
  PublicJobsResponseSchema,
  ResumeVersionsResponseSchema,
  SubmissionSentResponseSchema,
  UploadResumeResponseSchema,
  type ContactBody,
  type EnquiryBody,
  type ProgramApplicationBody,
} from '@shuruaat/contract';
import { http, upload } from '@/lib/http';

/** Every call the public information pages make; their loaders module is its only caller. */
export const siteApi = {
  sendContact: (body: ContactBody) =>
    http.post('/api/submissions/contact', { body, schema: SubmissionSentResponseSchema }),
  sendEnquiry: (body: EnquiryBody) =>
    http.post('/api/submissions/enquiry', { body, schema: SubmissionSentResponseSchema }),
  applyToProgram: (body: ProgramApplicationBody) =>
    http.post('/api/candidates/program-applications', {
      body,
      schema: ProgramApplicationResponseSchema,
    }),
  getProgramApplications: () =>
    http.get('/api/candidates/program-applications', {
      schema: ProgramApplicationsResponseSchema,
    }),
  /** The candidate's resumes, to offer the current one for attaching. */
  getResumes: () => http.get('/api/candidates/resumes', { schema: ResumeVersionsResponseSchema }),
  uploadResume: (file: File) => {
    const body = new FormData();
    body.append('resume', file);
    return upload('/api/candidates/upload-resume', body, { schema: UploadResumeResponseSchema });
  },
  /** Shuruaat's own openings (docs/product-spec.md §7: GET /api/admins/public-jobs, no auth). */
  getOpenings: () => http.get('/api/admins/public-jobs', { schema: PublicJobsResponseSchema }),
};
