import {
  COMPLETE_PROFILE_FIELDS,
  type CandidateProfile,
  type CompleteProfileField,
  type DatabaseCandidate,
  type ResumeRef,
} from '@shuruaat/contract';
import type { CandidateProfileRow } from '../../db/schema/candidates';
import { ageStatus } from './candidate-age';

const EMPTY_LINKS = { github: '', linkedin: '', portfolio: '' };

/** A missing row reads as an empty profile, so a new candidate needs no set-up step. */
export function missingForApplying(row: CandidateProfileRow | null): CompleteProfileField[] {
  const filled: Record<CompleteProfileField, boolean> = {
    fullName: Boolean(row?.fullName),
    phone: Boolean(row?.phone),
    city: Boolean(row?.city),
    college: Boolean(row?.college),
    degree: Boolean(row?.degree),
    graduationYear: row?.graduationYear != null,
    skills: (row?.skills.length ?? 0) > 0,
  };
  return COMPLETE_PROFILE_FIELDS.filter((field) => !filled[field]);
}

export function resumeRef(
  row: Pick<CandidateProfileRow, 'resumePublicId'> | null,
  version: number,
): ResumeRef | null {
  return row?.resumePublicId && version > 0 ? { publicId: row.resumePublicId, version } : null;
}

export function toCandidateProfile(
  userId: string,
  email: string,
  row: CandidateProfileRow | null,
  currentVersion: number,
): CandidateProfile {
  const missing = missingForApplying(row);
  return {
    _id: userId,
    email,
    fullName: row?.fullName ?? '',
    phone: row?.phone ?? '',
    city: row?.city ?? '',
    college: row?.college ?? '',
    degree: row?.degree ?? '',
    graduationYear: row?.graduationYear ?? null,
    skills: row?.skills ?? [],
    bio: row?.bio ?? '',
    languages: row?.languages ?? [],
    links: row?.links ?? EMPTY_LINKS,
    preferredCities: (row?.preferredCities ?? []) as CandidateProfile['preferredCities'],
    preferredWorkMode: (row?.preferredWorkMode ?? '') as CandidateProfile['preferredWorkMode'],
    visibleToEmployers: row?.visibleToEmployers ?? false,
    resume: resumeRef(row, currentVersion),
    isProfileUpdated: missing.length === 0,
    missingForApplying: missing,
    age: ageStatus(row),
  };
}

export function toDatabaseCandidate(
  row: CandidateProfileRow,
  currentVersion: number,
): DatabaseCandidate {
  return {
    userId: row.userId,
    fullName: row.fullName,
    city: row.city,
    college: row.college,
    degree: row.degree,
    graduationYear: row.graduationYear,
    skills: row.skills,
    languages: row.languages,
    bio: row.bio,
    preferredCities: row.preferredCities as DatabaseCandidate['preferredCities'],
    preferredWorkMode: row.preferredWorkMode,
    resume: resumeRef(row, currentVersion),
    updatedAt: row.updatedAt.toISOString(),
  };
}
