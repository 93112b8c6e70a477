import {
  withoutPhrase,
  type JobSearchResponse,
  type SearchAlternative,
  type SearchReadAs,
  type SearchTitleInput,
} from '@shuruaat/contract';
import type { JobFilters } from '@/job-search/job-filters';

type Read = Pick<JobSearchResponse, 'understood' | 'readAs'>;

const FILTER_CHIPS = new Set(['city', 'workMode', 'partTime', 'kind']);

/** The fields of a reading, as filters: none left empty, so the address stays short. */
function asFilters(read: Omit<SearchReadAs, 'q'>): Partial<JobFilters> {
  return {
    kind: read.kind ?? undefined,
    city: read.city.length ? read.city : undefined,
    workMode: read.workMode ?? undefined,
    partTime: read.partTime ?? undefined,
  };
}

/**
 * What the heading names: the search as the server read it ("intership pune" is Internships in
 * Pune), the same input the server's page head uses; the filters as typed until it answers.
 */
export function headingInput(filters: JobFilters, found: Read | null): SearchTitleInput {
  if (!found) return filters;
  return { ...found.readAs, category: filters.category };
}

/**
 * The filters in force, for the panel to show: the phrases of the box read as filters ("wfh",
 * "pune") move out of the words into their filters, so the panel shows Work from home where
 * the chip says so, and a change made there keeps them as chosen filters.
 */
export function shownFilters(filters: JobFilters, found: Read | null): JobFilters {
  if (!found) return filters;
  const phrases = found.understood.filter((chip) => FILTER_CHIPS.has(chip.type));
  const q = phrases.reduce((text, chip) => withoutPhrase(text, chip.phrase), filters.q ?? '');
  return dropEmpty({ ...filters, ...asFilters(found.readAs), q: q.trim() || undefined });
}

/** A nearby search as filters: its words, type, places and modes; the other filters stay. */
export function alternativeFilters(
  filters: JobFilters,
  alternative: SearchAlternative,
): JobFilters {
  return dropEmpty({ ...filters, ...asFilters(alternative), q: alternative.q || undefined });
}

function dropEmpty(filters: JobFilters): JobFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as JobFilters;
}
