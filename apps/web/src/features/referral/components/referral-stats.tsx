import { countOf, type AmbassadorStanding, type ReferralStats } from '@shuruaat/contract';
import { numberText } from '@/lib/format';

const LABELS: { key: keyof ReferralStats; label: string }[] = [
  { key: 'signedUp', label: 'Friends signed up' },
  { key: 'completedProfile', label: 'Completed a profile' },
  { key: 'applied', label: 'Applied to a job' },
];

export function ReferralCounts({ stats }: { stats: ReferralStats }) {
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
          <dt className="mt-1 text-sm text-slate-700">{label}</dt>
        </div>
      ))}
    </dl>
  );
}

export function AmbassadorStandingCard({ standing }: { standing: AmbassadorStanding }) {
  return (
    <div className="rounded-xl border border-saffron-300 bg-saffron-50 p-5">
      <p className="text-sm font-semibold tracking-wide text-saffron-800 uppercase">
        Campus ambassador
      </p>
      <p className="mt-1 text-2xl font-bold text-indigo-950">{standing.tier} tier</p>
      <p className="mt-2 text-slate-800">
        {countOf(standing.referrals, 'referred sign-up')} so far.{' '}
        {standing.nextTier && standing.referralsToNextTier !== null
          ? `${standing.referralsToNextTier} more to reach ${standing.nextTier}.`
          : 'You have reached the top tier. Thank you!'}
      </p>
    </div>
  );
}
