import { useT } from '@/lib/i18n/translate';
import { CardGrid } from '../components/card-grid';
import { EnquiryForm } from '../components/enquiry-form';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { cardsIn } from '../content/in-language';
import { SERVICES, type ServiceDetails } from '../content/services';
import { siteCatalogue } from '../locales/catalogue';
import { enquiryAction } from '../loaders';

function ServicePage({ details }: { details: ServiceDetails }) {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('site.service.eyebrow')}
        title={t(details.title)}
        intro={t(details.intro)}
      />
      <InfoSection id="get" title={t('site.service.whatYouGet')}>
        <CardGrid cards={cardsIn(t, details.whatYouGet)} />
      </InfoSection>
      <InfoSection id="process" title={t('site.service.process')} className="bg-white">
        <CardGrid cards={cardsIn(t, details.process)} isNumbered />
      </InfoSection>
      <InfoSection
        id="samples"
        title={t('site.service.samples')}
        intro={t('site.service.samplesIntro')}
      >
        <CardGrid cards={cardsIn(t, details.samples)} />
      </InfoSection>
      <InfoSection
        id="enquire"
        title={t('site.service.enquireTitle')}
        className="bg-white"
        intro={t('site.service.enquireIntro')}
      >
        <div className="max-w-3xl">
          <EnquiryForm service={details.service} messageHint={t('site.service.messageHint')} />
        </div>
      </InfoSection>
    </>
  );
}

function WebServicePage() {
  return <ServicePage details={SERVICES.web} />;
}

function DesignServicePage() {
  return <ServicePage details={SERVICES.design} />;
}

export const webServicePageRoute = {
  Component: WebServicePage,
  action: enquiryAction,
  catalogue: siteCatalogue,
};

export const designServicePageRoute = {
  Component: DesignServicePage,
  action: enquiryAction,
  catalogue: siteCatalogue,
};
