import { ResumeSearchQuerySchema } from '@shuruaat/contract';
import type { Loaded } from '@/lib/route-data';
import type { CandidateSearch } from './resume-database-api';

/** The resume database's filters as typed; they live in the address so a search can be shared. */
export type SearchFields = { skills: string; city: string; degree: string; graduationYear: string };
const KEYS = ['skills', 'city', 'degree', 'graduationYear'] as const;

export function fieldsFrom(params: URLSearchParams): SearchFields {
  const read = (key: keyof SearchFields) => params.get(key) ?? '';
  return {
    skills: read('skills'),
    city: read('city'),
    degree: read('degree'),
    graduationYear: read('graduationYear'),
  };
}

export function paramsOf(fields: SearchFields): Record<string, string> {
  return Object.fromEntries(
    KEYS.map((key) => [key, fields[key].trim()]).filter(([, value]) => value !== ''),
  );
}

const yearSchema = ResumeSearchQuerySchema.shape.graduationYear;

export function yearError(year: string): string | undefined {
  if (year.trim() === '') return undefined;
  const isYear = /^\d{4}$/.test(year.trim()) && yearSchema.safeParse(year.trim()).success;
  return isYear ? undefined : 'Enter a year between 1980 and 2100, like 2026';
}

const SearchSchema = ResumeSearchQuerySchema.pick({
  skills: true,
  city: true,
  degree: true,
  graduationYear: true,
});

/**
 * What the server is asked for the filters in the address, read once with the contract's
 * schema; skills stay comma-separated, as the API takes them. Empty filters are left out, and so
 * is a year that is not one (a hand-typed `graduationYear=26`): the search runs without it, as
 * the form would not send it. Anything else the schema refuses is the 400 the server would give.
 */
export function searchIn(params: URLSearchParams): Loaded<CandidateSearch> {
  const asked = Object.fromEntries(
    KEYS.map((key) => [key, params.get(key)?.trim() ?? ''] as const).filter(
      ([key, value]) => value !== '' && !(key === 'graduationYear' && yearError(value)),
    ),
  );
  const parsed = SearchSchema.safeParse(asked);
  if (parsed.success) return { ok: true, data: parsed.data };
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const message = details[0]?.message ?? 'Check the search and try again.';
  return { ok: false, failure: { status: 400, code: 'VALIDATION', message, details } };
}
