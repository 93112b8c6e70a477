import { ButtonLink } from '@/components/ui/button';
import { CardGrid } from '../components/card-grid';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { CAREERS_INTRO, HIRING_STEPS, PERKS, VALUES } from '../content/careers';

export function CareersPage() {
  return (
    <>
      <PageHero eyebrow="Careers" title="Work at Shuruaat" intro={CAREERS_INTRO}>
        <ButtonLink to="/careers/openings">See open positions</ButtonLink>
      </PageHero>
      <InfoSection id="values" title="What we value">
        <CardGrid cards={VALUES} />
      </InfoSection>
      <InfoSection
        id="hiring"
        title="How hiring works"
        className="bg-white"
        intro="Four steps, usually within three weeks, with an answer at every step."
      >
        <CardGrid cards={HIRING_STEPS} isNumbered />
      </InfoSection>
      <InfoSection id="perks" title="What we offer">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          {PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <ButtonLink to="/careers/openings" variant="secondary" className="mt-6">
          See open positions
        </ButtonLink>
      </InfoSection>
    </>
  );
}
