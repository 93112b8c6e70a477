import {
  ContactBodySchema,
  EnquiryBodySchema,
  ProgramApplicationBodySchema,
  SUBMISSION_MESSAGES,
  type ResumeVersion,
} from '@shuruaat/contract';
import type { ActionFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { siteApi } from './api';

const FALLBACKS = {
  openings: 'Failed to fetch jobs',
  upload: 'Upload failed',
} as const;

/** The version a program application attaches: the candidate's current resume, if any. */
const currentResume = (versions: ResumeVersion[]) => versions.find((v) => v.isCurrent) ?? null;

/** /contact: "Send message", read with the contract's schema before it is sent. */
export async function contactPageAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ContactBodySchema);
  if (!body.ok) return body;
  return loaded(() => siteApi.sendContact(body.data), SUBMISSION_MESSAGES.contactFailed);
}

/** "Send enquiry" on corporate training and both service pages; the body names the service. */
export async function enquiryAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, EnquiryBodySchema);
  if (!body.ok) return body;
  return loaded(() => siteApi.sendEnquiry(body.data), SUBMISSION_MESSAGES.enquiryFailed);
}

/**
 * /apply: the signed-in candidate's program applications and the resume they can attach. A
 * visitor or another role is refused, which the page never shows: it asks them to log in as a
 * student instead (a candidate whose data could not be read still gets an empty form).
 */
export async function applyPageLoader() {
  return {
    applicant: await loaded(async () => {
      const [{ applications }, { versions }] = await Promise.all([
        siteApi.getProgramApplications(),
        siteApi.getResumes(),
      ]);
      return { applications, resume: currentResume(versions) };
    }, SUBMISSION_MESSAGES.applyFailed),
  };
}

/** "Submit application"; the loader then lists the new application with the others. */
export async function applyPageAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ProgramApplicationBodySchema);
  if (!body.ok) return body;
  return loaded(() => siteApi.applyToProgram(body.data), SUBMISSION_MESSAGES.applyFailed);
}

/**
 * A PDF uploaded from the application form; it becomes the candidate's current resume
 * everywhere, and the answer is that resume, to attach.
 */
export const uploadProgramResume = (file: File) =>
  loaded(async () => {
    await siteApi.uploadResume(file);
    return currentResume((await siteApi.getResumes()).versions);
  }, FALLBACKS.upload);

/** /careers/openings: Shuruaat's own open roles. */
export async function openingsPageLoader() {
  return {
    openings: await loaded(async () => (await siteApi.getOpenings()).jobs, FALLBACKS.openings),
  };
}
