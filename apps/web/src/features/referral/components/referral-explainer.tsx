import { REFERRAL_CLAIM_DAYS } from '@shuruaat/contract';
import { NumberedSteps } from '@/components/ui/numbered-steps';

const STEPS = [
  {
    title: 'Share your link',
    text: 'Copy your personal link or send it on WhatsApp or email to classmates, juniors and friends who are looking for internships or a first job.',
  },
  {
    title: 'Your friend signs up',
    text: 'They create a free Shuruaat account through your link. The code travels with them, even if they look around the site first.',
  },
  {
    title: 'Follow their progress',
    text: 'Your Refer a friend page counts how many friends signed up, completed a profile and applied to a job or internship.',
  },
];

const GETS = [
  {
    who: 'You, the referrer',
    points: [
      'A live count of friends who joined, completed a profile and applied',
      'A Shuruaat referral certificate once 5 of your friends have applied',
      'Campus ambassadors climb tiers: certificates, vouchers and a paid summer role',
    ],
  },
  {
    who: 'Your friend',
    points: [
      'A free account: Shuruaat never charges students to apply',
      'Internships and jobs with the stipend or CTC shown on every listing',
      'Jobs for you, matched to their skills and cities, from day one',
    ],
  },
];

const RULES = [
  'A friend is credited to one referrer only, and only once.',
  'You cannot refer yourself or someone who referred you.',
  `Your friend must sign up through your link, or enter your code within ${REFERRAL_CLAIM_DAYS} days of signing up.`,
  'Accounts made only to raise a count are removed, along with their credits.',
  'Share with people you know. Spamming groups or posting fake offers ends your referrals.',
];

export function ReferralSteps() {
  return <NumberedSteps steps={STEPS} className="grid gap-6 md:grid-cols-3" />;
}

export function ReferralBenefits() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {GETS.map(({ who, points }) => (
        <div key={who} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-indigo-950">{who}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function ReferralRules() {
  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-700">
      {RULES.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
