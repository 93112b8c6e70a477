import { MESSAGES } from '@shuruaat/contract';

export const EMPLOYER_FALLBACKS = {
  ...MESSAGES.employer,
  // Bulk changes are status changes: the spec's text for a failed one fits both.
  updateApplicantsStatus: MESSAGES.employer.updateApplicantStatus,
  // The spec names no text for this call; the screens need one when the server gives none.
  openResume: 'Could not open the resume. Try again.',
  messageApplicants: 'Could not send the message. Try again.',
};

export const PROFILE_SAVED = 'Company profile saved.';
export const LOGO_SAVED = 'Logo uploaded.';
