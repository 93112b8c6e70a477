import type { JobKind } from '@shuruaat/contract';
import { jobsHref } from '@/job-search/job-filters';

type LatestSection = {
  kind: JobKind;
  id: string;
  title: string;
  more: { to: string; label: string };
};

/**
 * The newest listings strips, named once so the loading placeholders match them exactly. Titles
 * and labels are message ids (features/home/locales).
 */
export const LATEST_SECTIONS: LatestSection[] = [
  {
    kind: 'internship',
    id: 'latest-internships-heading',
    title: 'home.latest.internships',
    more: {
      to: jobsHref({ kind: 'internship', sort: 'newest' }),
      label: 'home.latest.allInternships',
    },
  },
  {
    kind: 'job',
    id: 'latest-jobs-heading',
    title: 'home.latest.jobs',
    more: { to: jobsHref({ kind: 'job', sort: 'newest' }), label: 'home.latest.allJobs' },
  },
];

export const BROWSE_SECTIONS = {
  category: {
    id: 'browse-categories-heading',
    title: 'home.browse.categories',
    more: { to: '/explore-internships', label: 'home.browse.exploreInternships' },
  },
  city: { id: 'browse-cities-heading', title: 'home.browse.cities' },
} as const;

export const POPULAR_LINKS = 8;
