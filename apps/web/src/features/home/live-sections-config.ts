import type { JobKind } from '@shuruaat/contract';
import { jobsHref } from '@/job-search/job-filters';

type LatestSection = {
  kind: JobKind;
  id: string;
  title: string;
  more: { to: string; label: string };
};

/** The newest listings strips, named once so the loading placeholders match them exactly. */
export const LATEST_SECTIONS: LatestSection[] = [
  {
    kind: 'internship',
    id: 'latest-internships-heading',
    title: 'Latest internships',
    more: { to: jobsHref({ kind: 'internship', sort: 'newest' }), label: 'See all internships' },
  },
  {
    kind: 'job',
    id: 'latest-jobs-heading',
    title: 'Latest jobs',
    more: { to: jobsHref({ kind: 'job', sort: 'newest' }), label: 'See all jobs' },
  },
];

export const BROWSE_SECTIONS = {
  category: {
    id: 'browse-categories-heading',
    title: 'Browse by category',
    more: { to: '/explore-internships', label: 'Explore internships' },
  },
  city: { id: 'browse-cities-heading', title: 'Browse by city' },
} as const;

export const POPULAR_LINKS = 8;
