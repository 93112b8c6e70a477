import { useT } from '@/lib/i18n/translate';
import { CardGrid } from '../components/card-grid';
import { EnquiryForm } from '../components/enquiry-form';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { CORPORATE_FORMAT, CORPORATE_TRACKS } from '../content/corporate';
import { cardsIn, textsIn } from '../content/in-language';
import { siteCatalogue } from '../locales/catalogue';
import { enquiryAction } from '../loaders';

function CorporateTrainingPage() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('site.corporate.eyebrow')}
        title={t('site.corporate.title')}
        intro={t('site.corporate.intro')}
      />
      <InfoSection id="tracks" title={t('site.corporate.tracksTitle')}>
        <CardGrid cards={cardsIn(t, CORPORATE_TRACKS)} />
      </InfoSection>
      <InfoSection id="format" title={t('site.corporate.formatTitle')} className="bg-white">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          {textsIn(t, CORPORATE_FORMAT).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection
        id="enquire"
        title={t('site.corporate.enquireTitle')}
        intro={t('site.corporate.enquireIntro')}
      >
        <div className="max-w-3xl">
          <EnquiryForm service="corporate-training" messageHint={t('site.corporate.messageHint')} />
        </div>
      </InfoSection>
    </>
  );
}

export const corporateTrainingPageRoute = {
  Component: CorporateTrainingPage,
  action: enquiryAction,
  catalogue: siteCatalogue,
};
