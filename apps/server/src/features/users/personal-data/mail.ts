import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/raw-rows';
import type { Declaration } from './types';

/** Email, the bell, alerts, and what the public site's forms sent. */
export const mailTables = {
  mail_outbox: {
    personal: {
      to_address: 'the recipient',
      subject: 'may name the recipient or another person',
      text_body: 'the message',
      html_body: 'the message',
      user_id: 'the recipient account',
      about_user_ids: 'other people the message names',
    },
    erase: {
      action: 'delete',
      does: 'every email to the person or naming them, sent or waiting: none still waiting goes out',
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from mail_outbox where user_id = ${p.id}
                or lower(to_address) = lower(${p.email}) or ${p.id} = any(about_user_ids)`,
        );
      },
    },
    export: {
      file: 'mail.json',
      // Which emails, not their text: bodies hold live links, subjects may name someone else.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select kind, status, created_at, sent_at from mail_outbox
              where user_id = ${p.id} order by created_at`,
        ),
    },
  },
  notifications: {
    personal: {
      user_id: 'whose bell',
      body: 'may name another person',
      about_user_ids: 'other people the notice names',
    },
    erase: {
      action: 'delete',
      does: "the person's notifications, and others' that name them",
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from notifications where user_id = ${p.id} or ${p.id} = any(about_user_ids)`,
        );
      },
    },
    export: {
      file: 'notifications.json',
      // A notice naming someone else (an applicant, to an employer) is listed without its text.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select case when cardinality(about_user_ids) = 0 then title end as title,
                case when cardinality(about_user_ids) = 0 then body end as body,
                link, read_at, created_at
              from notifications where user_id = ${p.id} order by created_at`,
        ),
    },
  },
  notification_preferences: {
    personal: { user_id: 'whose email choices' },
    notPersonal: { message_emails: 'a yes or no: email about unread messages' },
    erase: {
      action: 'delete',
      does: 'email choices and the unsubscribe token',
      run: async (tx, p) => {
        await tx.execute(sql`delete from notification_preferences where user_id = ${p.id}`);
      },
    },
    export: {
      file: 'notification-preferences.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select application_emails, unanswered_summary, status_emails, job_alert_emails,
                message_emails, updated_at
              from notification_preferences where user_id = ${p.id}`,
        ),
    },
  },
  job_alerts: {
    personal: { user_id: 'whose saved search', query: 'what they look for' },
    erase: {
      action: 'delete',
      does: 'saved searches, with what each has sent',
      run: async (tx, p) => {
        await tx.execute(sql`delete from job_alerts where user_id = ${p.id}`);
      },
    },
    export: {
      file: 'job-alerts.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select label, query, frequency, last_sent_at, created_at from job_alerts
              where user_id = ${p.id} order by created_at`,
        ),
    },
  },
  job_alert_deliveries: {
    personal: { alert_id: 'a saved search' },
    erase: {
      action: 'delete',
      does: 'with the alert',
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from job_alert_deliveries
              where alert_id in (select id from job_alerts where user_id = ${p.id})`,
        );
      },
    },
    export: { none: 'which listings an alert already sent, for not sending them twice' },
  },
  submissions: {
    personal: {
      user_id: 'the signed-in sender',
      name: 'name',
      email: 'address',
      mobile: 'phone number',
      message: 'their words',
      details: 'their answers',
      handled_by: 'the admin who handled it',
    },
    erase: {
      action: 'delete',
      // A form sent while signed out is theirs too when it carries their address.
      does: 'every form they sent: program applications, contact messages, enquiries, signed in or not',
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from submissions where user_id = ${p.id} or lower(email) = lower(${p.email})`,
        );
      },
    },
    export: {
      file: 'submissions.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select kind, program, name, email, mobile, message, details, handled_at, created_at
              from submissions where user_id = ${p.id} or lower(email) = lower(${p.email})
              order by created_at`,
        ),
    },
  },
  blogs: {
    personal: { created_by: 'the admin who wrote it', author: 'the byline' },
    notPersonal: { body: 'the article', title: 'its title' },
    erase: {
      action: 'keep',
      reason:
        'published articles stay on the site under the byline the admins chose; only admins write them',
    },
    export: { none: 'articles published for everyone, kept in the admin console' },
  },
} satisfies Record<string, Declaration>;
