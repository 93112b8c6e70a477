import type { JobKind } from '@shuruaat/contract';
import { findListing } from '@/job-search/listing';

const latest = (kind: JobKind) =>
  findListing({ filters: { kind, sort: 'newest' }, limit: 6, facets: false });

/** The home page's live sections, fetched side by side; each stands or fails on its own. */
export async function homePageLoader() {
  const [internship, job, counts] = await Promise.all([
    latest('internship'),
    latest('job'),
    // Category and city counts from one facets-only search.
    findListing({ filters: {}, limit: 1, facets: true }),
  ]);
  return { latest: { internship, job }, counts };
}

export type HomeListings = Awaited<ReturnType<typeof homePageLoader>>;
