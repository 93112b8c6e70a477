import { EmployerBenefits } from '../components/employer-benefits';
import { EmployerCta } from '../components/employer-cta';
import { EmployerSteps } from '../components/employer-steps';
import { LandingSection } from '../components/landing-section';
import { LiveCounts } from '../components/live-counts';
import { countsOf } from '../links';
import { useLoaderData } from 'react-router';
import { employerLandingPageLoader } from '../loaders';
import { landingsCatalogue } from '../locales/catalogue';
import { useT } from '@/lib/i18n/translate';

export function EmployerLandingPage() {
  const t = useT();
  const counts = countsOf(useLoaderData<typeof employerLandingPageLoader>().counts);

  return (
    <>
      <section className="on-dark bg-gradient-to-br from-indigo-900 to-indigo-950 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_26rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">
              {t('landings.employer.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">
              {t('landings.employer.title')}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-indigo-100">{t('landings.employer.lead')}</p>
            <div className="mt-8">
              <EmployerCta />
            </div>
          </div>
          <LiveCounts counts={counts} />
        </div>
      </section>
      <LandingSection id="why-heading" title={t('landings.employer.why')}>
        <EmployerBenefits />
      </LandingSection>
      <LandingSection id="how-heading" title={t('landings.employer.how')} className="bg-white">
        <EmployerSteps />
      </LandingSection>
      <section aria-labelledby="start-heading" className="mx-auto max-w-6xl px-4 py-12">
        <div className="on-dark flex flex-col gap-6 rounded-2xl bg-indigo-950 p-8 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <h2 id="start-heading" className="text-2xl font-bold sm:text-3xl">
            {t('landings.employer.ready')}
          </h2>
          <EmployerCta />
        </div>
      </section>
    </>
  );
}

export const employerLandingPageRoute = {
  Component: EmployerLandingPage,
  loader: employerLandingPageLoader,
  catalogue: landingsCatalogue,
};
