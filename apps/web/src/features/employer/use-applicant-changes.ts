import type { EmployerSettableStatus, RejectionReason } from '@shuruaat/contract';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { EMPLOYER_FALLBACKS } from './messages';
import { removeApplicant, updateApplicantStatus, updateApplicantsStatus } from './pipeline-thunks';

const leftAlone = (count: number) =>
  `${count === 1 ? '1 applicant was' : `${count} applicants were`} left as they were (withdrawn or no longer listed).`;

/**
 * The applicants page's changes, each toasting the server's message (docs/product-spec.md §4) or
 * the spec's fallback (§8). Each resolves true when the change was made.
 */
export function useApplicantChanges(jobId: string) {
  const dispatch = useAppDispatch();

  async function move(userId: string, newStatus: EmployerSettableStatus, reason?: RejectionReason) {
    const result = await dispatch(updateApplicantStatus({ jobId, userId, newStatus, reason }));
    if (updateApplicantStatus.fulfilled.match(result)) {
      toast.success(result.payload.message);
      return true;
    }
    toast.error(result.payload?.message ?? EMPLOYER_FALLBACKS.updateApplicantStatus);
    return false;
  }

  async function moveMany(
    userIds: string[],
    newStatus: 'shortlisted' | 'rejected',
    reason?: RejectionReason,
  ) {
    const result = await dispatch(updateApplicantsStatus({ jobId, userIds, newStatus, reason }));
    if (updateApplicantsStatus.fulfilled.match(result)) {
      const { message, skipped } = result.payload;
      // The server counts only who changed; the ones it left alone deserve a word too.
      if (skipped.length) toast.warning(`${message} ${leftAlone(skipped.length)}`);
      else toast.success(message);
      return true;
    }
    toast.error(result.payload?.message ?? EMPLOYER_FALLBACKS.updateApplicantsStatus);
    return false;
  }

  async function remove(userId: string) {
    const result = await dispatch(removeApplicant({ jobId, userId }));
    if (removeApplicant.fulfilled.match(result)) {
      toast.success(result.payload.message);
      return true;
    }
    toast.error(result.payload?.message ?? EMPLOYER_FALLBACKS.removeApplicant);
    return false;
  }

  return { move, moveMany, remove };
}
