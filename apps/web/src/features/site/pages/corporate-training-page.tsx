import { CardGrid } from '../components/card-grid';
import { EnquiryForm } from '../components/enquiry-form';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { CORPORATE_FORMAT, CORPORATE_TRACKS } from '../content/corporate';
import { enquiryAction } from '../loaders';

function CorporateTrainingPage() {
  return (
    <>
      <PageHero
        eyebrow="Programs · Corporate training"
        title="Training for teams that hire freshers"
        intro="Practical courses that make new graduates productive sooner and give existing teams the digital skills they use every day."
      />
      <InfoSection id="tracks" title="Training tracks">
        <CardGrid cards={CORPORATE_TRACKS} />
      </InfoSection>
      <InfoSection id="format" title="How it runs" className="bg-white">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          {CORPORATE_FORMAT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection
        id="enquire"
        title="Ask about training for your team"
        intro="Tell us about your team and we will propose a plan and a price within 2 working days."
      >
        <div className="max-w-3xl">
          <EnquiryForm
            service="corporate-training"
            messageHint="Which track, how many people, and when you would like to start."
          />
        </div>
      </InfoSection>
    </>
  );
}

export const corporateTrainingPageRoute = {
  Component: CorporateTrainingPage,
  action: enquiryAction,
};
