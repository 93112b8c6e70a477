import {
  CONVERSATION_MESSAGES,
  isContactShared,
  PIPELINE_MESSAGES,
  type ApplicantContact,
  type ConversationResponse,
  type InboxResponse,
  type MessageReport,
  type User,
} from '@shuruaat/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { MessageRow } from '../../db/schema/conversations';
import { withTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminAction } from '../audit/audit.service';
import { getManagedJob } from '../jobs/jobs.service';
import * as fileSpace from '../file-space/file-space.service';
import { logoUrl } from '../companies/companies.service';
import { toInterview, toMessage, toSummary } from './conversation-presenter';
import * as repo from './conversations.repository';
import type { LiveHub } from './live-hub';
import { assertMaySend, cannotSendReason, getParty, type Party } from './parties';
import {
  findReportedIds,
  findSuspendedAmong,
  flagsToStore,
  isScamCode,
  suspendIfRepeated,
} from './message-safety';
import type { CheckedAttachment } from './attachment';

export { getParty } from './parties';
/** For the admin fraud view (features/admin/fraud.service.ts). */
export { isMessagingSuspended, isScamCode, pauseMessaging } from './message-safety';

/** A message written and committed, and who should see it arrive. */
export type Delivery = { row: MessageRow; senderId: string; recipientId: string };

/** Sends the new message to both parties' open pages (the sender's other tabs too). */
export function deliver(live: LiveHub, delivery: Delivery): void {
  const { row, senderId, recipientId } = delivery;
  const applicationId = row.applicationId;
  live.publish([
    {
      userId: recipientId,
      event: { type: 'message', applicationId, message: toMessage(row, !row.fromEmployer) },
    },
    {
      userId: senderId,
      event: { type: 'message', applicationId, message: toMessage(row, row.fromEmployer) },
    },
  ]);
}

const otherParty = (party: Party) =>
  party.isEmployer ? party.application.candidateId : (party.company.ownerUserId ?? '');

export async function listInbox(db: Db, caller: User): Promise<InboxResponse> {
  const rows = await repo.findInbox(db, caller._id);
  return {
    conversations: rows.map((row) => toSummary(row, caller._id)),
    unreadCount: rows.reduce((sum, row) => sum + row.unread, 0),
  };
}

export function unreadMessageCount(db: Db, userId: string): Promise<number> {
  return repo.countUnreadMessages(db, userId);
}

/** Reading a conversation marks what the other party sent as read, and tells them. */
export async function getConversation(
  db: Db,
  live: LiveHub,
  caller: User,
  applicationId: string,
): Promise<ConversationResponse> {
  const party = await getParty(db, caller, applicationId);
  const marked = await repo.markIncomingRead(db, party.application.id, party.isEmployer);
  if (marked > 0) {
    live.publish([{ userId: otherParty(party), event: { type: 'read', applicationId } }]);
  }
  const [rows, interviews, reason, reportedIds] = await Promise.all([
    repo.findMessages(db, party.application.id),
    repo.findInterviews(db, party.application.id),
    cannotSendReason(db, party),
    findReportedIds(db, caller._id, party.application.id),
  ]);
  return {
    conversation: {
      applicationId: party.application.id,
      role: party.isEmployer ? 'employer' : 'candidate',
      job: { _id: party.job.id, title: party.job.title, slug: party.job.slug },
      company: { _id: party.company.id, name: party.company.name, logoUrl: logoUrl(party.company) },
      candidate: {
        _id: party.candidate.id,
        name: party.candidate.fullName || party.candidate.displayName,
      },
      applicationStatus: party.application.status,
      blocked: party.blocked,
      canSend: reason === null,
      cannotSendReason: reason,
    },
    messages: rows.map((row) => toMessage(row, party.isEmployer, reportedIds)),
    interviews: interviews.map(toInterview),
  };
}

async function writeMessage(
  db: Db,
  party: Party,
  senderId: string,
  content: Pick<MessageRow, 'body'> & Partial<MessageRow>,
): Promise<Delivery> {
  await assertMaySend(db, party);
  // Screened before the transaction: the rules are pure work, and PGlite has one connection.
  const screeningFlags = flagsToStore(content.body, party.isEmployer);
  const row = await withTransaction(db, async (tx) => {
    const saved = await repo.insertMessage(tx, {
      ...content,
      applicationId: party.application.id,
      senderId,
      fromEmployer: party.isEmployer,
      screeningFlags,
    });
    if (screeningFlags.length > 0) await suspendIfRepeated(tx, senderId);
    return saved;
  });
  // A recipient who is away hears of it by email from the mail schedule, if it stays unread.
  return { row, senderId, recipientId: otherParty(party) };
}

export async function sendMessage(
  db: Db,
  live: LiveHub,
  caller: User,
  applicationId: string,
  body: string,
) {
  const party = await getParty(db, caller, applicationId);
  const delivery = await writeMessage(db, party, caller._id, { body });
  deliver(live, delivery);
  return { message: CONVERSATION_MESSAGES.sent, sent: toMessage(delivery.row, party.isEmployer) };
}

/**
 * An employer writes to one applicant of theirs, outside a request (bulk messages, demo data).
 * The caller publishes the returned delivery with `deliver` once its own transaction has
 * committed.
 */
export async function sendEmployerMessage(
  db: Db,
  input: { employerId: string; applicationId: string; body: string },
): Promise<Delivery> {
  const caller = { _id: input.employerId, role: 'employer' as const };
  const party = await getParty(db, caller, input.applicationId);
  const body = input.body.trim();
  if (!body) throw new AppError('VALIDATION', CONVERSATION_MESSAGES.empty);
  return writeMessage(db, party, input.employerId, { body });
}

export async function sendAttachment(
  db: Db,
  storage: FileStorage,
  live: LiveHub,
  caller: User,
  applicationId: string,
  file: CheckedAttachment,
) {
  const party = await getParty(db, caller, applicationId);
  await assertMaySend(db, party);
  await fileSpace.assertFileSpaceFor(db, caller._id, file.data.length);
  const key = `messages/${party.application.id}/${file.id}${file.extension}`;
  await storage.put(key, file.data);
  const delivery = await writeMessage(db, party, caller._id, {
    body: '',
    attachmentKey: key,
    attachmentName: file.fileName,
    attachmentType: file.type,
    attachmentBytes: file.data.length,
  });
  deliver(live, delivery);
  return { message: CONVERSATION_MESSAGES.sent, sent: toMessage(delivery.row, party.isEmployer) };
}

export async function openAttachment(
  db: Db,
  storage: FileStorage,
  caller: User,
  applicationId: string,
  messageId: string,
): Promise<{ stream: Readable; type: string; name: string }> {
  const party = await getParty(db, caller, applicationId);
  const row = isUuid(messageId) ? await repo.findMessage(db, messageId) : undefined;
  const stream =
    row?.applicationId === party.application.id && row.attachmentKey
      ? await storage.open(row.attachmentKey)
      : undefined;
  if (!row || !stream) throw notFound('Attachment not found');
  return {
    stream,
    type: row.attachmentType ?? 'application/octet-stream',
    name: row.attachmentName ?? 'file',
  };
}

/** A candidate turns one company's messages off (or on again), for all their applications. */
export async function setMessagesBlocked(
  db: Db,
  caller: User,
  applicationId: string,
  blocked: boolean,
): Promise<string> {
  const party = await getParty(db, caller, applicationId);
  if (party.isEmployer) throw forbidden('Only the candidate can turn messages off.');
  await repo.setBlocked(db, caller._id, party.company.id, blocked);
  return blocked ? CONVERSATION_MESSAGES.blockedNow : CONVERSATION_MESSAGES.unblockedNow;
}

export async function reportMessage(
  db: Db,
  caller: User,
  applicationId: string,
  messageId: string,
  reason: string,
): Promise<string> {
  const party = await getParty(db, caller, applicationId);
  const row = isUuid(messageId) ? await repo.findMessage(db, messageId) : undefined;
  if (!row || row.applicationId !== party.application.id) throw notFound('Message not found');
  // Either party may report what the other wrote: the employer a reply, the candidate a message
  // that asks for money or secrets (issue 27).
  if (row.fromEmployer === party.isEmployer) throw forbidden(CONVERSATION_MESSAGES.onlyReplies);
  const saved = await repo.insertReport(db, { messageId: row.id, reporterId: caller._id, reason });
  if (!saved) throw new AppError('CONFLICT', CONVERSATION_MESSAGES.alreadyReported);
  return CONVERSATION_MESSAGES.reported;
}

/** An admin has looked at a reported message; the review is logged with the admin's note. */
export async function resolveMessageReport(
  db: Db,
  caller: User,
  reportId: string,
  note: string,
): Promise<string> {
  await withTransaction(db, async (tx) => {
    const resolved = isUuid(reportId) ? await repo.resolveReport(tx, reportId) : undefined;
    if (!resolved) throw notFound(CONVERSATION_MESSAGES.reportNotFound);
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: 'message_report.resolve',
      targetType: 'message_report',
      targetId: resolved.id,
      before: { resolved: false },
      after: { resolved: true, ...(note ? { note } : {}) },
    });
  });
  return CONVERSATION_MESSAGES.reportReviewed;
}

export async function listMessageReports(db: Db): Promise<{ reports: MessageReport[] }> {
  const rows = await repo.findReports(db);
  const senders = rows.flatMap((r) => (r.fromEmployer && r.senderId ? [r.senderId] : []));
  const suspended = await findSuspendedAmong(db, [...new Set(senders)]);
  return {
    reports: rows.map((r) => ({
      _id: r.id,
      messageId: r.messageId,
      applicationId: r.applicationId,
      reason: r.reason,
      body: r.body,
      reportedBy: r.fromEmployer ? ('candidate' as const) : ('employer' as const),
      flagCodes: r.screeningFlags.map((flag) => flag.code).filter(isScamCode),
      senderId: r.senderId,
      senderSuspended: r.senderId !== null && suspended.has(r.senderId),
      reporterEmail: r.reporterEmail,
      senderEmail: r.senderEmail,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Only the employer of a job the candidate applied to (and has not withdrawn from) sees these. */
export async function getApplicantContact(
  db: Db,
  caller: User,
  jobId: string,
  userId: string,
): Promise<ApplicantContact> {
  const { job } = await getManagedJob(db, jobId, caller);
  const applicationId = isUuid(userId)
    ? await repo.findApplicationId(db, job.id, userId)
    : undefined;
  const found = applicationId ? await repo.findParties(db, applicationId) : undefined;
  if (!found || !isContactShared(found.application.status))
    throw notFound(PIPELINE_MESSAGES.notAnApplicant);
  return {
    name: found.candidate.fullName || found.candidate.displayName,
    email: found.candidate.email,
    phone: found.candidate.phone,
  };
}

/** The application an employer's applicant row stands for, to open its conversation. */
export async function getApplicationIdOf(
  db: Db,
  caller: User,
  jobId: string,
  userId: string,
): Promise<string> {
  const { job } = await getManagedJob(db, jobId, caller);
  const id = isUuid(userId) ? await repo.findApplicationId(db, job.id, userId) : undefined;
  if (!id) throw notFound(PIPELINE_MESSAGES.notAnApplicant);
  return id;
}
