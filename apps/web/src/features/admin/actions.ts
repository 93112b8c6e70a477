import {
  ADMIN_MESSAGES,
  DecisionBodySchema,
  JOB_STATUSES,
  LiftSuspensionBodySchema,
  PostJobBodySchema,
  ReasonBodySchema,
  ResolveMessageReportBodySchema,
  ResolveReportsBodySchema,
  ReviewDecisionBodySchema,
  SuspendEmployerBodySchema,
  UpdateJobBodySchema,
  UpdateRoleBodySchema,
} from '@shuruaat/contract';
import type { ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { requestT } from '@/lib/i18n/request-words';
import { loaded, submitted } from '@/lib/route-data';
import { adminApi } from './api';

// What an admin does to a row of a console list, each through its screen's route action. The
// page's fetcher carries the row's id (its buttons wait) and the answer's message (shown above
// the list); the route's loader then answers the list afresh.

const id = z.string().min(1);

const UserActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('role'), id, body: UpdateRoleBodySchema }),
  z.object({ intent: z.literal('delete'), id }),
  z.object({ intent: z.literal('resumeAccess'), id, grant: z.boolean() }),
  z.object({ intent: z.literal('revoke'), id, body: ReasonBodySchema }),
]);
export type UserAction = z.input<typeof UserActionSchema>;

/** Role, deletion, resume access and the verified badge, from the users screen. */
export async function usersAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const action = await submitted(args.request, UserActionSchema);
  if (!action.ok) return action;
  const act = action.data;
  switch (act.intent) {
    case 'role':
      return loaded(async () => {
        const { user, message } = await adminApi.updateRole(act.id, act.body.role);
        return { ...act, role: user.role, message };
      }, t('admin.failed.role'));
    case 'delete':
      return loaded(
        async () => ({ ...act, message: (await adminApi.deleteUser(act.id)).message }),
        t('admin.failed.deleteUser'),
      );
    case 'resumeAccess':
      return loaded(
        async () => ({
          ...act,
          message: (await adminApi.setResumeAccess(act.id, act.grant)).message,
        }),
        t('admin.failed.resumeAccess'),
      );
    case 'revoke':
      return loaded(
        async () => ({
          ...act,
          message: (await adminApi.revokeVerification(act.id, act.body.reason)).message,
        }),
        t('admin.failed.revoke'),
      );
  }
}
export type UserOutcome = Extract<Awaited<ReturnType<typeof usersAction>>, { ok: true }>['data'];

const JobActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), id, status: z.enum(JOB_STATUSES) }),
  z.object({ intent: z.literal('delete'), id }),
]);
export type JobAction = z.input<typeof JobActionSchema>;

/** Pause, close, reopen or delete a listing, from all jobs and from one employer's jobs. */
export async function jobsAction({ request }: ActionFunctionArgs) {
  const action = await submitted(request, JobActionSchema);
  if (!action.ok) return action;
  const act = action.data;
  if (act.intent === 'delete')
    return loaded(
      async () => ({ ...act, message: (await adminApi.deleteJob(act.id)).message }),
      ADMIN_MESSAGES.deleteJob,
    );
  return loaded(async () => {
    const { job, message } = await adminApi.setJobStatus(act.id, act.status);
    return { ...act, job, message };
  }, ADMIN_MESSAGES.updateJob);
}
export type JobOutcome = Extract<Awaited<ReturnType<typeof jobsAction>>, { ok: true }>['data'];

const DecisionSchema = z.object({ id, body: DecisionBodySchema });
export type VerificationDecision = z.input<typeof DecisionSchema>;

/** Approve or reject a request for the verified badge. */
export async function verificationsAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const decision = await submitted(args.request, DecisionSchema);
  if (!decision.ok) return decision;
  const { id: requestId, body } = decision.data;
  return loaded(
    async () => ({
      id: requestId,
      message: (await adminApi.decideVerification(requestId, body)).message,
    }),
    t('admin.failed.decision'),
  );
}
export type VerificationOutcome = Extract<
  Awaited<ReturnType<typeof verificationsAction>>,
  { ok: true }
>['data'];

const ReportActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('listing'), id, body: ResolveReportsBodySchema }),
  z.object({ intent: z.literal('message'), id, body: ResolveMessageReportBodySchema }),
  z.object({ intent: z.literal('lift'), id, body: LiftSuspensionBodySchema }),
]);
export type ReportAction = z.input<typeof ReportActionSchema>;

/** Close or dismiss a reported listing; mark a reported message reviewed; lift a pause. */
export async function reportsAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const action = await submitted(args.request, ReportActionSchema);
  if (!action.ok) return action;
  const act = action.data;
  if (act.intent === 'listing')
    return loaded(
      async () => ({
        id: act.id,
        message: (await adminApi.resolveReports(act.id, act.body)).message,
      }),
      t('admin.failed.resolveReports'),
    );
  if (act.intent === 'lift')
    return loaded(
      async () => ({
        id: act.id,
        message: (await adminApi.liftSuspension(act.id, act.body)).message,
      }),
      t('admin.failed.lift'),
    );
  return loaded(
    async () => ({
      id: act.id,
      message: (await adminApi.resolveMessageReport(act.id, act.body)).message,
    }),
    t('admin.failed.markReviewed'),
  );
}

/** "Post a job" at Shuruaat itself, published or as a draft. */
export async function postJobAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, PostJobBodySchema);
  if (!body.ok) return body;
  return loaded(() => adminApi.postJob(body.data), ADMIN_MESSAGES.postJob);
}

/** Saving an admin's edit of any listing. */
export async function editJobAction({ request, params }: ActionFunctionArgs) {
  const body = await submitted(request, UpdateJobBodySchema);
  if (!body.ok) return body;
  return loaded(() => adminApi.updateJob(params.id ?? '', body.data), ADMIN_MESSAGES.updateJob);
}

const ReviewActionSchema = z.object({ id, body: ReviewDecisionBodySchema });
export type ReviewAction = z.input<typeof ReviewActionSchema>;

/** Approve or reject a listing screening held or queued. */
export async function listingReviewsAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const action = await submitted(args.request, ReviewActionSchema);
  if (!action.ok) return action;
  const { id: jobId, body } = action.data;
  return loaded(
    async () => ({ id: jobId, message: (await adminApi.decideReview(jobId, body)).message }),
    t('admin.failed.decision'),
  );
}

const SuspendActionSchema = z.object({ id, body: SuspendEmployerBodySchema });
export type SuspendAction = z.input<typeof SuspendActionSchema>;

/** Suspend an employer from the fraud view: listings closed, messaging off. */
export async function fraudAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const action = await submitted(args.request, SuspendActionSchema);
  if (!action.ok) return action;
  const { id: employerId, body } = action.data;
  return loaded(
    async () => ({
      id: employerId,
      message: (await adminApi.suspendEmployer(employerId, body)).message,
    }),
    t('admin.failed.suspend'),
  );
}
