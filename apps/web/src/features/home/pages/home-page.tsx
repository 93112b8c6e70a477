import { homeCatalogue } from '../locales/catalogue';
import { jobSearchCatalogue } from '@/job-search/locales/catalogue';
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { EmployerSection } from '../components/employer-section';
import { ExploreSection } from '../components/explore-section';
import { HowItWorks } from '../components/how-it-works';
import { LiveSectionsFallback } from '../components/live-sections-fallback';
import { StudentHero } from '../components/student-hero';
import { homePageLoader } from '../loaders';

// The live listings come in their own chunk, so the hero paints before their code arrives.
const LiveSections = lazy(() =>
  import('../components/live-sections').then((m) => ({ default: m.LiveSections })),
);

export function HomePage() {
  const listings = useLoaderData<typeof homePageLoader>();
  return (
    <>
      <StudentHero />
      <ExploreSection />
      <Suspense fallback={<LiveSectionsFallback />}>
        <LiveSections listings={listings} />
      </Suspense>
      <HowItWorks />
      <EmployerSection />
    </>
  );
}

export const homePageRoute = {
  Component: HomePage,
  loader: homePageLoader,
  catalogue: [homeCatalogue, jobSearchCatalogue],
};
