import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { REFERRAL_QUERY_PARAM, ReferralCodeSchema } from '@shuruaat/contract';

const KEY = 'referralCode';

/** A well-formed ?ref= code in a query string; a malformed one is dropped, not sent to fail. */
export function referralIn(search: string): string | undefined {
  const raw = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM);
  const parsed = raw === null ? undefined : ReferralCodeSchema.safeParse(raw);
  return parsed?.success ? parsed.data : undefined;
}

/**
 * A friend's code from any page's ?ref=, kept for this tab until sign-up sends it. Kept in
 * sessionStorage so it survives the trip through log-in and sign-up links, but not to another
 * visit.
 */
export function rememberReferral(search: string): void {
  const code = referralIn(search);
  if (!code) return;
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage unavailable: the ?ref on the sign-up page itself still works.
  }
}

export function storedReferral(): string | undefined {
  try {
    const parsed = ReferralCodeSchema.safeParse(sessionStorage.getItem(KEY));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetReferral(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** Watches every navigation inside the app for a ?ref= code (main.tsx keeps the first page's). */
export function useReferralCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search) rememberReferral(search);
  }, [search]);
}
