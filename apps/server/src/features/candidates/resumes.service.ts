import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  RESUME_MESSAGES,
  SIGNED_URL_TTL_SECONDS,
  type ResumeRef,
  type ResumeVersion,
  type ResumeViewsResponse,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { CandidateProfileRow, ResumeRow } from '../../db/schema/candidates';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FileStorage } from '../../storage/file-storage';
import type { ResumeGrant } from '../../storage/signed-urls';
import { findCompanyIdOfOwner, logoUrl } from '../companies/companies.service';
import * as fileSpace from '../file-space/file-space.service';
import { isMinor } from './candidate-age';
import * as repo from './candidates.repository';
import type { ResumeUpload } from './resume-upload';

const RESUME_NOT_FOUND = 'Resume not found';

/**
 * Each upload is a new version; the file's name on disk never comes from the upload. The file
 * cannot join a transaction, so it is written first and the rows follow in one: a failure leaves
 * at worst an unreferenced file, never a version whose file is missing.
 */
export async function uploadResume(
  db: Db,
  storage: FileStorage,
  candidateId: string,
  upload: ResumeUpload,
): Promise<ResumeRef> {
  await fileSpace.assertFileSpaceFor(db, candidateId, upload.data.length);
  const existing = (await repo.findProfile(db, candidateId))?.profile?.resumePublicId;
  const proposed = existing ?? randomBytes(12).toString('hex');
  // The folder only groups a candidate's files; the row keeps the exact key.
  const storageKey = `resumes/${proposed}/${randomBytes(12).toString('hex')}.pdf`;
  await storage.put(storageKey, upload.data);
  const row = { candidateId, storageKey, fileName: upload.fileName, sizeBytes: upload.data.length };
  // Two uploads at once (a double click) may both take the same next version; the loser retries.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTransaction(db, async (tx) => {
        // Two first uploads at once both propose an id; the database keeps whichever came first.
        const publicId = existing ?? (await repo.claimResumePublicId(tx, candidateId, proposed));
        return { publicId, version: (await repo.insertResume(tx, row)).version };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

export async function listResumeVersions(db: Db, candidateId: string): Promise<ResumeVersion[]> {
  const found = await repo.findProfile(db, candidateId);
  const publicId = found?.profile?.resumePublicId;
  if (!publicId) return [];
  const rows = await repo.findResumes(db, candidateId);
  return rows.map((row, index) => ({
    publicId,
    version: row.version,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
    isCurrent: index === 0,
  }));
}

export function currentResumeVersion(db: Db, candidateId: string): Promise<number> {
  return repo.latestResumeVersion(db, candidateId);
}

export type StoredResume = { profile: CandidateProfileRow; resume: ResumeRow; latest: number };

/** The resume a public id and version name, or 404. */
export async function getStoredResume(
  db: Db,
  publicId: string,
  version: number,
): Promise<StoredResume> {
  const profile = await repo.findProfileByPublicId(db, publicId);
  const resume = profile && (await repo.findResume(db, profile.userId, version));
  if (!profile || !resume) throw notFound(RESUME_NOT_FOUND);
  return { profile, resume, latest: await repo.latestResumeVersion(db, profile.userId) };
}

export function resumeGrant(
  stored: StoredResume,
  viewerId: string,
  via: ResumeGrant['via'],
  now = Date.now(),
): ResumeGrant {
  return {
    publicId: stored.profile.resumePublicId ?? '',
    version: stored.resume.version,
    viewerId,
    via,
    expires: Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS,
  };
}

/** A candidate opens their own resumes; an admin any (both answer 404 for others'). */
export async function ownerGrant(
  db: Db,
  caller: User,
  publicId: string,
  version: number,
): Promise<ResumeGrant> {
  const stored = await getStoredResume(db, publicId, version);
  if (caller.role !== 'admin' && stored.profile.userId !== caller._id) {
    throw notFound(RESUME_NOT_FOUND);
  }
  return resumeGrant(stored, caller._id, 'owner');
}

/**
 * Opens the file a verified link names. A resume-database link works only while the candidate
 * stays opted in, so turning visibility off ends every such link at once. Employer openings
 * are logged for the candidate's "Who viewed my resume".
 */
export async function openResume(
  db: Db,
  storage: FileStorage,
  grant: ResumeGrant,
): Promise<{ stream: Readable; fileName: string; sizeBytes: number }> {
  const stored = await getStoredResume(db, grant.publicId, grant.version);
  if (grant.via === 'database' && (!stored.profile.visibleToEmployers || isMinor(stored.profile))) {
    throw new AppError('FORBIDDEN', RESUME_MESSAGES.linkInvalid);
  }
  const stream = await storage.open(stored.resume.storageKey);
  if (!stream) throw notFound(RESUME_NOT_FOUND);
  if (grant.via !== 'owner') {
    await repo.insertResumeView(db, {
      candidateId: stored.profile.userId,
      version: stored.resume.version,
      viewerUserId: grant.viewerId,
      companyId: (await findCompanyIdOfOwner(db, grant.viewerId)) ?? null,
      via: grant.via,
    });
  }
  return { stream, fileName: stored.resume.fileName, sizeBytes: stored.resume.sizeBytes };
}

export async function listResumeViews(
  db: Db,
  candidateId: string,
  request: { limit: number; cursor?: string | undefined },
): Promise<ResumeViewsResponse> {
  const rows = await repo.findResumeViews(db, candidateId, {
    limit: request.limit,
    cursor: decodeCursor(request.cursor),
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, createdAt: row.viewedAt })),
    request.limit,
  );
  return {
    views: page.rows.map((row) => ({
      _id: row.id,
      company: {
        _id: row.companyId ?? '',
        name: row.companyName || 'A company',
        logoUrl: row.companyId ? logoUrl({ logoKey: row.logoKey }) : null,
      },
      version: row.version,
      via: row.via,
      viewedAt: row.viewedAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
