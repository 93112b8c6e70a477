import type {
  CandidateProfile,
  CompleteProfileField,
  ResumeAccessResponse,
  ResumeSearchQuerySchema,
  UpdateCandidateProfileBody,
} from '@shuruaat/contract';
import { MINOR_MESSAGES } from '@shuruaat/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { CandidateProfileRow, NewCandidateProfileRow } from '../../db/schema/candidates';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { setProfileUpdated } from '../users/users.service';
import { missingForApplying, toCandidateProfile, toDatabaseCandidate } from './candidate-presenter';
import { ageColumns, birthDateColumns, isMinor } from './candidate-age';
import * as repo from './candidates.repository';

export type { CandidateProfileRow };
// The feature's one public door: other features reach resumes through this service too.
export {
  currentResumeVersion,
  getStoredResume,
  listResumeVersions,
  listResumeViews,
  openResume,
  ownerGrant,
  resumeGrant,
  uploadResume,
} from './resumes.service';
export { looksLikePdf } from './resume-upload';
type ResumeSearchQueryParsed = z.output<typeof ResumeSearchQuerySchema>;

export async function getCandidateProfile(db: Db, userId: string): Promise<CandidateProfile> {
  const found = await repo.findProfile(db, userId);
  if (!found) throw notFound('Profile not found');
  const version = await repo.latestResumeVersion(db, userId);
  return toCandidateProfile(userId, found.email, found.profile, version);
}

/** Writes only the fields sent; skills are also kept lower-cased for matching. */
export async function updateCandidateProfile(
  db: Db,
  userId: string,
  body: UpdateCandidateProfileBody,
): Promise<CandidateProfile> {
  const fields: Partial<NewCandidateProfileRow> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) Object.assign(fields, { [key]: value });
  }
  if (body.skills) fields.skillsLower = body.skills.map((skill) => skill.toLowerCase());
  if (body.visibleToEmployers && isMinor(await findProfileRow(db, userId)))
    throw new AppError('FORBIDDEN', MINOR_MESSAGES.noResumeDatabase);
  // The profile and the user's "profile complete" flag agree, whatever fails.
  await withTransaction(db, async (tx) => {
    const row = await repo.upsertProfile(tx, userId, fields);
    await setProfileUpdated(tx, userId, missingForApplying(row).length === 0);
  });
  return getCandidateProfile(db, userId);
}

/**
 * A new candidate's profile starts with the name they signed up with, so "Full name" is not
 * asked twice (the form shows it, and applying does not stop at it).
 */
/** The first profile, with the name typed at sign-up and the age answer, already checked. */
export async function startCandidateProfile(
  tx: Db,
  userId: string,
  fullName: string,
  age: ReturnType<typeof ageColumns> = {
    birthDate: null,
    declaredUnder18: false,
    guardianEmail: null,
  },
) {
  await repo.upsertProfile(tx, userId, { fullName, ...age });
}

export { ageBarToApplying, ageColumns, isMinor };
export type { AgeAnswer } from './candidate-age';
import { ageBarToApplying } from './candidate-age';

/** A parent or guardian agreed by email: the minor's account is no longer limited. */
export async function confirmGuardian(tx: Db, userId: string): Promise<void> {
  await repo.upsertProfile(tx, userId, { guardianConfirmedAt: new Date() });
}

/** A corrected guardian address; a new confirmation is needed from it. */
export async function changeGuardianEmail(tx: Db, userId: string, email: string): Promise<void> {
  await repo.upsertProfile(tx, userId, { guardianEmail: email, guardianConfirmedAt: null });
}

/** A minor who answered only "I am under 18" adds their date of birth (once). */
export async function recordBirthDate(
  db: Db,
  userId: string,
  dateOfBirth: string,
): Promise<{ profile: CandidateProfile; message: string }> {
  const columns = birthDateColumns(await findProfileRow(db, userId), dateOfBirth);
  if (!(await repo.setBirthDateOnce(db, userId, columns))) {
    throw new AppError('CONFLICT', MINOR_MESSAGES.birthDateAlreadyKnown);
  }
  const profile = await getCandidateProfile(db, userId);
  return {
    profile,
    message: profile.age.isMinor ? MINOR_MESSAGES.birthDateSaved : MINOR_MESSAGES.birthDateAdult,
  };
}

/** The candidate's profile row, or null before they saved anything. */
export async function findProfileRow(db: Db, userId: string): Promise<CandidateProfileRow | null> {
  return (await repo.findProfile(db, userId))?.profile ?? null;
}

export function missingProfileFields(row: CandidateProfileRow | null): CompleteProfileField[] {
  return missingForApplying(row);
}

export async function searchResumeDatabase(
  db: Db,
  query: ResumeSearchQueryParsed,
): Promise<ResumeAccessResponse> {
  const skills = (query.skills ?? '')
    .split(',')
    .map((skill) => skill.trim().toLowerCase())
    .filter(Boolean);
  const rows = await repo.searchVisibleProfiles(db, {
    skills,
    city: query.city,
    degree: query.degree,
    graduationYear: query.graduationYear,
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, createdAt: row.updatedAt, id: row.userId })),
    query.limit,
  );
  return {
    candidates: page.rows.map((row) => toDatabaseCandidate(row, row.latestVersion)),
    nextCursor: page.nextCursor,
  };
}
