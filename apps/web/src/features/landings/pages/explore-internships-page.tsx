import { CATEGORIES, CATEGORY_LABELS, CITIES } from '@shuruaat/contract';
import { CountLinks } from '../components/count-links';
import { EntryCards } from '../components/entry-cards';
import { FilterGuide } from '../components/filter-guide';
import { LandingSection } from '../components/landing-section';
import { facetCount } from '@/job-search/facet-counts';
import { categoryLink, cityLink, countsOf } from '../links';
import { useLoaderData } from 'react-router';
import { exploreInternshipsPageLoader } from '../loaders';

const BY_NAME = [...CATEGORIES].sort((a, b) =>
  CATEGORY_LABELS[a].localeCompare(CATEGORY_LABELS[b]),
);
const JUMPS = [
  { href: '#categories', label: 'By category' },
  { href: '#cities', label: 'By city' },
  { href: '#flexible', label: 'Work from home and part-time' },
  { href: '#filters', label: 'What the filters mean' },
];

export function ExploreInternshipsPage() {
  const counts = countsOf(useLoaderData<typeof exploreInternshipsPageLoader>().counts);
  const cities = counts
    ? [...CITIES].filter((city) => facetCount(counts.city, city) > 0).sort()
    : [];

  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold text-indigo-950 sm:text-4xl">
            Explore internships
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Every way into the internships open on Shuruaat, with how many each one leads to.
          </p>
          <nav aria-label="On this page" className="mt-6 flex flex-wrap gap-2">
            {JUMPS.map(({ href, label }) => (
              <a
                key={href}
                href={href}
                className="rounded-full border border-indigo-200 px-4 py-1.5 text-sm font-medium text-indigo-900 hover:bg-indigo-50"
              >
                {label}
              </a>
            ))}
          </nav>
        </div>
      </div>
      <LandingSection anchor="categories" id="categories-heading" title="By category">
        <CountLinks
          label="All internship categories"
          items={BY_NAME.map((category) => categoryLink(category, 'internship', counts))}
          noun="internship"
        />
      </LandingSection>
      {counts === null ? null : (
        <LandingSection
          anchor="cities"
          className="bg-white"
          id="cities-heading"
          title="By city"
          intro="Cities with internships open right now. Hybrid internships count in their cities."
        >
          <CountLinks
            label="All internship cities"
            items={cities.map((city) => cityLink(city, 'internship', counts))}
            noun="internship"
          />
        </LandingSection>
      )}
      <LandingSection anchor="flexible" id="flexible-heading" title="Work from home and part-time">
        <EntryCards kind="internship" counts={counts} />
      </LandingSection>
      <LandingSection
        anchor="filters"
        id="filters-heading"
        title="What the filters mean"
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
};
