import {
  ambassadorStanding,
  REFERRAL_CLAIM_DAYS,
  REFERRAL_MESSAGES,
  type ReferralStats,
  type ReferralSummary,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { newReferralCode } from '../../lib/referral-code';
import * as ambassadorsRepo from './ambassadors.repository';
import * as repo from './referrals.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's code: accounts made before referrals existed get one the first time they ask. */
async function ensureCode(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const user = await repo.findUser(db, userId);
    if (!user) throw notFound();
    if (user.referralCode) return user.referralCode;
    try {
      await repo.setCodeIfMissing(db, userId, newReferralCode());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('CONFLICT', REFERRAL_MESSAGES.fetch);
}

export function countReferrals(db: Db, userId: string): Promise<ReferralStats> {
  return repo.countReferrals(db, userId);
}

export async function getReferralSummary(db: Db, userId: string): Promise<ReferralSummary> {
  const code = await ensureCode(db, userId);
  const user = await repo.findUser(db, userId);
  if (!user) throw notFound();
  const stats = await repo.countReferrals(db, userId);
  const referrer = user.referredBy ? await repo.findUser(db, user.referredBy) : undefined;
  const isAmbassador = await ambassadorsRepo.isApproved(db, userId);
  return {
    code,
    stats,
    referredBy: referrer?.displayName ?? null,
    canClaim: !user.referredBy && isWithinClaimWindow(user.createdAt),
    ambassador: isAmbassador ? ambassadorStanding(stats.signedUp) : null,
  };
}

const isWithinClaimWindow = (createdAt: Date) =>
  Date.now() - createdAt.getTime() <= REFERRAL_CLAIM_DAYS * DAY_MS;

/**
 * Credits a referrer after sign-up (the code was not in the link). Once per account, never to
 * oneself or to someone this account referred, and only soon after signing up.
 */
export async function claimReferral(
  db: Db,
  userId: string,
  code: string,
): Promise<ReferralSummary> {
  await withTransaction(db, async (tx) => {
    const me = await repo.lockUser(tx, userId);
    if (!me) throw notFound();
    if (me.referredBy) throw new AppError('CONFLICT', REFERRAL_MESSAGES.alreadyCredited);
    const referrer = await repo.findUserByCode(tx, code);
    if (referrer?.id === me.id || (referrer && referrer.referredBy === me.id)) {
      throw new AppError('VALIDATION', REFERRAL_MESSAGES.selfReferral, [
        { path: 'code', message: REFERRAL_MESSAGES.selfReferral },
      ]);
    }
    if (!referrer) throw notFound(REFERRAL_MESSAGES.unknownCode);
    if (!isWithinClaimWindow(me.createdAt)) {
      throw new AppError('CONFLICT', REFERRAL_MESSAGES.claimWindowClosed);
    }
    if (!(await repo.setReferrer(tx, me.id, referrer.id))) {
      throw new AppError('CONFLICT', REFERRAL_MESSAGES.alreadyCredited);
    }
  });
  return getReferralSummary(db, userId);
}
