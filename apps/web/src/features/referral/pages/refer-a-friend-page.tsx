import { REFERRAL_MESSAGES, type ReferralSummary } from '@shuruaat/contract';
import { useLoaderData, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { ContentSection, PageHero } from '@/components/ui/page-hero';
import { PageLoader } from '@/components/ui/page-loader';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { ClaimForm } from '../components/claim-form';
import { ReferralBenefits, ReferralRules, ReferralSteps } from '../components/referral-explainer';
import { AmbassadorStandingCard, ReferralCounts } from '../components/referral-stats';
import { SharePanel } from '../components/share-panel';
import { FETCHERS, useSessionUser, useSuccessToast } from '../hooks';
import { referAFriendPageAction, referAFriendPageLoader } from '../loaders';
import { referralCatalogue } from '../locales/catalogue';

/** /refer-a-friend: the signed-in user's link and counts; signed out, how it works. */
function ReferAFriendPage() {
  const user = useSessionUser();
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('referral.friend.eyebrow')}
        title={t(user ? 'referral.friend.titleSignedIn' : 'referral.friend.titleSignedOut')}
        lead={t('referral.friend.lead')}
      />
      {user ? <SignedInReferral /> : <SignedOutReferral />}
    </>
  );
}

export const referAFriendPageRoute = {
  Component: ReferAFriendPage,
  loader: referAFriendPageLoader,
  action: referAFriendPageAction,
  catalogue: referralCatalogue,
};

function SignedOutReferral() {
  const location = useLocation();
  const t = useT();
  return (
    <>
      <ContentSection id="start-heading" title={t('referral.friend.startHeading')}>
        <p className="max-w-2xl text-slate-700">{t('referral.friend.startText')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to="/login" state={{ from: location }} size="lg">
            {t('referral.friend.login')}
          </ButtonLink>
          <ButtonLink to="/signup" variant="outline" size="lg">
            {t('referral.signupFree')}
          </ButtonLink>
        </div>
      </ContentSection>
      <ContentSection id="how-heading" title={t('referral.howItWorks')} className="bg-white">
        <ReferralSteps />
      </ContentSection>
      <ContentSection id="gets-heading" title={t('referral.whatYouGet')}>
        <ReferralBenefits />
      </ContentSection>
    </>
  );
}

function SignedInReferral() {
  const { view, retry } = useLoadedView(useLoaderData<typeof referAFriendPageLoader>().summary);
  if (view.status === 'failed') {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />
      </div>
    );
  }
  if (view.status === 'loading') return <PageLoader />;
  return <Summary summary={view.data} />;
}

function Summary({ summary }: { summary: ReferralSummary }) {
  const t = useT();
  useSuccessToast(FETCHERS.claim, localizeServerMessage(REFERRAL_MESSAGES.claimed));
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <SharePanel code={summary.code} />
        <section aria-labelledby="counts-heading">
          <h2 id="counts-heading" className="mb-3 text-xl font-bold text-indigo-950">
            {t('referral.friend.countsHeading')}
          </h2>
          <ReferralCounts stats={summary.stats} />
          {summary.stats.signedUp === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{t('referral.friend.noneYet')}</p>
          ) : null}
        </section>
        {summary.ambassador ? <AmbassadorStandingCard standing={summary.ambassador} /> : null}
      </div>
      <aside className="space-y-6">
        {summary.referredBy ? (
          <p className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
            {t('referral.friend.referredBy', { name: summary.referredBy })}
          </p>
        ) : null}
        {summary.canClaim ? <ClaimForm /> : null}
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-indigo-950">{t('referral.rulesHeading')}</h2>
          <div className="mt-3 text-sm">
            <ReferralRules />
          </div>
        </div>
      </aside>
    </div>
  );
}
