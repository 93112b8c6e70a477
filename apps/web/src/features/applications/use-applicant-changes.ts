import { countOf, type EmployerSettableStatus, type RejectionReason } from '@shuruaat/contract';
import type { Dispatch } from 'react';
import { localizeServerMessage } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import type { applicantsAction } from './applicant-loaders';
import { moved, removed } from './applicant-list-state';
import { useActionCall } from '@/lib/use-action-call';

type ListAction = ReturnType<typeof moved> | ReturnType<typeof removed>;

const leftAlone = (count: number) =>
  `${countOf(count, 'applicant was', 'applicants were')} left as they were (withdrawn or no longer listed).`;

/**
 * The applicants page's changes, sent through its route action, each toasting the server's
 * message (docs/product-spec.md §4) or the spec's fallback (§8) and applied to the list shown.
 * Each resolves true when the change was made.
 */
export function useApplicantChanges(update: Dispatch<ListAction>) {
  const change = useActionCall<typeof applicantsAction>();

  async function move(userId: string, newStatus: EmployerSettableStatus, reason?: RejectionReason) {
    const answer = await change.call({ intent: 'move', userId, change: { newStatus, reason } });
    if (!answer.ok) {
      toast.error(answer.failure.message);
      return false;
    }
    update(moved({ userIds: [userId], status: newStatus, at: answer.data.changedAt }));
    toast.success(localizeServerMessage(answer.data.message));
    return true;
  }

  async function moveMany(
    userIds: string[],
    newStatus: 'shortlisted' | 'rejected',
    reason?: RejectionReason,
  ) {
    const answer = await change.call({
      intent: 'move-many',
      change: { userIds, newStatus, reason },
    });
    if (!answer.ok) {
      toast.error(answer.failure.message);
      return false;
    }
    const { message, skipped, updated, changedAt } = answer.data;
    update(moved({ userIds: updated, status: newStatus, at: changedAt }));
    // The server counts only who changed; the ones it left alone deserve a word too.
    if (skipped.length) toast.warning(`${message} ${leftAlone(skipped.length)}`);
    else toast.success(localizeServerMessage(message));
    return true;
  }

  async function remove(userId: string) {
    const answer = await change.call({ intent: 'remove', userId });
    if (!answer.ok) {
      toast.error(answer.failure.message);
      return false;
    }
    update(removed(userId));
    toast.success(localizeServerMessage(answer.data.message));
    return true;
  }

  return { move, moveMany, remove, isBusy: change.isBusy };
}
