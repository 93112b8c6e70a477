import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';
import { InfoSection } from '../components/info-section';
import { PageHero } from '../components/page-hero';
import { initialsOf, TEAM } from '../content/team';
import { siteCatalogue } from '../locales/catalogue';

function TeamPage() {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t('site.team.eyebrow')}
        title={t('site.team.title')}
        intro={t('site.team.intro')}
      />
      <InfoSection id="team" title={t('site.team.whoDoesWhat')}>
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
                {initialsOf(t(member.name))}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-indigo-950">{t(member.name)}</h3>
              <p className="text-sm font-semibold text-saffron-700">{t(member.role)}</p>
              <p className="mt-2 text-slate-700">{t(member.does)}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection
        id="join"
        title={t('site.team.joinTitle')}
        className="bg-white"
        intro={t('site.team.joinIntro')}
      >
        <ButtonLink to="/careers" variant="secondary">
          {t('site.team.seeCareers')}
        </ButtonLink>
      </InfoSection>
    </>
  );
}

export const teamPageRoute = { Component: TeamPage, catalogue: siteCatalogue };
