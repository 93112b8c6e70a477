import {
  UpdateCandidateProfileBodySchema,
  type CandidateProfile,
  type UpdateCandidateProfileBody,
} from '@shuruaat/contract';
import type { z } from 'zod';

/** What the form holds, as the inputs hold it before zod cleans it; profileValues fills all. */
export type ProfileFormValues = z.input<typeof UpdateCandidateProfileBodySchema>;
export type ProfileFormOutput = UpdateCandidateProfileBody;

export function profileValues(profile: CandidateProfile): ProfileFormValues {
  const { fullName, phone, city, college, degree, graduationYear, skills, bio } = profile;
  const { languages, links, preferredCities, preferredWorkMode, visibleToEmployers } = profile;
  return {
    fullName,
    phone,
    city,
    college,
    degree,
    graduationYear,
    skills,
    bio,
    languages,
    links,
    preferredCities,
    preferredWorkMode,
    visibleToEmployers,
  };
}

const FIELDS = new Set(Object.keys(UpdateCandidateProfileBodySchema.shape));

/**
 * The form field a server error path belongs to: "links.github" is its own field, an item of a
 * list ("skills.2") is shown on the list.
 */
export function fieldOfPath(path: string): string | null {
  const [head, next] = path.split('.');
  if (!head || !FIELDS.has(head)) return null;
  return head === 'links' && next ? `links.${next}` : head;
}

/** A number input that was cleared means "no year", not 0 or NaN. */
export const yearFromInput = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
