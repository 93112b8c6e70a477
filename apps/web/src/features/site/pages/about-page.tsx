import { ButtonLink } from '@/components/ui/button';
import { CardGrid } from '../components/card-grid';
import { ContentSections } from '../components/content-sections';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { ABOUT_INTRO, ABOUT_SECTIONS, DIFFERENCES } from '../content/about';

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About Shuruaat" title="A fair first step into work" intro={ABOUT_INTRO}>
        <ButtonLink to="/internships">Find an internship</ButtonLink>
        <ButtonLink
          to="/employerpage"
          variant="outline"
          className="border-white text-white hover:bg-indigo-800"
        >
          Hire freshers
        </ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ContentSections sections={ABOUT_SECTIONS} />
      </div>
      <InfoSection id="different" title="How we are different" className="bg-white">
        <CardGrid cards={DIFFERENCES} />
      </InfoSection>
      <InfoSection
        id="people"
        title="The people behind it"
        intro="A small team in Bengaluru, with mentors across India."
      >
        <ButtonLink to="/out-teams" variant="secondary">
          Meet the team
        </ButtonLink>
      </InfoSection>
    </>
  );
}
