import { CATEGORIES, CITIES } from '@shuruaat/contract';
import { CountLinks } from '../components/count-links';
import { EntryCards } from '../components/entry-cards';
import { InternshipsHero } from '../components/internships-hero';
import { JobCardGrid } from '../components/job-card-grid';
import { LandingSection } from '../components/landing-section';
import { StipendHighlights } from '../components/stipend-highlights';
import { topValues } from '@/job-search/facet-counts';
import { categoryLink, cityLink, countsOf, type Counts } from '../links';
import { jobsHref } from '@/job-search/job-filters';
import { useLoaderData } from 'react-router';
import { internshipsPageLoader } from '../loaders';
import { landingsCatalogue } from '../locales/catalogue';
import { useT, type Translate } from '@/lib/i18n/translate';

const POPULAR = 8;

function popularCategories(t: Translate, counts: Counts) {
  // Without counts every category is still a useful way in.
  const chosen = counts
    ? topValues(counts.category, CATEGORIES, POPULAR)
    : CATEGORIES.slice(0, POPULAR);
  return chosen.map((category) => categoryLink(t, category, 'internship', counts));
}

export function InternshipsPage() {
  const t = useT();
  // The newest internships and every count come back in one call.
  const { latest, paidWell } = useLoaderData<typeof internshipsPageLoader>();
  const counts = countsOf(latest);
  const cities = counts ? topValues(counts.city, CITIES, POPULAR) : [];

  return (
    <>
      <InternshipsHero counts={counts} />
      <LandingSection
        id="categories-heading"
        title={t('landings.internships.categories')}
        more={{
          to: '/explore-internships#categories',
          label: t('landings.internships.allCategories'),
        }}
      >
        <CountLinks
          label={t('landings.internships.categoriesList')}
          items={popularCategories(t, counts)}
          noun="internship"
        />
      </LandingSection>
      <LandingSection
        id="flexible-heading"
        title={t('landings.internships.flexible')}
        intro={t('landings.internships.flexibleIntro')}
        className="bg-white"
      >
        <EntryCards kind="internship" counts={counts} />
      </LandingSection>
      {cities.length === 0 ? null : (
        <LandingSection
          id="cities-heading"
          title={t('landings.internships.cities')}
          more={{ to: '/explore-internships#cities', label: t('landings.internships.allCities') }}
        >
          <CountLinks
            label={t('landings.internships.citiesList')}
            items={cities.map((city) => cityLink(t, city, 'internship', counts))}
            noun="internship"
          />
        </LandingSection>
      )}
      <StipendHighlights result={paidWell} />
      {latest.ok ? (
        <LandingSection
          id="latest-heading"
          title={t('landings.internships.latest')}
          more={{
            to: jobsHref({ kind: 'internship', sort: 'newest' }),
            label: t('landings.internships.seeAll'),
          }}
        >
          <JobCardGrid
            label={t('landings.internships.latest')}
            jobs={latest.data.items}
            empty={t('landings.internships.none')}
          />
        </LandingSection>
      ) : null}
    </>
  );
}

export const internshipsPageRoute = {
  Component: InternshipsPage,
  loader: internshipsPageLoader,
  catalogue: landingsCatalogue,
};
