import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';
import { CardGrid } from '../components/card-grid';
import { ContentSections } from '../components/content-sections';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { ABOUT_INTRO, ABOUT_SECTIONS, DIFFERENCES } from '../content/about';
import { cardsIn, sectionsIn } from '../content/in-language';
import { siteCatalogue } from '../locales/catalogue';

function AboutPage() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('site.about.eyebrow')}
        title={t('site.about.title')}
        intro={t(ABOUT_INTRO)}
      >
        <ButtonLink to="/internships">{t('site.about.findInternship')}</ButtonLink>
        <ButtonLink
          to="/employerpage"
          variant="outline"
          className="border-white text-white hover:bg-indigo-800"
        >
          {t('site.about.hireFreshers')}
        </ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ContentSections sections={sectionsIn(t, ABOUT_SECTIONS)} />
      </div>
      <InfoSection id="different" title={t('site.about.differentTitle')} className="bg-white">
        <CardGrid cards={cardsIn(t, DIFFERENCES)} />
      </InfoSection>
      <InfoSection
        id="people"
        title={t('site.about.peopleTitle')}
        intro={t('site.about.peopleIntro')}
      >
        <ButtonLink to="/out-teams" variant="secondary">
          {t('site.about.meetTeam')}
        </ButtonLink>
      </InfoSection>
    </>
  );
}

export const aboutPageRoute = { Component: AboutPage, catalogue: siteCatalogue };
