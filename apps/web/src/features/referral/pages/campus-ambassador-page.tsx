import { AMBASSADOR_MESSAGES, type AmbassadorApplication } from '@shuruaat/contract';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ContentSection, PageHero } from '@/components/ui/page-hero';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import {
  AmbassadorPerks,
  AmbassadorResponsibilities,
  AmbassadorTiers,
} from '../components/ambassador-content';
import { AmbassadorForm } from '../components/ambassador-form';
import { FETCHERS, useSessionUser, useSuccessToast } from '../hooks';
import { campusAmbassadorPageAction, campusAmbassadorPageLoader } from '../loaders';
import { referralCatalogue } from '../locales/catalogue';

/** /program/campus-ambassador: the program, and the application form for students. */
function CampusAmbassadorPage() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('referral.ambassador.eyebrow')}
        title={t('referral.ambassador.title')}
        lead={t('referral.ambassador.lead')}
      >
        <ButtonLink to="#apply-heading" size="lg">
          {t('referral.ambassador.applyNow')}
        </ButtonLink>
      </PageHero>
      <ContentSection id="do-heading" title={t('referral.ambassador.doHeading')}>
        <AmbassadorResponsibilities />
      </ContentSection>
      <ContentSection
        id="perks-heading"
        title={t('referral.ambassador.perksHeading')}
        className="bg-white"
      >
        <AmbassadorPerks />
      </ContentSection>
      <ContentSection id="tiers-heading" title={t('referral.ambassador.tiersHeading')}>
        <p className="mb-4 max-w-2xl text-slate-700">{t('referral.ambassador.tiersLead')}</p>
        <AmbassadorTiers />
      </ContentSection>
      <ContentSection
        id="apply-heading"
        title={t('referral.ambassador.applyHeading')}
        className="bg-white"
      >
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
  catalogue: referralCatalogue,
};

function ApplySection() {
  const user = useSessionUser();
  const location = useLocation();
  const t = useT();
  if (!user) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{t('referral.ambassador.openTo')}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/login" state={{ from: location }}>
            {t('referral.ambassador.loginToApply')}
          </ButtonLink>
          <ButtonLink to="/signup" variant="outline">
            {t('referral.signupFree')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (user.role !== 'candidate') {
    return <p className="text-slate-700">{t('referral.ambassador.studentsOnly')}</p>;
  }
  return <CandidateApplication />;
}

function CandidateApplication() {
  const { application } = useLoaderData<typeof campusAmbassadorPageLoader>();
  const revalidator = useRevalidator();
  const t = useT();
  useSuccessToast(FETCHERS.ambassador, localizeServerMessage(AMBASSADOR_MESSAGES.submitted));

  if (!application.ok && revalidator.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" /> {t('referral.ambassador.checking')}
      </p>
    );
  }
  if (!application.ok)
    return (
      <p role="alert" className="text-red-800">
        {localizeServerMessage(AMBASSADOR_MESSAGES.fetch)}
      </p>
    );
  return application.data ? (
    <ApplicationStatus application={application.data} />
  ) : (
    <AmbassadorForm />
  );
}

const STATUS_TEXT = {
  pending: 'referral.ambassador.status.pending',
  approved: 'referral.ambassador.status.approved',
  rejected: 'referral.ambassador.status.rejected',
} as const;

const STATUS_NAME = {
  pending: 'referral.ambassador.statusName.pending',
  approved: 'referral.ambassador.statusName.approved',
  rejected: 'referral.ambassador.statusName.rejected',
} as const;

function ApplicationStatus({ application }: { application: AmbassadorApplication }) {
  const t = useT();
  return (
    <div
      className="rounded-xl border border-slate-200 bg-slate-50 p-5"
      data-testid="ambassador-status"
    >
      <p className="text-sm font-semibold text-slate-600 uppercase">
        {t('referral.ambassador.yourApplication', { college: application.college })}
      </p>
      <p className="mt-1 text-xl font-bold text-indigo-950 capitalize">
        {t(STATUS_NAME[application.status])}
      </p>
      <p className="mt-2 text-slate-700">{t(STATUS_TEXT[application.status])}</p>
      {application.status === 'approved' ? (
        <ButtonLink to="/refer-a-friend" className="mt-4">
          {t('referral.ambassador.seeTier')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
