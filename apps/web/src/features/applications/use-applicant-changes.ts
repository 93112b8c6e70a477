import type { EmployerSettableStatus, RejectionReason } from '@shuruaat/contract';
import type { Dispatch } from 'react';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import type { applicantsAction } from './applicant-loaders';
import { moved, removed } from './applicant-list-state';
import { useActionCall } from '@/lib/use-action-call';

type ListAction = ReturnType<typeof moved> | ReturnType<typeof removed>;

type BulkStatus = 'shortlisted' | 'rejected';
const MOVED_IDS: Record<BulkStatus, string> = {
  shortlisted: 'applications.bulk.shortlistedCount',
  rejected: 'applications.bulk.rejectedCount',
};

/**
 * What a bulk move says, worded here from the counts (the server's `message` is the same
 * English) so that a Hindi page says it in Hindi; the ones left alone deserve a word too.
 */
export function bulkMoveSummary(
  t: Translate,
  status: BulkStatus,
  changed: number,
  leftAlone: number,
): string {
  const summary = t(MOVED_IDS[status], { count: changed });
  if (!leftAlone) return summary;
  return `${summary} ${t('applications.bulk.leftAlone', { count: leftAlone })}`;
}

/**
 * The applicants page's changes, sent through its route action, each toasting the server's
 * message (docs/product-spec.md §4; a bulk move's summary above) or the spec's fallback (§8) and
 * applied to the list shown.
 * Each resolves true when the change was made.
 */
export function useApplicantChanges(update: Dispatch<ListAction>) {
  const t = useT();
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

  async function moveMany(userIds: string[], newStatus: BulkStatus, reason?: RejectionReason) {
    const answer = await change.call({
      intent: 'move-many',
      change: { userIds, newStatus, reason },
    });
    if (!answer.ok) {
      toast.error(answer.failure.message);
      return false;
    }
    const { skipped, updated, changedAt } = answer.data;
    update(moved({ userIds: updated, status: newStatus, at: changedAt }));
    const summary = bulkMoveSummary(t, newStatus, updated.length, skipped.length);
    (skipped.length ? toast.warning : toast.success)(summary);
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
