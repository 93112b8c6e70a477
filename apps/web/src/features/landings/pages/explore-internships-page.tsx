import { CATEGORIES, CITIES, LOCALES } from '@shuruaat/contract';
import { CountLinks } from '../components/count-links';
import { EntryCards } from '../components/entry-cards';
import { FilterGuide } from '../components/filter-guide';
import { LandingSection } from '../components/landing-section';
import { facetCount } from '@/job-search/facet-counts';
import { categoryLink, cityLink, countsOf } from '../links';
import { useLoaderData } from 'react-router';
import { exploreInternshipsPageLoader } from '../loaders';
import { landingsCatalogue } from '../locales/catalogue';
import { pageLanguage, useT } from '@/lib/i18n/translate';

const JUMPS = [
  { href: '#categories', label: 'landings.explore.byCategory' },
  { href: '#cities', label: 'landings.explore.byCity' },
  { href: '#flexible', label: 'landings.explore.flexible' },
  { href: '#filters', label: 'landings.explore.filters' },
];

export function ExploreInternshipsPage() {
  const t = useT();
  const counts = countsOf(useLoaderData<typeof exploreInternshipsPageLoader>().counts);
  // By name in the reader's language, as the list is read.
  const byName = CATEGORIES.map((category) => categoryLink(t, category, 'internship', counts)).sort(
    (a, b) => a.label.localeCompare(b.label, LOCALES[pageLanguage()]),
  );
  const cities = counts
    ? [...CITIES].filter((city) => facetCount(counts.city, city) > 0).sort()
    : [];

  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold text-indigo-950 sm:text-4xl">
            {t('landings.explore.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('landings.explore.lead')}</p>
          <nav aria-label={t('landings.explore.onThisPage')} className="mt-6 flex flex-wrap gap-2">
            {JUMPS.map(({ href, label }) => (
              <a
                key={href}
                href={href}
                className="rounded-full border border-indigo-200 px-4 py-1.5 text-sm font-medium text-indigo-900 hover:bg-indigo-50"
              >
                {t(label)}
              </a>
            ))}
          </nav>
        </div>
      </div>
      <LandingSection
        anchor="categories"
        id="categories-heading"
        title={t('landings.explore.byCategory')}
      >
        <CountLinks label={t('landings.explore.allCategories')} items={byName} noun="internship" />
      </LandingSection>
      {counts === null ? null : (
        <LandingSection
          anchor="cities"
          className="bg-white"
          id="cities-heading"
          title={t('landings.explore.byCity')}
          intro={t('landings.explore.citiesIntro')}
        >
          <CountLinks
            label={t('landings.explore.allCities')}
            items={cities.map((city) => cityLink(t, city, 'internship', counts))}
            noun="internship"
          />
        </LandingSection>
      )}
      <LandingSection
        anchor="flexible"
        id="flexible-heading"
        title={t('landings.explore.flexible')}
      >
        <EntryCards kind="internship" counts={counts} />
      </LandingSection>
      <LandingSection
        anchor="filters"
        id="filters-heading"
        title={t('landings.explore.filters')}
        className="bg-white"
      >
        <FilterGuide />
      </LandingSection>
    </>
  );
}

export const exploreInternshipsPageRoute = {
  Component: ExploreInternshipsPage,
  loader: exploreInternshipsPageLoader,
  catalogue: landingsCatalogue,
};
