import {
  TYPING_MESSAGES,
  type AttachedTypingResult,
  type PassageBody,
  type TypingApplication,
  type TypingCertificate,
  type TypingHistoryWithApplications,
  type TypingLanguage,
  type TypingPassage,
  type TypingPreset,
  type TypingResult,
  type TypingResultSummary,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { TypingPassageRow, TypingPresetRow, TypingResultRow } from '../../db/schema/typing';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { getManagedJob } from '../jobs/jobs.service';
import { presetOf } from './engine-adapter';
import { countWords, ensureCatalogue } from './typing-catalogue';
import * as repo from './typing.repository';

export function toPassage(row: TypingPassageRow): TypingPassage {
  return {
    _id: row.id,
    language: row.language,
    title: row.title,
    body: row.body,
    difficulty: row.difficulty,
    topics: row.topics,
    source: row.source,
    wordCount: row.wordCount,
  };
}

function toPreset(row: TypingPresetRow): TypingPreset {
  return presetOf(row);
}

export async function listPresets(db: Db): Promise<TypingPreset[]> {
  await ensureCatalogue(db);
  return (await repo.findPresets(db)).map(toPreset);
}

/** Shuffled in place (Fisher–Yates), so two tests rarely start with the same passage. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Every passage of the language, the chosen difficulty first, each group shuffled: the test
 * chains them, and starts over with a fresh order if a typist gets through them all.
 */
export async function passagesForTest(
  db: Db,
  language: TypingLanguage,
  difficulty?: TypingPassage['difficulty'],
): Promise<TypingPassage[]> {
  await ensureCatalogue(db);
  const rows = await repo.findPassages(db, language);
  const first = shuffle(rows.filter((r) => !difficulty || r.difficulty === difficulty));
  const rest = shuffle(rows.filter((r) => difficulty && r.difficulty !== difficulty));
  return [...first, ...rest].map(toPassage);
}

export async function listPassagesForAdmin(db: Db, language?: TypingLanguage) {
  await ensureCatalogue(db);
  return (await repo.findPassages(db, language)).map(toPassage);
}

export async function addPassage(db: Db, adminId: string, body: PassageBody) {
  const [row] = await repo.insertPassages(db, [
    {
      ...body,
      body: body.body.normalize('NFC'),
      title: body.title.normalize('NFC'),
      wordCount: countWords(body.body),
      createdBy: adminId,
    },
  ]);
  if (!row) throw new AppError('CONFLICT', 'The passage could not be saved');
  return toPassage(row);
}

export function toResult(row: TypingResultRow, certificateId: string | null): TypingResult {
  return {
    _id: row.id,
    presetId: row.presetId,
    presetName: row.presetName,
    language: row.language,
    layout: row.layout,
    durationMinutes: row.durationMinutes,
    resumed: row.resumed,
    figures: row.figures,
    mistakes: row.mistakes,
    passage: row.passage,
    ruleText: row.ruleText,
    certificateId,
    viaRetest: row.viaRetest,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSummary(row: TypingResultRow, certificateId: string | null): TypingResultSummary {
  return {
    _id: row.id,
    presetName: row.presetName,
    language: row.language,
    layout: row.layout,
    durationMinutes: row.durationMinutes,
    grossWpm: row.figures.grossWpm,
    netWpm: row.figures.netWpm,
    accuracy: row.figures.accuracy,
    errorPercent: row.figures.errorPercent,
    passed: row.passed,
    certificateId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The durations a preset offers (an exam only its own). */
export function presetDurations(row: TypingPresetRow): number[] {
  const options = row.definition.durationOptions;
  return Array.isArray(options) ? options.filter((n): n is number => typeof n === 'number') : [];
}

/** A kept result, for its owner or an admin. */
export async function getResult(db: Db, user: User, id: string): Promise<TypingResult> {
  const found = isUuid(id) ? await repo.findResult(db, id) : undefined;
  if (!found || (found.result.userId !== user._id && user.role !== 'admin')) {
    throw notFound(TYPING_MESSAGES.resultNotFound);
  }
  return toResult(found.result, found.certificateId);
}

export async function history(db: Db, userId: string): Promise<TypingHistoryWithApplications> {
  const [rows, applications] = await Promise.all([
    repo.findResultsOf(db, userId, 200),
    repo.findApplicationsOf(db, userId),
  ]);
  return {
    items: rows.map((row) => toSummary(row.result, row.certificateId)),
    applications: applications.map((a) => ({ ...a, resultId: a.resultId ?? null })),
  };
}

/** A candidate attaches one of their own kept results to one of their own applications. */
export async function attachToApplication(
  db: Db,
  userId: string,
  applicationId: string,
  resultId: string,
): Promise<TypingApplication> {
  const application = isUuid(applicationId)
    ? await repo.findApplicationOf(db, applicationId, userId)
    : undefined;
  if (!application) throw notFound('Application not found');
  const result = isUuid(resultId) ? await repo.findResult(db, resultId) : undefined;
  if (!result) throw notFound(TYPING_MESSAGES.resultNotFound);
  if (result.result.userId !== userId) throw forbidden(TYPING_MESSAGES.notYourResult);
  await repo.attachResult(db, applicationId, resultId);
  const mine = await repo.findApplicationsOf(db, userId);
  const row = mine.find((a) => a.applicationId === applicationId);
  return { applicationId, jobTitle: row?.jobTitle ?? '', resultId };
}

/** The typing results candidates attached to their applications to one of the employer's jobs. */
export async function attachedResultsForJob(
  db: Db,
  caller: User,
  jobId: string,
): Promise<AttachedTypingResult[]> {
  const { job } = await getManagedJob(db, jobId, caller);
  const rows = await repo.findAttachedResultsForJob(db, job.id);
  return rows.map((row) => ({
    ...toSummary(row.result, row.certificateId),
    applicationId: row.applicationId,
    certificateValid: Boolean(row.certificateId) && !row.revokedAt,
    presetId: row.result.presetId,
    isExam: row.result.isExam,
    viaRetest: row.result.viaRetest,
    proctoring: 'unproctored' as const,
    passage: row.result.passage,
    perMinute: row.result.figures.perMinute,
  }));
}

export async function getCertificate(db: Db, id: string): Promise<TypingCertificate> {
  const found = isUuid(id) ? await repo.findCertificate(db, id) : undefined;
  if (!found) throw notFound(TYPING_MESSAGES.certificateNotFound);
  const { certificate, result } = found;
  return {
    _id: certificate.id,
    name: certificate.name,
    presetName: result.presetName,
    language: result.language,
    layout: result.layout,
    durationMinutes: result.durationMinutes,
    grossWpm: result.figures.grossWpm,
    netWpm: result.figures.netWpm,
    kdph: result.figures.kdph,
    accuracy: result.figures.accuracy,
    errorPercent: result.figures.errorPercent,
    issuedAt: certificate.issuedAt.toISOString(),
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revokedReason: certificate.revokedReason,
    proctoring: 'unproctored',
    viaRetest: result.viaRetest,
    seconds: result.figures.seconds,
    passage: result.passage,
    perMinute: result.figures.perMinute,
  };
}

export async function revokeCertificate(db: Db, id: string, reason: string) {
  const existing = isUuid(id) ? await repo.findCertificate(db, id) : undefined;
  if (!existing) throw notFound(TYPING_MESSAGES.certificateNotFound);
  if (!(await repo.revokeCertificate(db, id, reason))) {
    throw new AppError('CONFLICT', TYPING_MESSAGES.alreadyRevoked);
  }
  return getCertificate(db, id);
}

// The typing pages' heads in a reader's language, for the pages' server render (seo).
export { certificateHead, toolPageHead } from './typing-page-words';
