import { ButtonLink } from '@/components/ui/button';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { initialsOf, TEAM } from '../content/team';

export function TeamPage() {
  return (
    <>
      <PageHero
        eyebrow="Our team"
        title="The people who run Shuruaat"
        intro="Each of us owns one part of the promise: listings you can trust, answers to every question and resumes kept private."
      />
      <InfoSection id="team" title="Who does what">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li
              key={member.name}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-14 items-center justify-center rounded-full bg-indigo-900 text-lg font-bold text-white ring-2 ring-saffron-400"
              >
                {initialsOf(member.name)}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-indigo-950">{member.name}</h3>
              <p className="text-sm font-semibold text-saffron-700">{member.role}</p>
              <p className="mt-2 text-slate-700">{member.does}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection
        id="join"
        title="Work with us"
        className="bg-white"
        intro="We hire engineers, mentors and support staff, and we answer every applicant."
      >
        <ButtonLink to="/careers" variant="secondary">
          See careers
        </ButtonLink>
      </InfoSection>
    </>
  );
}
