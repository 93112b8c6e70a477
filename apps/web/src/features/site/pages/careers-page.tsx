import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';
import { CardGrid } from '../components/card-grid';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { CAREERS_INTRO, HIRING_STEPS, PERKS, VALUES } from '../content/careers';
import { cardsIn, textsIn } from '../content/in-language';
import { siteCatalogue } from '../locales/catalogue';

function CareersPage() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('site.careers.eyebrow')}
        title={t('site.careers.title')}
        intro={t(CAREERS_INTRO)}
      >
        <ButtonLink to="/careers/openings">{t('site.careers.seeOpenings')}</ButtonLink>
      </PageHero>
      <InfoSection id="values" title={t('site.careers.valuesTitle')}>
        <CardGrid cards={cardsIn(t, VALUES)} />
      </InfoSection>
      <InfoSection
        id="hiring"
        title={t('site.careers.hiringTitle')}
        className="bg-white"
        intro={t('site.careers.hiringIntro')}
      >
        <CardGrid cards={cardsIn(t, HIRING_STEPS)} isNumbered />
      </InfoSection>
      <InfoSection id="perks" title={t('site.careers.perksTitle')}>
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          {textsIn(t, PERKS).map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <ButtonLink to="/careers/openings" variant="secondary" className="mt-6">
          {t('site.careers.seeOpenings')}
        </ButtonLink>
      </InfoSection>
    </>
  );
}

export const careersPageRoute = { Component: CareersPage, catalogue: siteCatalogue };
