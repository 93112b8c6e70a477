import { lazy, Suspense } from 'react';
import { EmployerSection } from '../components/employer-section';
import { ExploreSection } from '../components/explore-section';
import { HowItWorks } from '../components/how-it-works';
import { LiveSectionsFallback } from '../components/live-sections-fallback';
import { StudentHero } from '../components/student-hero';

// The live listings come in their own chunk, so the hero paints before their code arrives.
const LiveSections = lazy(() =>
  import('../components/live-sections').then((m) => ({ default: m.LiveSections })),
);

export function HomePage() {
  // Coming back from another page puts the site's own title back, as a fresh load would have it.
  return (
    <>
      <StudentHero />
      <ExploreSection />
      <Suspense fallback={<LiveSectionsFallback />}>
        <LiveSections />
      </Suspense>
      <HowItWorks />
      <EmployerSection />
    </>
  );
}
