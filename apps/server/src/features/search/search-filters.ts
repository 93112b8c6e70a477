import { and, sql, type SQL } from 'drizzle-orm';
import type { JobSearchParams } from '@shuruaat/contract';
import { jobs } from '../../db/schema/jobs';

export type FacetName = 'kind' | 'category' | 'city' | 'workMode' | 'partTime';

/** The tsquery for free text; websearch syntax lets students type "react -native" or quotes. */
export const textQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * How free text matches: by its words (full text, stemmed), or, only when no live listing has
 * them, by titles and skills that look like them (pg_trgm), which is how typos still find jobs.
 * Trying typos only as a fallback keeps common words from paying for a trigram scan.
 */
export type TextMode = 'words' | 'typos';

export function textMatch(q: string, mode: TextMode): SQL {
  return mode === 'words'
    ? sql`${jobs.searchVector} @@ ${textQuery(q)}`
    : sql`${q.toLowerCase()} <% ${jobs.searchText}`;
}

/** What every public search starts from: live listings whose apply-by date has not passed. */
export function openListings(today: string): SQL {
  return sql`${jobs.status} = 'active' and ${jobs.hiddenAt} is null and ${jobs.applyBy} >= ${today}`;
}

function facetFilters(p: JobSearchParams): Record<FacetName, SQL | undefined> {
  const inCities = p.city?.length ? sql`${jobs.cities} && ${toTextArray(p.city)}` : undefined;
  // "Work from home" is a place to a student: Pune + work from home means either, as on
  // Internshala, not remote jobs in Pune (which have no city and would match nothing).
  const cityOrHome =
    inCities && p.workMode === 'remote'
      ? sql`(${inCities} or ${jobs.workMode} = 'remote')`
      : undefined;
  return {
    kind: p.kind ? sql`${jobs.kind} = ${p.kind}` : undefined,
    category: p.category ? sql`${jobs.category} = ${p.category}` : undefined,
    city: cityOrHome ?? inCities,
    workMode: p.workMode && !cityOrHome ? sql`${jobs.workMode} = ${p.workMode}` : undefined,
    partTime: p.partTime === undefined ? undefined : sql`${jobs.partTime} = ${p.partTime}`,
  };
}

function otherFilters(p: JobSearchParams, mode: TextMode): (SQL | undefined)[] {
  const skills = p.skills?.map((s) => s.toLowerCase());
  return [
    p.q ? textMatch(p.q, mode) : undefined,
    p.minStipend === undefined ? undefined : sql`${jobs.stipendMax} >= ${p.minStipend}`,
    p.minCtc === undefined ? undefined : sql`${jobs.ctcMax} >= ${p.minCtc}`,
    p.maxDuration === undefined ? undefined : sql`${jobs.durationMonths} <= ${p.maxDuration}`,
    p.ppo === undefined ? undefined : sql`${jobs.ppo} = ${p.ppo}`,
    skills?.length
      ? sql`exists (select 1 from unnest(${jobs.skills}) as s(skill) where lower(s.skill) = any(${toTextArray(skills)}))`
      : undefined,
    p.postedWithin === undefined
      ? undefined
      : sql`${jobs.createdAt} >= now() - make_interval(days => ${p.postedWithin})`,
    p.startBy ? sql`(${jobs.startDate} is null or ${jobs.startDate} <= ${p.startBy})` : undefined,
  ];
}

function toTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Whether the search filters on this facet, so its counts need a scan without that filter. */
export function hasOwnFilter(p: JobSearchParams, facet: FacetName): boolean {
  return facetFilters(p)[facet] !== undefined;
}

/** Every filter of the search; `except` leaves one facet's own filter out for its counts. */
export function searchWhere(
  p: JobSearchParams,
  today: string,
  mode: TextMode,
  except?: FacetName,
): SQL {
  const facets = facetFilters(p);
  const own = Object.entries(facets)
    .filter(([name]) => name !== except)
    .map(([, filter]) => filter);
  return and(openListings(today), ...own, ...otherFilters(p, mode)) as SQL;
}
