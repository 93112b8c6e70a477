import { AMBASSADOR_TIERS } from '@shuruaat/contract';

const RESPONSIBILITIES = [
  'Tell classmates and juniors about internships and first jobs on Shuruaat, with your referral link',
  'Run one session a semester with your placement cell or a club: resumes, reading an offer, avoiding fee-charging “internships”',
  'Collect honest feedback from students on campus and share it with the Shuruaat team each month',
  'Spot fake or fee-charging listings students forward to you and report them to us',
];

const PERKS = [
  'A campus ambassador certificate from Shuruaat after one active semester',
  'Monthly mentorship calls with the Shuruaat team on careers, product and outreach',
  'Early access to new features and a say in what we build for students',
  'Rewards by tier as your referrals grow, up to a paid summer role with us',
];

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export const AmbassadorResponsibilities = () => <Bullets items={RESPONSIBILITIES} />;
export const AmbassadorPerks = () => <Bullets items={PERKS} />;

export function AmbassadorTiers() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Ambassador tiers by referred sign-ups</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-900">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Tier
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Referred sign-ups
            </th>
            <th scope="col" className="py-2 font-semibold">
              What you get
            </th>
          </tr>
        </thead>
        <tbody>
          {AMBASSADOR_TIERS.map((tier) => (
            <tr key={tier.name} className="border-b border-slate-200 text-slate-800">
              <th scope="row" className="py-2 pr-4 font-semibold text-indigo-950">
                {tier.name}
              </th>
              <td className="py-2 pr-4">
                {tier.minReferrals === 0 ? 'On approval' : `${tier.minReferrals}+`}
              </td>
              <td className="py-2">{tier.perk}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
