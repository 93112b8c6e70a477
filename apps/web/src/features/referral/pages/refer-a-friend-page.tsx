import { REFERRAL_MESSAGES, type ReferralSummary } from '@shuruaat/contract';
import { useLoaderData, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { ContentSection, PageHero } from '@/components/ui/page-hero';
import { PageLoader } from '@/components/ui/page-loader';
import { useLoadedView } from '@/lib/use-loaded-view';
import { ClaimForm } from '../components/claim-form';
import { ReferralBenefits, ReferralRules, ReferralSteps } from '../components/referral-explainer';
import { AmbassadorStandingCard, ReferralCounts } from '../components/referral-stats';
import { SharePanel } from '../components/share-panel';
import { FETCHERS, useSessionUser, useSuccessToast } from '../hooks';
import { referAFriendPageAction, referAFriendPageLoader } from '../loaders';

/** /refer-a-friend: the signed-in user's link and counts; signed out, how it works. */
function ReferAFriendPage() {
  const user = useSessionUser();
  return (
    <>
      <PageHero
        eyebrow="Refer a friend"
        title={user ? 'Your referral link' : 'Refer friends to Shuruaat'}
        lead="Share your personal link. Every friend who signs up through it is counted here, along with how many completed a profile and applied."
      />
      {user ? <SignedInReferral /> : <SignedOutReferral />}
    </>
  );
}

export const referAFriendPageRoute = {
  Component: ReferAFriendPage,
  loader: referAFriendPageLoader,
  action: referAFriendPageAction,
};

function SignedOutReferral() {
  const location = useLocation();
  return (
    <>
      <ContentSection id="start-heading" title="Log in to get your link">
        <p className="max-w-2xl text-slate-700">
          Your link and code are made for your account. Log in, or create a free account, and they
          will be waiting here.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to="/login" state={{ from: location }} size="lg">
            Log in to get your link
          </ButtonLink>
          <ButtonLink to="/signup" variant="outline" size="lg">
            Sign up free
          </ButtonLink>
        </div>
      </ContentSection>
      <ContentSection id="how-heading" title="How it works" className="bg-white">
        <ReferralSteps />
      </ContentSection>
      <ContentSection id="gets-heading" title="What you and your friend get">
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
        <LoadFailed message={view.message} onRetry={retry} />
      </div>
    );
  }
  if (view.status === 'loading') return <PageLoader />;
  return <Summary summary={view.data} />;
}

function Summary({ summary }: { summary: ReferralSummary }) {
  useSuccessToast(FETCHERS.claim, REFERRAL_MESSAGES.claimed);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <SharePanel code={summary.code} />
        <section aria-labelledby="counts-heading">
          <h2 id="counts-heading" className="mb-3 text-xl font-bold text-indigo-950">
            Friends who joined through you
          </h2>
          <ReferralCounts stats={summary.stats} />
          {summary.stats.signedUp === 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              No one yet. Send your link to a friend who is searching, and they will appear here.
            </p>
          ) : null}
        </section>
        {summary.ambassador ? <AmbassadorStandingCard standing={summary.ambassador} /> : null}
      </div>
      <aside className="space-y-6">
        {summary.referredBy ? (
          <p className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
            You joined through {summary.referredBy}’s referral.
          </p>
        ) : null}
        {summary.canClaim ? <ClaimForm /> : null}
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-indigo-950">The rules</h2>
          <div className="mt-3 text-sm">
            <ReferralRules />
          </div>
        </div>
      </aside>
    </div>
  );
}
