import {
  CONVERSATION_MESSAGES,
  type ConversationMessage,
  type ConversationSummary,
  type Interview,
} from '@shuruaat/contract';
import type { InterviewRow, MessageRow } from '../../db/schema/conversations';
import type { InboxRow } from './conversations.repository';
import { warningFor } from './message-safety';

export const MESSAGES_API = '/api/users/messages';

/** `reportedIds`: the messages the viewer has reported, so a warning says so. */
export function toMessage(
  row: MessageRow,
  viewerIsEmployer: boolean,
  reportedIds: ReadonlySet<string> = new Set(),
): ConversationMessage {
  return {
    _id: row.id,
    fromEmployer: row.fromEmployer,
    mine: row.fromEmployer === viewerIsEmployer,
    body: row.body,
    attachment:
      row.attachmentKey && row.attachmentName && row.attachmentType
        ? {
            name: row.attachmentName,
            type: row.attachmentType,
            url: `${MESSAGES_API}/${row.applicationId}/attachment/${row.id}`,
          }
        : null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    warning: warningFor(row, viewerIsEmployer, reportedIds.has(row.id)),
  };
}

export function toInterview(row: InterviewRow): Interview {
  return {
    _id: row.id,
    applicationId: row.applicationId,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    location: row.location,
    notes: row.notes,
    status: row.status,
    candidateNote: row.candidateNote,
    icsUrl: `/api/users/interviews/${row.id}/ics`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: InboxRow, viewerId: string): ConversationSummary {
  const viewerIsCandidate = row.candidateId === viewerId;
  return {
    applicationId: row.applicationId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    withName: viewerIsCandidate ? row.companyName : row.candidateName,
    lastMessage: row.lastBody || CONVERSATION_MESSAGES.sentAttachment,
    lastMessageMine: row.lastFromEmployer !== viewerIsCandidate,
    lastAt: row.lastAt.toISOString(),
    unreadCount: row.unread,
  };
}
