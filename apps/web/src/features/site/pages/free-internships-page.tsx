import { ButtonLink } from '@/components/ui/button';
import { ComparisonTable } from '../components/comparison-table';
import { ContentSections } from '../components/content-sections';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { ProgramSummary } from '../components/program-summary';
import { FREE_INTERNSHIP_RULES, PROGRAMS, TRACK_NOTE } from '../content/programs';

export function FreeInternshipsPage() {
  const free = PROGRAMS[0];
  return (
    <>
      <PageHero
        eyebrow="Programs · Free internships"
        title="Free internships, with fair rules"
        intro="Unpaid internships are allowed on Shuruaat only when they are worth your time: a mentor, a certificate, capped hours and never a fee."
      >
        <ButtonLink to="/jobs?kind=internship">Browse internships</ButtonLink>
        <ButtonLink
          to="/apply?program=free-internship"
          variant="outline"
          className="border-white text-white hover:bg-indigo-800"
        >
          Apply to our free internship
        </ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ContentSections sections={FREE_INTERNSHIP_RULES} />
      </div>
      {free ? (
        <InfoSection
          id="ours"
          title="Shuruaat’s own free internship"
          intro={TRACK_NOTE}
          className="bg-white"
        >
          <ProgramSummary details={free} />
        </InfoSection>
      ) : null}
      <InfoSection id="compare" title="Compare the three programs">
        <ComparisonTable />
      </InfoSection>
    </>
  );
}
