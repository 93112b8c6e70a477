import type { SubmissionKind } from '@shuruaat/contract';

/**
 * The message id of each kind of submission (the contract's SUBMISSION_KIND_LABELS, word for
 * word in English): the stored kind stays as it is, its label is said in the page's language.
 */
export const KIND_LABELS: Record<SubmissionKind, string> = {
  contact: 'inbox.kind.contact',
  'program-application': 'inbox.kind.programApplication',
  'corporate-enquiry': 'inbox.kind.corporateEnquiry',
  'services-enquiry': 'inbox.kind.servicesEnquiry',
  'offer-report': 'inbox.kind.offerReport',
};
