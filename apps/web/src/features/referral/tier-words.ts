import type { AMBASSADOR_TIERS } from '@shuruaat/contract';

type TierName = (typeof AMBASSADOR_TIERS)[number]['name'];

// The contract names tiers in English (the server's standing answers with the name); the
// catalogue words each by a key: `referral.tier.<key>` and `referral.tierPerk.<key>`.
const TIER_KEYS: Record<TierName, string> = {
  'Campus Starter': 'starter',
  Bronze: 'bronze',
  Silver: 'silver',
  Gold: 'gold',
};

/** The catalogue key of a tier the server named, or the name itself for one it does not know. */
export const tierKey = (name: string): string => TIER_KEYS[name as TierName] ?? name;
