import { ResumeSearchQuerySchema } from '@shuruaat/contract';
import type { CandidateSearch } from './api';

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

/** What the server is asked; skills stay comma-separated, as the API takes them. */
export function searchOf(fields: SearchFields): CandidateSearch {
  const year = fields.graduationYear.trim();
  return {
    skills: fields.skills.trim(),
    city: fields.city.trim(),
    degree: fields.degree.trim(),
    graduationYear: year && !yearError(year) ? Number(year) : null,
  };
}
