import { ButtonLink } from '@/components/ui/button';
import { ContentSection, PageHero } from '@/components/ui/page-hero';
import { ReferralBenefits, ReferralRules, ReferralSteps } from '../components/referral-explainer';
import { useSessionUser } from '../hooks';

/** /program/reffer: how referring works, for everyone. */
export function ReferralProgramPage() {
  const user = useSessionUser();
  return (
    <>
      <PageHero
        eyebrow="Referral program"
        title="Bring your friends to Shuruaat"
        lead="Know someone hunting for an internship or a first job? Send them your link. They get a free account with pay shown on every listing; you see every friend who joins and applies."
      >
        <ButtonLink to="/refer-a-friend" size="lg">
          {user ? 'Get your referral link' : 'See how to refer'}
        </ButtonLink>
        {user ? null : (
          <ButtonLink
            to="/signup"
            size="lg"
            variant="outline"
            className="border-white text-white hover:bg-indigo-800"
          >
            Create a free account
          </ButtonLink>
        )}
      </PageHero>
      <ContentSection id="how-heading" title="How referring works">
        <ReferralSteps />
      </ContentSection>
      <ContentSection id="gets-heading" title="What you and your friend get" className="bg-white">
        <ReferralBenefits />
      </ContentSection>
      <ContentSection id="rules-heading" title="The rules">
        <ReferralRules />
        <p className="mt-6 text-slate-700">
          Leading referrals at your college?{' '}
          <a href="/program/campus-ambassador" className="font-semibold text-indigo-800 underline">
            Become a campus ambassador
          </a>{' '}
          and your referrals count toward tiers with certificates, vouchers and a paid role.
        </p>
      </ContentSection>
    </>
  );
}
