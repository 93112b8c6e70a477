import type { AmbassadorStanding, ReferralStats } from '@shuruaat/contract';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { tierKey } from '../tier-words';

const LABELS: { key: keyof ReferralStats; label: string }[] = [
  { key: 'signedUp', label: 'referral.stats.signedUp' },
  { key: 'completedProfile', label: 'referral.stats.completedProfile' },
  { key: 'applied', label: 'referral.stats.applied' },
];

export function ReferralCounts({ stats }: { stats: ReferralStats }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-3 gap-3">
      {LABELS.map(({ key, label }) => (
        <div
          key={key}
          className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm"
        >
          <dd className="text-3xl font-extrabold text-indigo-950" data-testid={`referral-${key}`}>
            {numberText(stats[key])}
          </dd>
          <dt className="mt-1 text-sm text-slate-700">{t(label)}</dt>
        </div>
      ))}
    </dl>
  );
}

export function AmbassadorStandingCard({ standing }: { standing: AmbassadorStanding }) {
  const t = useT();
  const tierName = (name: string) => t(`referral.tier.${tierKey(name)}`);
  return (
    <div className="rounded-xl border border-saffron-300 bg-saffron-50 p-5">
      <p className="text-sm font-semibold tracking-wide text-saffron-800 uppercase">
        {t('referral.standing.eyebrow')}
      </p>
      <p className="mt-1 text-2xl font-bold text-indigo-950">
        {t('referral.standing.tier', { tier: tierName(standing.tier) })}
      </p>
      <p className="mt-2 text-slate-800">
        {t('referral.standing.soFar', { count: standing.referrals })}{' '}
        {standing.nextTier && standing.referralsToNextTier !== null
          ? t('referral.standing.toNext', {
              count: numberText(standing.referralsToNextTier),
              tier: tierName(standing.nextTier),
            })
          : t('referral.standing.top')}
      </p>
    </div>
  );
}
