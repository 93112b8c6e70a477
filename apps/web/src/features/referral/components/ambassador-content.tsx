import { AMBASSADOR_TIERS } from '@shuruaat/contract';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { tierKey } from '../tier-words';

const RESPONSIBILITIES = [
  'referral.ambassador.do.tell',
  'referral.ambassador.do.session',
  'referral.ambassador.do.feedback',
  'referral.ambassador.do.report',
];

const PERKS = [
  'referral.ambassador.perk.certificate',
  'referral.ambassador.perk.mentorship',
  'referral.ambassador.perk.early',
  'referral.ambassador.perk.rewards',
];

function Bullets({ ids }: { ids: readonly string[] }) {
  const t = useT();
  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-700">
      {ids.map((id) => (
        <li key={id}>{t(id)}</li>
      ))}
    </ul>
  );
}

export const AmbassadorResponsibilities = () => <Bullets ids={RESPONSIBILITIES} />;
export const AmbassadorPerks = () => <Bullets ids={PERKS} />;

export function AmbassadorTiers() {
  const t = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('referral.tiers.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-900">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('referral.tiers.tier')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('referral.tiers.referrals')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('referral.tiers.perk')}
            </th>
          </tr>
        </thead>
        <tbody>
          {AMBASSADOR_TIERS.map((tier) => (
            <tr key={tier.name} className="border-b border-slate-200 text-slate-800">
              <th scope="row" className="py-2 pr-4 font-semibold text-indigo-950">
                {t(`referral.tier.${tierKey(tier.name)}`)}
              </th>
              <td className="py-2 pr-4">
                {tier.minReferrals === 0
                  ? t('referral.tiers.onApproval')
                  : t('referral.tiers.atLeast', { count: numberText(tier.minReferrals) })}
              </td>
              <td className="py-2">{t(`referral.tierPerk.${tierKey(tier.name)}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
