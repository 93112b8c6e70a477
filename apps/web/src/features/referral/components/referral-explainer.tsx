import { REFERRAL_CLAIM_DAYS } from '@shuruaat/contract';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { useT } from '@/lib/i18n/translate';

const STEPS = ['share', 'signup', 'follow'];

const GETS = [
  {
    who: 'referral.gets.you',
    points: ['referral.gets.you.count', 'referral.gets.you.certificate', 'referral.gets.you.tiers'],
  },
  {
    who: 'referral.gets.friend',
    points: [
      'referral.gets.friend.free',
      'referral.gets.friend.pay',
      'referral.gets.friend.matched',
    ],
  },
];

const RULES = [
  'referral.rules.once',
  'referral.rules.self',
  'referral.rules.window',
  'referral.rules.fake',
  'referral.rules.spam',
];

export function ReferralSteps() {
  const t = useT();
  const steps = STEPS.map((step) => ({
    title: t(`referral.steps.${step}.title`),
    text: t(`referral.steps.${step}.text`),
  }));
  return <NumberedSteps steps={steps} className="grid gap-6 md:grid-cols-3" />;
}

export function ReferralBenefits() {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {GETS.map(({ who, points }) => (
        <div key={who} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-indigo-950">{t(who)}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            {points.map((point) => (
              <li key={point}>{t(point)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function ReferralRules() {
  const t = useT();
  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-700">
      {RULES.map((rule) => (
        <li key={rule}>{t(rule, { days: REFERRAL_CLAIM_DAYS })}</li>
      ))}
    </ul>
  );
}
