import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ComparisonTable } from '../components/comparison-table';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { ProgramSummary } from '../components/program-summary';
import { FEE_NOTE, programByPath, PROGRAMS, TRACK_NOTE } from '../content/programs';

/** The Standard and Premium program pages: one layout, the program chosen by the path. */
function ProgramPage() {
  const { pathname } = useLocation();
  const details = programByPath(pathname) ?? PROGRAMS[1];
  if (!details) return null;
  return (
    <>
      <PageHero
        eyebrow={`Programs · ${details.fee} · ${details.duration}`}
        title={details.name}
        intro={details.tagline}
      >
        <ButtonLink to={`/apply?program=${details.program}`}>
          Apply for the {details.name}
        </ButtonLink>
      </PageHero>
      <InfoSection id="details" title="What you get" intro={TRACK_NOTE}>
        <ProgramSummary details={details} />
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{FEE_NOTE}</p>
      </InfoSection>
      <InfoSection id="compare" title="Compare the three programs" className="bg-white">
        <ComparisonTable />
      </InfoSection>
    </>
  );
}

export const StandardProgramPage = ProgramPage;
export const PremiumProgramPage = ProgramPage;
