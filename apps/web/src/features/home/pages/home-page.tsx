import { EmployerSection } from '../components/employer-section';
import { ExploreSection } from '../components/explore-section';
import { HowItWorks } from '../components/how-it-works';
import { StudentHero } from '../components/student-hero';

export function HomePage() {
  return (
    <>
      <StudentHero />
      <ExploreSection />
      <HowItWorks />
      <EmployerSection />
    </>
  );
}
