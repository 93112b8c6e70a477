import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ContentSection, PageHero } from '@/components/ui/page-hero';
import { aroundLink } from '@/lib/i18n/around-link';
import { useT } from '@/lib/i18n/translate';
import { ReferralBenefits, ReferralRules, ReferralSteps } from '../components/referral-explainer';
import { useSessionUser } from '../hooks';
import { referralCatalogue } from '../locales/catalogue';

/** /program/reffer: how referring works, for everyone. */
function ReferralProgramPage() {
  const user = useSessionUser();
  const t = useT();
  const [noteBefore, noteAfter] = aroundLink(t, 'referral.program.ambassadorNote');
  return (
    <>
      <PageHero
        eyebrow={t('referral.program.eyebrow')}
        title={t('referral.program.title')}
        lead={t('referral.program.lead')}
      >
        <ButtonLink to="/refer-a-friend" size="lg">
          {t(user ? 'referral.program.getLink' : 'referral.program.seeHow')}
        </ButtonLink>
        {user ? null : (
          <ButtonLink
            to="/signup"
            size="lg"
            variant="outline"
            className="border-white text-white hover:bg-indigo-800"
          >
            {t('referral.program.createAccount')}
          </ButtonLink>
        )}
      </PageHero>
      <ContentSection id="how-heading" title={t('referral.program.howHeading')}>
        <ReferralSteps />
      </ContentSection>
      <ContentSection id="gets-heading" title={t('referral.whatYouGet')} className="bg-white">
        <ReferralBenefits />
      </ContentSection>
      <ContentSection id="rules-heading" title={t('referral.rulesHeading')}>
        <ReferralRules />
        <p className="mt-6 text-slate-700">
          {noteBefore}
          <Link to="/program/campus-ambassador" className="font-semibold text-indigo-800 underline">
            {t('referral.program.ambassadorLink')}
          </Link>
          {noteAfter}
        </p>
      </ContentSection>
    </>
  );
}

export const referralProgramPageRoute = {
  Component: ReferralProgramPage,
  catalogue: referralCatalogue,
};
