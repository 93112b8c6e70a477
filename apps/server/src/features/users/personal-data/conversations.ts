import { sql } from 'drizzle-orm';
import { istMomentText } from '@shuruaat/contract';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/raw-rows';
import { createTranslators } from '../../../lib/translator';
import {
  noticesForBell,
  notify,
  wordsFrom,
  type BellNotice,
} from '../../notifications/notifications.service';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import type { Declaration, Person } from './types';

/** The applications whose conversation the person is a party to, on either side. */
const conversationsOf = (p: Person) =>
  sql`(select a.id from applications a
        join jobs j on j.id = a.job_id join companies c on c.id = j.company_id
        where a.candidate_id = ${p.id} or c.owner_user_id = ${p.id})`;

type Upcoming = {
  id: string;
  application_id: string;
  starts_at: Date | string;
  candidate_id: string;
  owner_user_id: string | null;
  job_title: string;
  company: string;
};

const noticeWords = createTranslators({ en, hi });

/** The other side's notice, in their saved language, the time in IST in it too (decision 032). */
function cancellationNotice(row: Upcoming, candidateLeft: boolean, userId: string): BellNotice {
  const who = candidateLeft ? 'candidateLeft' : 'companyLeft';
  return {
    userId,
    link: candidateLeft
      ? `/employer/dashboard/messages/${row.application_id}`
      : `/user/dashboard/messages/${row.application_id}`,
    wordsIn: (language) =>
      wordsFrom(noticeWords, `users.notice.${who}.title`, `users.notice.${who}.body`, {
        jobTitle: row.job_title,
        companyName: row.company,
        when: istMomentText(row.starts_at, language),
      })(language),
  };
}

/**
 * Cancels the person's interviews still to come and tells the other side. The employer learns
 * only that "Deleted account" will not come: not the name the erasure is removing.
 */
async function cancelUpcomingInterviews(tx: Db, p: Person): Promise<void> {
  const rows = await rowsOf<Upcoming>(
    tx,
    sql`update interviews i set status = 'cancelled', sequence = i.sequence + 1, updated_at = now()
        from applications a, jobs j, companies c
        where a.id = i.application_id and j.id = a.job_id and c.id = j.company_id
          and (a.candidate_id = ${p.id} or c.owner_user_id = ${p.id})
          and i.status <> 'cancelled' and i.starts_at > now()
        returning i.id, i.application_id, i.starts_at, a.candidate_id, c.owner_user_id,
          j.title as job_title, c.name as company`,
  );
  const notices: BellNotice[] = [];
  for (const row of rows) {
    const candidateLeft = row.candidate_id === p.id;
    const to = candidateLeft ? row.owner_user_id : row.candidate_id;
    if (to) notices.push(cancellationNotice(row, candidateLeft, to));
  }
  await notify(tx, await noticesForBell(tx, notices));
}

/** Messages, interviews, blocks and message reports. Runs before `companies` drops the owner. */
export const conversationTables = {
  messages: {
    personal: {
      sender_id: 'who wrote it',
      body: 'what they wrote',
      attachment_key: 'the attached file',
      attachment_name: "the file's name",
      screening_flags: 'red flags found in it when sent, quoting its words',
    },
    erase: {
      action: 'delete',
      does: 'the person\'s own messages; every attached file in their conversations, from both sides, because exchanged files (offer letters, assignments) are about them. The other party\'s words stay in their conversation, shown with "Deleted account".',
      run: async (tx, p, out) => {
        const files = await rowsOf<{ attachment_key: string }>(
          tx,
          sql`select attachment_key from messages
              where attachment_key is not null and application_id in ${conversationsOf(p)}`,
        );
        out.fileKeys.push(...files.map((row) => row.attachment_key));
        await tx.execute(sql`delete from messages where sender_id = ${p.id}`);
        await tx.execute(
          sql`delete from messages where body = '' and attachment_key is not null
                and application_id in ${conversationsOf(p)}`,
        );
        await tx.execute(
          sql`update messages set attachment_key = null, attachment_name = null,
                attachment_type = null
              where attachment_key is not null and application_id in ${conversationsOf(p)}`,
        );
      },
    },
    export: {
      file: 'messages.json',
      // The person's own messages in full; the other side's only as "other party" and a time.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select a.id as application_id, j.title as job_title,
                case when a.candidate_id = ${p.id} then c.name end as company,
                json_agg(case when m.sender_id = ${p.id}
                    then json_build_object('from', 'you', 'body', m.body,
                      'attachment', m.attachment_name, 'sentAt', m.created_at, 'readAt', m.read_at)
                    else json_build_object('from', 'other party', 'sentAt', m.created_at) end
                  order by m.created_at) as messages
              from messages m join applications a on a.id = m.application_id
              join jobs j on j.id = a.job_id join companies c on c.id = j.company_id
              where a.id in ${conversationsOf(p)}
              group by a.id, j.title, c.name, a.candidate_id`,
        ),
    },
  },
  interviews: {
    personal: {
      notes: "the employer's notes (may name who to ask for)",
      candidate_note: "the candidate's answer",
    },
    erase: {
      action: 'redact',
      does: "the person's interviews to come are cancelled (the other side is told, without the name) and the person's own notes cleared; the interviews stay with the application",
      run: async (tx, p) => {
        await cancelUpcomingInterviews(tx, p);
        await tx.execute(
          sql`update interviews set candidate_note = '' where application_id in
                (select id from applications where candidate_id = ${p.id})`,
        );
        await tx.execute(
          sql`update interviews set notes = '' where application_id in
                (select a.id from applications a join jobs j on j.id = a.job_id
                  join companies c on c.id = j.company_id where c.owner_user_id = ${p.id})`,
        );
      },
    },
    export: {
      file: 'interviews.json',
      // Each side's notes only to that side: the employer's may name who to ask for.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select j.title as job_title, c.name as company, i.starts_at, i.duration_minutes,
                i.mode, i.location, i.status,
                case when c.owner_user_id = ${p.id} then i.notes end as notes,
                case when a.candidate_id = ${p.id} then i.candidate_note end as candidate_note,
                i.created_at
              from interviews i join applications a on a.id = i.application_id
              join jobs j on j.id = a.job_id join companies c on c.id = j.company_id
              where a.id in ${conversationsOf(p)} order by i.starts_at`,
        ),
    },
  },
  message_blocks: {
    personal: { candidate_id: 'who stopped a company writing' },
    erase: {
      action: 'delete',
      does: 'the companies the person stopped',
      run: async (tx, p) => {
        await tx.execute(sql`delete from message_blocks where candidate_id = ${p.id}`);
      },
    },
    export: {
      file: 'message-blocks.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select c.name as company, b.created_at from message_blocks b
              join companies c on c.id = b.company_id where b.candidate_id = ${p.id}`,
        ),
    },
  },
  message_reports: {
    personal: { reporter_id: 'the employer who reported a message', reason: 'their words' },
    notPersonal: { message_id: 'which message (gone with the erased sender’s messages)' },
    erase: {
      action: 'redact',
      does: "the reporter's words are cleared, the report stays with the admins; reports of the person's own messages go with the messages",
      run: async (tx, p) => {
        await tx.execute(sql`update message_reports set reason = '' where reporter_id = ${p.id}`);
      },
    },
    export: {
      file: 'message-reports.json',
      // What they reported and when; not the reported message, which is another person's.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select reason, resolved_at, created_at from message_reports
              where reporter_id = ${p.id} order by created_at`,
        ),
    },
  },
  messaging_suspensions: {
    personal: {
      employer_id: 'the employer whose messaging was paused for flagged messages',
      lifted_by: 'the admin who turned it back on',
      lift_note: "the admin's note",
    },
    notPersonal: { message_ids: 'which messages were counted (gone with the sender’s messages)' },
    erase: {
      action: 'delete',
      does: "the employer's pauses; an erased admin's name leaves the pauses they lifted",
      run: async (tx, p) => {
        await tx.execute(sql`delete from messaging_suspensions where employer_id = ${p.id}`);
        await tx.execute(
          sql`update messaging_suspensions set lifted_by = null where lifted_by = ${p.id}`,
        );
      },
    },
    export: {
      file: 'messaging-suspensions.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select flagged_count, created_at, lifted_at from messaging_suspensions
              where employer_id = ${p.id} order by created_at`,
        ),
    },
  },
} satisfies Record<string, Declaration>;
