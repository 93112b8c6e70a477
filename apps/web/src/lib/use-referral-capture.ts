import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Watches every navigation for a ?ref= code. The code that checks and keeps it (and the schema
 * it checks with) loads only when a link carries one, so it costs every other page nothing.
 */
export function useReferralCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (!new URLSearchParams(search).has('ref')) return;
    void import('./referral-capture').then((m) => m.rememberReferral(search));
  }, [search]);
}
