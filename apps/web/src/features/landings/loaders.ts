import { findListing } from '@/job-search/listing';
import { PAID_WELL } from './components/stipend-highlights';

/** /internships: the newest internships with every count (one call), and the best-paid four. */
export async function internshipsPageLoader() {
  const [latest, paidWell] = await Promise.all([
    findListing({ filters: { kind: 'internship', sort: 'newest' }, limit: 6, facets: true }),
    findListing({ filters: { ...PAID_WELL, sort: 'pay' }, limit: 4, facets: false }),
  ]);
  return { latest, paidWell };
}

/** /explore-internships: how many internships each category and city leads to. */
export async function exploreInternshipsPageLoader() {
  return { counts: await findListing({ filters: { kind: 'internship' }, limit: 1, facets: true }) };
}

/** /employerpage: what is open on the site right now. */
export async function employerLandingPageLoader() {
  return { counts: await findListing({ filters: {}, limit: 1, facets: true }) };
}
