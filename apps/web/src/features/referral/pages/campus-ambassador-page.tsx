import { AMBASSADOR_MESSAGES, type AmbassadorApplication } from '@shuruaat/contract';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ContentSection, PageHero } from '@/components/ui/page-hero';
import { Spinner } from '@/components/ui/spinner';
import {
  AmbassadorPerks,
  AmbassadorResponsibilities,
  AmbassadorTiers,
} from '../components/ambassador-content';
import { AmbassadorForm } from '../components/ambassador-form';
import { FETCHERS, useSessionUser, useSuccessToast } from '../hooks';
import { campusAmbassadorPageAction, campusAmbassadorPageLoader } from '../loaders';

/** /program/campus-ambassador: the program, and the application form for students. */
function CampusAmbassadorPage() {
  return (
    <>
      <PageHero
        eyebrow="Campus Ambassador Program"
        title="Lead Shuruaat at your college"
        lead="Help classmates find paid internships and first jobs, learn outreach from our team, and earn certificates, vouchers and a paid summer role as your referrals grow."
      >
        <ButtonLink to="#apply-heading" size="lg">
          Apply now
        </ButtonLink>
      </PageHero>
      <ContentSection id="do-heading" title="What ambassadors do">
        <AmbassadorResponsibilities />
      </ContentSection>
      <ContentSection id="perks-heading" title="Perks" className="bg-white">
        <AmbassadorPerks />
      </ContentSection>
      <ContentSection id="tiers-heading" title="Tiers by referrals">
        <p className="mb-4 max-w-2xl text-slate-700">
          Once approved, every friend who signs up through your referral link counts toward your
          tier. Your current tier shows on your Refer a friend page.
        </p>
        <AmbassadorTiers />
      </ContentSection>
      <ContentSection id="apply-heading" title="Apply" className="bg-white">
        <div className="max-w-2xl">
          <ApplySection />
        </div>
      </ContentSection>
    </>
  );
}

export const campusAmbassadorPageRoute = {
  Component: CampusAmbassadorPage,
  loader: campusAmbassadorPageLoader,
  action: campusAmbassadorPageAction,
};

function ApplySection() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">
          The program is open to students in any year of a degree or diploma in India. Log in or
          create a free student account to apply; it takes five minutes.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/login" state={{ from: location }}>
            Log in to apply
          </ButtonLink>
          <ButtonLink to="/signup" variant="outline">
            Sign up free
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (user.role !== 'candidate') {
    return (
      <p className="text-slate-700">
        Campus ambassadors are students. Applications are made from a student (candidate) account.
      </p>
    );
  }
  return <CandidateApplication />;
}

function CandidateApplication() {
  const { application } = useLoaderData<typeof campusAmbassadorPageLoader>();
  const revalidator = useRevalidator();
  useSuccessToast(FETCHERS.ambassador, AMBASSADOR_MESSAGES.submitted);

  if (!application.ok && revalidator.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" /> Checking your application…
      </p>
    );
  }
  if (!application.ok)
    return (
      <p role="alert" className="text-red-800">
        {AMBASSADOR_MESSAGES.fetch}
      </p>
    );
  return application.data ? (
    <ApplicationStatus application={application.data} />
  ) : (
    <AmbassadorForm />
  );
}

const STATUS_TEXT = {
  pending: 'We have your application and reply within 7 working days.',
  approved: 'You are a Shuruaat campus ambassador. Your referral link now counts toward your tier.',
  rejected:
    'We could not take your application this time. Keep referring friends: your referrals still count on your Refer a friend page.',
} as const;

function ApplicationStatus({ application }: { application: AmbassadorApplication }) {
  return (
    <div
      className="rounded-xl border border-slate-200 bg-slate-50 p-5"
      data-testid="ambassador-status"
    >
      <p className="text-sm font-semibold text-slate-600 uppercase">
        Your application · {application.college}
      </p>
      <p className="mt-1 text-xl font-bold text-indigo-950 capitalize">{application.status}</p>
      <p className="mt-2 text-slate-700">{STATUS_TEXT[application.status]}</p>
      {application.status === 'approved' ? (
        <ButtonLink to="/refer-a-friend" className="mt-4">
          See your tier and link
        </ButtonLink>
      ) : null}
    </div>
  );
}
