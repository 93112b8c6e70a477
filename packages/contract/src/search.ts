import { z } from 'zod';
import { IsoDateSchema } from './dates';
import { CategorySchema, JOB_LIMITS, JobKindSchema, WorkModeSchema } from './job-options';
import { JobSchema } from './jobs';
import { CitySchema } from './places';
import { normalizeSearchText } from './search-text';
import { text } from './text';

export const SEARCH_SORTS = ['relevance', 'newest', 'pay'] as const;
export const SearchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSortSchema>;

/**
 * The order a search is answered and shown in, decided here for the server and the search box
 * alike: relevance when the box has text, newest otherwise, unless the visitor chose one. A
 * chosen relevance with no text means newest, since there is nothing to be relevant to. Text
 * the server reads wholly as filters ("pune") still sorts by relevance, which then ranks every
 * listing alike: newest first.
 */
export function searchSortFor(params: {
  q?: string | undefined;
  sort?: SearchSort | undefined;
}): SearchSort {
  const hasText = Boolean(params.q?.trim());
  if (params.sort === 'relevance' && !hasText) return 'newest';
  return params.sort ?? (hasText ? 'relevance' : 'newest');
}

/** Counts above this are reported as "1,000+": exact counts of huge sets cost more than they tell. */
export const SEARCH_TOTAL_CAP = 1000;

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');
/** A repeatable query parameter arrives as one string or several. */
const repeated = <T extends z.ZodType>(item: T, max: number) =>
  z
    .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(max))
    .optional();

export const JobSearchQuerySchema = z.strictObject({
  q: text().trim().max(100, 'Keep the search under 100 characters').optional(),
  kind: JobKindSchema.optional(),
  category: CategorySchema.optional(),
  city: repeated(CitySchema, JOB_LIMITS.cities),
  workMode: WorkModeSchema.optional(),
  partTime: booleanParam.optional(),
  minStipend: z.coerce.number().int().min(0).max(200_000).optional(),
  minCtc: z.coerce.number().int().min(0).max(10_000_000).optional(),
  maxDuration: z.coerce.number().int().min(1).max(24).optional(),
  ppo: booleanParam.optional(),
  skills: repeated(text().trim().min(1).max(40), 10),
  postedWithin: z.coerce.number().int().min(1).max(90).optional(),
  startBy: IsoDateSchema.optional(),
  sort: SearchSortSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: text().max(300).optional(),
  /** Facet counts cost a scan of every match; pages after the first rarely need them. */
  facets: booleanParam.optional(),
});
export type JobSearchQuery = z.input<typeof JobSearchQuerySchema>;
export type JobSearchParams = z.output<typeof JobSearchQuerySchema>;

const FacetCountsSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));

export const SearchFacetsSchema = z.object({
  kind: FacetCountsSchema,
  category: FacetCountsSchema,
  city: FacetCountsSchema,
  workMode: FacetCountsSchema,
  partTime: FacetCountsSchema,
});
export type SearchFacets = z.infer<typeof SearchFacetsSchema>;

/**
 * A phrase of the search box the server read as a filter ("pune" → Pune, "wfh" → work from
 * home), corrected ("devloper" → developer), or left out because no open listing had every
 * word ("dropped"). The client shows filters as removable chips; removing one takes `phrase`
 * out of the box (`withoutPhrase`).
 */
export const SearchChipSchema = z.object({
  type: z.enum(['city', 'workMode', 'partTime', 'kind', 'spelling', 'dropped']),
  /** The words as the server read them: lower case, without punctuation. */
  phrase: z.string(),
  /** What it was understood as, in English: "Pune", "Work from home", or the corrected word. */
  label: z.string(),
  /**
   * The same as a value, to be shown in any language: the city ("Pune"), the work mode
   * ("remote"), "true" for part-time, the kind ("internship"), the corrected or left-out word.
   */
  value: z.string(),
});
export type SearchChip = z.infer<typeof SearchChipSchema>;

/**
 * A listing as result lists show it: everything but the description and screening questions,
 * which only the job's own page needs. Twenty descriptions were most of a results page's bytes.
 */
export const JobListItemSchema = JobSchema.omit({ description: true, questions: true });
export type JobListItem = z.infer<typeof JobListItemSchema>;

/**
 * What the search was read as: the words searched (corrected, without the phrases read as
 * filters) and the type, places and modes in force, from the filters and the box together.
 * Headings are written from it ("intership" is "Internships in India", not "Intership …"), and
 * the filter panel shows it, so "wfh" in the box is Work from home in the panel too.
 */
export const SearchReadAsSchema = z.object({
  q: z.string(),
  kind: JobKindSchema.nullable(),
  city: z.array(CitySchema),
  workMode: WorkModeSchema.nullable(),
  partTime: z.boolean().nullable(),
});
export type SearchReadAs = z.infer<typeof SearchReadAsSchema>;

/**
 * No open listing in the places asked had every word, so work-from-home ones are shown instead
 * of leaving a word out: "No web developer listings in Pune — 4 work from home ones".
 */
export const SearchRelaxedSchema = z.object({
  /** The words searched, corrected: "web developer". */
  words: z.string(),
  /** The places that had none. */
  cities: z.array(CitySchema),
  showing: z.literal('remote'),
});
export type SearchRelaxed = z.infer<typeof SearchRelaxedSchema>;

/**
 * A nearby search that has results, offered when this one has none: the same words in the
 * nearest city that has them, the other type, full-time as well, or anywhere in India. Its
 * fields replace the search's own; the rest of the filters stay.
 */
export const SearchAlternativeSchema = SearchReadAsSchema.extend({
  reason: z.enum(['nearestCity', 'otherKind', 'anyHours', 'anyMode', 'anywhere']),
  total: z.number().int(),
});
export type SearchAlternative = z.infer<typeof SearchAlternativeSchema>;

export const JobSearchResponseSchema = z.object({
  items: z.array(JobListItemSchema),
  /** What the search box was understood to ask for, beyond its words. */
  understood: z.array(SearchChipSchema),
  readAs: SearchReadAsSchema,
  relaxed: SearchRelaxedSchema.nullable(),
  /**
   * Searches near this one that have results: when it has none, or the nearest city's when
   * the place was relaxed to work from home.
   */
  alternatives: z.array(SearchAlternativeSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** True when more than SEARCH_TOTAL_CAP jobs match: show "1,000+". */
  totalCapped: z.boolean(),
  facets: SearchFacetsSchema.nullable(),
});
export type JobSearchResponse = z.infer<typeof JobSearchResponseSchema>;

/** What anyone may see of a company: no private contact details. */
export const CompanyPublicProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  website: z.string(),
  about: z.string(),
  industry: z.string(),
  companySize: z.string(),
  city: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
});
export type CompanyPublicProfile = z.infer<typeof CompanyPublicProfileSchema>;

export const JobDetailResponseSchema = z.object({
  job: JobSchema,
  /** The description rendered from Markdown and sanitised on the server, ready to show. */
  descriptionHtml: z.string(),
  company: CompanyPublicProfileSchema.extend({ aboutHtml: z.string() }),
  applicantCount: z.number().int(),
});
export type JobDetailResponse = z.infer<typeof JobDetailResponseSchema>;

const wordsOf = (text: string) =>
  normalizeSearchText(text)
    .split(/[^\p{L}\p{M}\p{N}+#-]+/u)
    .filter(Boolean);

/** Words that lean on a removed phrase and mean nothing without it: "in" Pune, Pune "में". */
const LEANS_ON_NEXT = new Set(['in', 'at', 'near', 'from', 'for']);
const LEANS_ON_PREVIOUS = new Set(
  'में मे के की का से लिए लिये वाला वाली वाले me mein mai ke ki ka se liye lie wala wali wale'.split(' '),
);

/**
 * The search text without an understood phrase (a chip the student removed), and without a
 * preposition or comma left dangling before it, or a Hindi postposition after it: "web
 * developer in Pune" less "pune" is "web developer", "pune me internship" is "internship".
 */
export function withoutPhrase(q: string, phrase: string): string {
  const target = wordsOf(phrase);
  const words = wordsOf(q);
  for (let i = 0; i + target.length <= words.length; i += 1) {
    if (target.every((w, k) => words[i + k] === w)) {
      const before = LEANS_ON_NEXT.has(words[i - 1] ?? '') ? 1 : 0;
      let end = i + target.length;
      while (LEANS_ON_PREVIOUS.has(words[end] ?? '')) end += 1;
      return [...words.slice(0, i - before), ...words.slice(end)].join(' ');
    }
  }
  return q;
}

export const SUGGESTION_TYPES = ['title', 'skill', 'company', 'city'] as const;

export const JobSuggestQuerySchema = z.strictObject({
  q: text().trim().min(1, 'Type a few letters').max(60, 'Keep it under 60 characters'),
});
export type JobSuggestQuery = z.input<typeof JobSuggestQuerySchema>;

export const JobSuggestResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      type: z.enum(SUGGESTION_TYPES),
      value: z.string(),
      /** Open listings with it. */
      count: z.number().int(),
    }),
  ),
});
export type JobSuggestResponse = z.infer<typeof JobSuggestResponseSchema>;
