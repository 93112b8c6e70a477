import {
  BulkApplicantStatusBodySchema,
  UpdateApplicantStatusBodySchema,
  type ResumeRef,
} from '@shuruaat/contract';
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  ShouldRevalidateFunction,
} from 'react-router';
import { z } from 'zod';
import { revalidateOnConflict } from '@/lib/revalidate-on-conflict';
import { loaded, submitted } from '@/lib/route-data';
import { applicantsApi } from './applicants-api';
import { isApplicantTab, tabStatuses, type ApplicantTab } from '@/lib/applicant-counts';
import { EMPLOYER_FALLBACKS } from '@/lib/employer-messages';

const tabIn = (url: string): ApplicantTab => {
  const asked = new URL(url).searchParams.get('status');
  return isApplicantTab(asked) ? asked : 'active';
};

/** One job's applicants: the first page under the tab the address names (?status=). */
export async function applicantsLoader({ params, request }: LoaderFunctionArgs) {
  const jobId = params.id ?? '';
  const tab = tabIn(request.url);
  const first = await loaded(
    () => applicantsApi.findApplicants({ jobId, statuses: tabStatuses(tab) }),
    EMPLOYER_FALLBACKS.fetchApplicants,
  );
  return { tab, first };
}

/** The applicants after `cursor` under the same tab ("Load more"). */
/** An applicant's phone and email, read when the employer opens their panel. */
export const readApplicantContact = (jobId: string, userId: string) =>
  applicantsApi.getApplicantContact(jobId, userId);

/**
 * The typing results this job's applicants attached, read when the employer opens an applicant's
 * panel; one answer covers every applicant of the job.
 */
export const readAttachedTypingResults = (jobId: string) =>
  loaded(
    async () => (await applicantsApi.getAttachedTypingResults(jobId)).results,
    'Failed to load typing results',
  );

/** "Make a supervised retest link": the attached exam again, on a new passage. */
export const makeTypingRetest = (applicationId: string) =>
  loaded(
    async () => (await applicantsApi.makeTypingRetest(applicationId)).retest,
    'Failed to make the retest link',
  );

/** One message to the ticked applicants (the bulk dialog awaits its summary). */
export const messageApplicants = (jobId: string, userIds: readonly string[], body: string) =>
  applicantsApi.messageApplicants(jobId, userIds, body);

export const findMoreApplicants = (jobId: string, tab: ApplicantTab, cursor: string) =>
  loaded(
    () => applicantsApi.findApplicants({ jobId, statuses: tabStatuses(tab), cursor }),
    EMPLOYER_FALLBACKS.fetchApplicants,
  );

const ApplicantChangeSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('move'),
    userId: z.string().min(1),
    change: UpdateApplicantStatusBodySchema,
  }),
  z.object({ intent: z.literal('move-many'), change: BulkApplicantStatusBodySchema }),
  z.object({ intent: z.literal('remove'), userId: z.string().min(1) }),
]);

// The moment of a change travels with its answer, so the open timeline shows the new step at
// once.
const stamped = <T>(answer: T) => ({ ...answer, changedAt: new Date().toISOString() });

/** An applicant moved to a status, several shortlisted or rejected together, or one removed. */
export async function applicantsAction({ request, params }: ActionFunctionArgs) {
  const jobId = params.id ?? '';
  const submission = await submitted(request, ApplicantChangeSchema);
  if (!submission.ok) return submission;
  const asked = submission.data;
  if (asked.intent === 'remove') {
    return loaded(
      async () =>
        stamped({
          ...(await applicantsApi.deleteApplicant(jobId, asked.userId)),
          updated: [asked.userId],
          skipped: [],
        }),
      EMPLOYER_FALLBACKS.removeApplicant,
    );
  }
  if (asked.intent === 'move') {
    const { newStatus, reason } = asked.change;
    return loaded(
      async () =>
        stamped({
          ...(await applicantsApi.updateApplicantStatus(jobId, asked.userId, newStatus, reason)),
          updated: [asked.userId],
          skipped: [],
        }),
      EMPLOYER_FALLBACKS.updateApplicantStatus,
    );
  }
  const { userIds, newStatus, reason } = asked.change;
  return loaded(
    async () =>
      stamped(await applicantsApi.updateApplicantsStatus(jobId, userIds, newStatus, reason)),
    EMPLOYER_FALLBACKS.updateApplicantsStatus,
  );
}

/**
 * A change is applied to the list in place (applicant-list-state.ts); nothing is read again,
 * unless the server says the applicant changed meanwhile (withdrew, was moved or removed in
 * another tab): then the list and its counts are read afresh.
 */
export const keepApplicantsAfterChange: ShouldRevalidateFunction = revalidateOnConflict(
  ({ formAction, currentUrl, defaultShouldRevalidate }) =>
    formAction?.split('?')[0] === currentUrl.pathname ? false : defaultShouldRevalidate,
);

/** A short-lived signed link to an applicant's resume. */
export const resumeLink = (resume: ResumeRef) =>
  loaded(() => applicantsApi.getSignedResumeUrl(resume), EMPLOYER_FALLBACKS.openResume);
