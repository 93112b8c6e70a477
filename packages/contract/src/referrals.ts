import { z } from 'zod';
import { REFERRAL_CLAIM_DAYS, REFERRAL_QUERY_PARAM, ReferralCodeSchema } from './referral-code';

export const REFERRAL_MESSAGES = {
  fetch: 'Failed to fetch your referral details',
  claim: 'Failed to add the referral code',
  claimed: 'Referral code added. Your friend has been credited.',
  selfReferral: 'You cannot use your own referral code',
  alreadyCredited: 'Your account is already credited to a referrer',
  unknownCode: 'No one has this referral code. Check it and try again.',
  claimWindowClosed: `A referral code can be added only within ${REFERRAL_CLAIM_DAYS} days of signing up`,
  copied: 'Link copied',
} as const;

export const ReferralStatsSchema = z.object({
  signedUp: z.number().int(),
  completedProfile: z.number().int(),
  applied: z.number().int(),
});
export type ReferralStats = z.infer<typeof ReferralStatsSchema>;

export const AmbassadorStandingSchema = z.object({
  tier: z.string(),
  referrals: z.number().int(),
  nextTier: z.string().nullable(),
  referralsToNextTier: z.number().int().nullable(),
});
export type AmbassadorStanding = z.infer<typeof AmbassadorStandingSchema>;

export const ReferralSummarySchema = z.object({
  code: z.string(),
  stats: ReferralStatsSchema,
  /** The referrer's display name once this account has been credited to one. */
  referredBy: z.string().nullable(),
  canClaim: z.boolean(),
  /** Present only for an approved campus ambassador. */
  ambassador: AmbassadorStandingSchema.nullable(),
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;

export const ClaimReferralBodySchema = z.strictObject({ code: ReferralCodeSchema });
export type ClaimReferralBody = z.infer<typeof ClaimReferralBodySchema>;

/** The link a referrer shares: sign-up with their code, which the sign-up form sends along. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/signup?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

export const referralShareText = (link: string) =>
  `I find internships and first jobs on Shuruaat — every listing shows the stipend up front. Sign up with my link: ${link}`;

export const whatsappShareUrl = (message: string) =>
  `https://wa.me/?text=${encodeURIComponent(message)}`;

/** The subject is the page's words; English by default. */
export const emailShareUrl = (message: string, subject = 'Join me on Shuruaat') =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;

/** Tiers by referred sign-ups; an approved ambassador starts at the first. */
export const AMBASSADOR_TIERS = [
  { name: 'Campus Starter', minReferrals: 0, perk: 'Ambassador certificate and welcome kit' },
  { name: 'Bronze', minReferrals: 10, perk: 'Letter of recommendation and ₹1,000 voucher' },
  { name: 'Silver', minReferrals: 25, perk: 'Priority review for Shuruaat internships' },
  { name: 'Gold', minReferrals: 50, perk: 'Paid summer role with the Shuruaat team' },
] as const;

export function ambassadorStanding(referrals: number): AmbassadorStanding {
  const reached = AMBASSADOR_TIERS.filter((tier) => referrals >= tier.minReferrals);
  const current = reached[reached.length - 1] ?? AMBASSADOR_TIERS[0];
  const next = AMBASSADOR_TIERS.find((tier) => tier.minReferrals > referrals);
  return {
    tier: current.name,
    referrals,
    nextTier: next?.name ?? null,
    referralsToNextTier: next ? next.minReferrals - referrals : null,
  };
}
