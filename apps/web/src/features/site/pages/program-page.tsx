import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';
import { ComparisonTable } from '../components/comparison-table';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { ProgramSummary } from '../components/program-summary';
import { FEE_NOTE, programByPath, PROGRAMS, TRACK_NOTE } from '../content/programs';
import { siteCatalogue } from '../locales/catalogue';

/** The Standard and Premium program pages: one layout, the program chosen by the path. */
function ProgramPage() {
  const t = useT();
  const { pathname } = useLocation();
  const details = programByPath(pathname) ?? PROGRAMS[1];
  if (!details) return null;
  return (
    <>
      <PageHero
        eyebrow={t('site.programs.eyebrow', {
          fee: t(details.fee),
          duration: t(details.duration),
        })}
        title={t(details.name)}
        intro={t(details.tagline)}
      >
        <ButtonLink to={`/apply?program=${details.program}`}>
          {t('site.programs.applyFor', { name: t(details.name) })}
        </ButtonLink>
      </PageHero>
      <InfoSection id="details" title={t('site.programs.whatYouGet')} intro={t(TRACK_NOTE)}>
        <ProgramSummary details={details} />
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{t(FEE_NOTE)}</p>
      </InfoSection>
      <InfoSection id="compare" title={t('site.programs.compareTitle')} className="bg-white">
        <ComparisonTable />
      </InfoSection>
    </>
  );
}

export const programPageRoute = { Component: ProgramPage, catalogue: siteCatalogue };
