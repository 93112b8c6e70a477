import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { toast } from '@/lib/toast';

export const useSessionUser = () => useAppSelector((state: RootState) => state.auth.user);

/** The fetchers of the two forms, named so the page around each can hear how it went. */
export const FETCHERS = { claim: 'referral-claim', ambassador: 'ambassador-application' } as const;

/**
 * Toasts `message` when the named form's action succeeds. Said by the page around the form: a
 * form the answer replaces (an application now pending, a code now claimed) is gone by then.
 */
export function useSuccessToast(key: string, message: string): void {
  const answer = useFetcher<{ ok: boolean }>({ key }).data;
  useEffect(() => {
    if (answer?.ok) toast.success(message);
  }, [answer, message]);
}
