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

const POPULAR = 8;

function popularCategories(counts: Counts) {
  // Without counts every category is still a useful way in.
  const chosen = counts
    ? topValues(counts.category, CATEGORIES, POPULAR)
    : CATEGORIES.slice(0, POPULAR);
  return chosen.map((category) => categoryLink(category, 'internship', counts));
}

export function InternshipsPage() {
  // The newest internships and every count come back in one call.
  const { latest, paidWell } = useLoaderData<typeof internshipsPageLoader>();
  const counts = countsOf(latest);
  const cities = counts ? topValues(counts.city, CITIES, POPULAR) : [];

  return (
    <>
      <InternshipsHero counts={counts} />
      <LandingSection
        id="categories-heading"
        title="Popular categories"
        more={{ to: '/explore-internships#categories', label: 'All categories' }}
      >
        <CountLinks
          label="Internship categories"
          items={popularCategories(counts)}
          noun="internship"
        />
      </LandingSection>
      <LandingSection
        id="flexible-heading"
        title="Work from home or part-time"
        intro="Internships that fit around classes, wherever you live."
        className="bg-white"
      >
        <EntryCards kind="internship" counts={counts} />
      </LandingSection>
      {cities.length === 0 ? null : (
        <LandingSection
          id="cities-heading"
          title="Popular cities"
          more={{ to: '/explore-internships#cities', label: 'All cities' }}
        >
          <CountLinks
            label="Internship cities"
            items={cities.map((city) => cityLink(city, 'internship', counts))}
            noun="internship"
          />
        </LandingSection>
      )}
      <StipendHighlights result={paidWell} />
      {latest.ok ? (
        <LandingSection
          id="latest-heading"
          title="Latest internships"
          more={{ to: jobsHref({ kind: 'internship', sort: 'newest' }), label: 'See all' }}
        >
          <JobCardGrid
            label="Latest internships"
            jobs={latest.data.items}
            empty="No internships are open right now."
          />
        </LandingSection>
      ) : null}
    </>
  );
}

export const internshipsPageRoute = { Component: InternshipsPage, loader: internshipsPageLoader };
