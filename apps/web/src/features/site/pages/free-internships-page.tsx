import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';
import { ComparisonTable } from '../components/comparison-table';
import { ContentSections } from '../components/content-sections';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { ProgramSummary } from '../components/program-summary';
import { sectionsIn } from '../content/in-language';
import { FREE_INTERNSHIP_RULES, PROGRAMS, TRACK_NOTE } from '../content/programs';
import { siteCatalogue } from '../locales/catalogue';

function FreeInternshipsPage() {
  const t = useT();
  const free = PROGRAMS[0];
  return (
    <>
      <PageHero
        eyebrow={t('site.free.eyebrow')}
        title={t('site.free.title')}
        intro={t('site.free.intro')}
      >
        <ButtonLink to="/jobs?kind=internship">{t('site.free.browse')}</ButtonLink>
        <ButtonLink
          to="/apply?program=free-internship"
          variant="outline"
          className="border-white text-white hover:bg-indigo-800"
        >
          {t('site.free.apply')}
        </ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ContentSections sections={sectionsIn(t, FREE_INTERNSHIP_RULES)} />
      </div>
      {free ? (
        <InfoSection
          id="ours"
          title={t('site.free.oursTitle')}
          intro={t(TRACK_NOTE)}
          className="bg-white"
        >
          <ProgramSummary details={free} />
        </InfoSection>
      ) : null}
      <InfoSection id="compare" title={t('site.programs.compareTitle')}>
        <ComparisonTable />
      </InfoSection>
    </>
  );
}

export const freeInternshipsPageRoute = {
  Component: FreeInternshipsPage,
  catalogue: siteCatalogue,
};
