import { CardGrid } from '../components/card-grid';
import { EnquiryForm } from '../components/enquiry-form';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { SERVICES, type ServiceDetails } from '../content/services';
import { enquiryAction } from '../loaders';

function ServicePage({ details }: { details: ServiceDetails }) {
  return (
    <>
      <PageHero eyebrow="Services" title={details.title} intro={details.intro} />
      <InfoSection id="get" title="What you get">
        <CardGrid cards={details.whatYouGet} />
      </InfoSection>
      <InfoSection id="process" title="How we work" className="bg-white">
        <CardGrid cards={details.process} isNumbered />
      </InfoSection>
      <InfoSection
        id="samples"
        title="Sample deliverables"
        intro="Typical projects of this kind, described so you know what to expect."
      >
        <CardGrid cards={details.samples} />
      </InfoSection>
      <InfoSection
        id="enquire"
        title="Tell us about your project"
        className="bg-white"
        intro="We reply within 2 working days with questions or a scope and a fixed price."
      >
        <div className="max-w-3xl">
          <EnquiryForm
            service={details.service}
            messageHint="What you need, who it is for, and your deadline and budget if you have them."
          />
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

export const webServicePageRoute = { Component: WebServicePage, action: enquiryAction };

export const designServicePageRoute = { Component: DesignServicePage, action: enquiryAction };
