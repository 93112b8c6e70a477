import type { BulkMessageResponse } from '@shuruaat/contract';
import { useState } from 'react';
import { toFailure } from '@/lib/failure';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { messageApplicants } from './applicant-loaders';
import { EMPLOYER_FALLBACKS } from '@/lib/employer-messages';

/** What the employer reads after a bulk send: how many got it, and who did not and why. */
export function bulkMessageSummary(t: Translate, { sent, skipped }: BulkMessageResponse): string {
  if (skipped.length === 0) return t('applications.bulk.sent', { count: sent.length });
  // Each reason is the server's English sentence, shown by its contract key.
  const reasons = [...new Set(skipped.map((one) => localizeServerMessage(one.reason)))].join(' ');
  return t('applications.bulk.sentSomeSkipped', {
    count: sent.length,
    skipped: skipped.length,
    reasons,
  });
}

/**
 * Sending one message to the ticked applicants. A failure stays in the dialog (beside what was
 * typed, which is kept); only the outcome of a send is a toast.
 */
export function useBulkMessage(jobId: string) {
  const t = useT();
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  async function send(userIds: readonly string[], body: string): Promise<boolean> {
    setSending(true);
    setError(undefined);
    try {
      const result = await messageApplicants(jobId, userIds, body);
      (result.skipped.length ? toast.warning : toast.success)(bulkMessageSummary(t, result));
      return true;
    } catch (failure) {
      setError(toFailure(failure, EMPLOYER_FALLBACKS.messageApplicants).message);
      return false;
    } finally {
      setSending(false);
    }
  }

  return { send, isSending, error, clearError: () => setError(undefined) };
}
