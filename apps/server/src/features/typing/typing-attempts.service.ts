import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TYPING_ATTEMPT_MESSAGES as MESSAGES,
  TYPING_ATTEMPT_RULES as RULES,
  TYPING_MESSAGES,
  typingSpeedLimitWpm,
  type TypingAttempt,
  type TypingAttemptBody,
  type TypingResult,
  type TypingResultBody,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { TypingPresetRow } from '../../db/schema/typing';
import type { TypingAttemptRow } from '../../db/schema/typing-attempts';
import { withTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound, unauthenticated } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { pickChain } from './attempt-passages';
import { definitionOf, layoutFits, presetOf, readLog, scoreLog } from './engine-adapter';
import { keysHashOf, logHashOf, refuseImpossibleText } from './log-checks';
import { ensureCatalogue } from './typing-catalogue';
import * as attempts from './typing-attempts.repository';
import * as repo from './typing.repository';
import { presetDurations, toPassage, toResult } from './typing.service';

const invalid = (message: string) => new AppError('VALIDATION', message);
const conflict = (message: string) => new AppError('CONFLICT', message);

/** The preset row, checked against the language, layout and duration asked for. */
async function checkedPreset(db: Db, body: TypingAttemptBody): Promise<TypingPresetRow> {
  const row = await repo.findPreset(db, body.presetId);
  if (!row) throw invalid(TYPING_MESSAGES.presetNotFound);
  if (!row.languages.includes(body.language)) {
    throw invalid(`${row.name} is not offered in this language`);
  }
  if (!layoutFits(body.language, body.layout)) throw invalid(TYPING_MESSAGES.layoutMismatch);
  const options = presetDurations(row);
  if (!options.includes(body.durationMinutes)) {
    throw invalid(`${row.name} runs for ${options.join(', ')} minutes`);
  }
  return row;
}

/** The retest a link names, for the candidate it was sent to, not used yet, for this test. */
async function checkedRetest(db: Db, user: User | null, body: TypingAttemptBody) {
  if (!body.retestToken) return null;
  const found = await attempts.findRetestByToken(db, body.retestToken);
  if (!found) throw notFound(MESSAGES.retestNotFound);
  if (!user) throw unauthenticated('Sign in as the candidate the link was sent to');
  if (user._id !== found.candidateId) throw forbidden(MESSAGES.retestNotYours);
  if (found.retest.usedAt) throw conflict(MESSAGES.retestUsed);
  const { retest } = found;
  const same =
    retest.presetId === body.presetId &&
    retest.language === body.language &&
    retest.layout === body.layout &&
    retest.durationMinutes === body.durationMinutes;
  if (!same) throw invalid(MESSAGES.retestMismatch);
  return retest;
}

/** The latest a result is accepted: practice may pause, an exam runs to its clock. */
function submitBy(
  attempt: Pick<TypingAttemptRow, 'startedAt' | 'durationMinutes'>,
  isExam: boolean,
) {
  const start = attempt.startedAt.getTime();
  if (!isExam) return new Date(start + RULES.practiceHours * 3_600_000);
  const seconds = RULES.leadInSeconds + attempt.durationMinutes * 60 + RULES.graceSeconds;
  return new Date(start + seconds * 1000);
}

/**
 * Issues a test: the server picks the passages (at least the preset's passage size, or enough
 * for the whole time at the fastest human speed) and a nonce, and records the start.
 */
export async function startAttempt(
  db: Db,
  user: User | null,
  body: TypingAttemptBody,
): Promise<TypingAttempt> {
  await ensureCatalogue(db);
  const presetRow = await checkedPreset(db, body);
  const retest = await checkedRetest(db, user, body);
  const preset = definitionOf(presetRow);
  const fixed = preset.passageWords?.[body.language === 'hi' ? 'hindi' : 'english'];
  const speedLimitWpm = typingSpeedLimitWpm(body.durationMinutes);
  const chain = pickChain(await repo.findPassages(db, body.language), {
    words: fixed ?? Math.ceil(speedLimitWpm * body.durationMinutes * 1.1),
    fixedSize: fixed !== undefined,
    ...(body.difficulty ? { difficulty: body.difficulty } : {}),
    ...(retest ? { avoid: retest.excludedPassageIds } : {}),
  });
  if (chain.length === 0) throw invalid(TYPING_MESSAGES.passageNotFound);
  const row = await attempts.insertAttempt(db, {
    nonce: randomBytes(24).toString('base64url'),
    userId: user?._id ?? null,
    presetId: presetRow.id,
    language: body.language,
    layout: body.layout,
    durationMinutes: body.durationMinutes,
    passageIds: chain.map((p) => p.id),
    retestId: retest?.id ?? null,
  });
  if (!row) throw conflict(MESSAGES.start);
  const limit = submitBy(row, presetRow.isExam);
  return {
    _id: row.id,
    nonce: row.nonce,
    presetId: row.presetId,
    language: row.language,
    layout: row.layout,
    durationMinutes: row.durationMinutes,
    passages: chain.map(toPassage),
    startedAt: row.startedAt.toISOString(),
    submitBy: presetRow.isExam ? limit.toISOString() : null,
    speedLimitWpm,
    viaRetest: retest !== null,
  };
}

/** Test-only (typingTestClockRoutes): the attempt's issue time, moved `seconds` back. */
export async function backdateAttempt(db: Db, id: string, seconds: number): Promise<Date> {
  const row = isUuid(id) ? await attempts.backdateAttempt(db, id, seconds) : undefined;
  if (!row) throw notFound(MESSAGES.attemptNotFound);
  return row.startedAt;
}

const sameNonce = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The attempt a result is for: issued here, with its nonce, to this caller, still open. */
async function openAttempt(db: Db, user: User | null, body: TypingResultBody) {
  const attempt = isUuid(body.attemptId)
    ? await attempts.findAttempt(db, body.attemptId)
    : undefined;
  if (!attempt || !sameNonce(attempt.nonce, body.nonce)) throw notFound(MESSAGES.attemptNotFound);
  if (attempt.userId && attempt.userId !== user?._id) throw forbidden(MESSAGES.notYours);
  if (attempt.submittedAt) throw conflict(MESSAGES.alreadySubmitted);
  return attempt;
}

/**
 * Scores the log of an issued attempt: on the server's passages, preset and layout, within the
 * attempt's time, refusing a log already submitted, the keys of one replayed, speeds beyond the
 * human limit for the test's length and text no key of the layout types. One result an attempt.
 */
export async function submitResult(
  db: Db,
  user: User | null,
  body: TypingResultBody,
): Promise<TypingResult> {
  await ensureCatalogue(db);
  const attempt = await openAttempt(db, user, body);
  const presetRow = await repo.findPreset(db, attempt.presetId);
  if (!presetRow) throw invalid(TYPING_MESSAGES.presetNotFound);
  const now = Date.now();
  if (now > submitBy(attempt, presetRow.isExam).getTime()) throw invalid(MESSAGES.tooLate);
  const log = readLog(body.log);
  if ('refused' in log) throw invalid(log.refused);
  // Pauses are outside the log's clock, so its typing time can never exceed the time since issue.
  if (log.durationMs > now - attempt.startedAt.getTime() + 2_000) {
    throw invalid('The log claims more typing time than has passed since the test was issued.');
  }
  const impossible = refuseImpossibleText(log, attempt.layout);
  if (impossible) throw invalid(impossible);

  const rows = await repo.findPassagesByIds(db, [...new Set(attempt.passageIds)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const passage = attempt.passageIds.map((id) => byId.get(id)?.body ?? '').join(' ');
  const scored = scoreLog({
    log,
    passage,
    preset: presetRow,
    layout: attempt.layout,
    language: attempt.language,
    durationMinutes: attempt.durationMinutes,
    limits: { maxWpm: typingSpeedLimitWpm(attempt.durationMinutes) },
  });
  if ('refused' in scored) throw invalid(scored.refused);

  const hashes = { logHash: logHashOf(log), keysHash: keysHashOf(log.events) };
  if (await attempts.findSubmittedWith(db, 'logHash', hashes.logHash, attempt.id)) {
    throw conflict(MESSAGES.duplicateLog);
  }
  const keys = log.events.filter((e) => e.code !== 'Backspace').length;
  if (
    keys >= RULES.replayMinKeys &&
    (await attempts.findSubmittedWith(db, 'keysHash', hashes.keysHash, attempt.id))
  ) {
    throw conflict(MESSAGES.replayedLog);
  }
  return keep(db, user, attempt, presetRow, { ...scored, body, hashes });
}

type Kept = Exclude<ReturnType<typeof scoreLog>, { refused: string }> & {
  body: TypingResultBody;
  hashes: { logHash: string; keysHash: string };
};

/** Claims the attempt and, for its candidate, keeps the result (and any certificate it earns). */
async function keep(
  db: Db,
  user: User | null,
  attempt: TypingAttemptRow,
  presetRow: TypingPresetRow,
  scored: Kept,
): Promise<TypingResult> {
  const preset = presetOf(presetRow);
  const viaRetest = attempt.retestId !== null;
  const base = {
    presetId: preset.id,
    presetName: preset.name,
    language: attempt.language,
    layout: attempt.layout,
    durationMinutes: attempt.durationMinutes,
    resumed: scored.body.resumed,
    figures: scored.figures,
    mistakes: scored.mistakes,
    passage: scored.passage,
    ruleText: preset.ruleText,
  };
  const kept = user?.role === 'candidate' && attempt.userId === user._id;
  return withTransaction(db, async (tx) => {
    try {
      if (!(await attempts.claimAttempt(tx, attempt.id, scored.hashes))) {
        throw conflict(MESSAGES.alreadySubmitted);
      }
    } catch (error) {
      // The unique index on the log's hash: the same log sent to two attempts at once.
      if (error instanceof AppError) throw error;
      throw conflict(MESSAGES.duplicateLog);
    }
    if (!kept) {
      return {
        ...base,
        _id: null,
        certificateId: null,
        viaRetest,
        createdAt: new Date().toISOString(),
      };
    }
    const row = await repo.insertResult(tx, {
      ...base,
      userId: user._id,
      isExam: preset.isExam,
      netWpm: scored.figures.netWpm,
      passed: scored.figures.passed,
      log: scored.body.log,
      passageIds: attempt.passageIds,
      viaRetest,
    });
    if (!row) throw conflict(TYPING_MESSAGES.submit);
    await attempts.setAttemptResult(tx, attempt.id, row.id);
    if (attempt.retestId) {
      const retest = await attempts.findRetest(tx, attempt.retestId);
      if (retest) await attempts.useRetest(tx, retest.id, retest.applicationId, row.id);
    }
    // An exam attempt that was reloaded midway is kept and marked, but earns no certificate.
    const earns = preset.isExam && scored.figures.passed === true && !scored.body.resumed;
    const name = earns ? ((await repo.findUserName(tx, user._id)) ?? user.profile.displayName) : '';
    const certificate = earns ? await repo.insertCertificate(tx, row.id, name) : undefined;
    return toResult(row, certificate?.id ?? null);
  });
}
