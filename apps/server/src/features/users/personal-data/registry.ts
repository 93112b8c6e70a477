import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/raw-rows';
import { accountTables } from './accounts';
import { candidateTables } from './candidates';
import { conversationTables } from './conversations';
import { hiringTables } from './hiring';
import { mailTables } from './mail';
import type { Declaration, FileArea } from './types';

/**
 * Every table that holds personal data or points at a person, with what erasing an account does
 * to it and what the data export takes from it (decision 027). Erasure runs the entries in this
 * order, export writes one file per entry, and personal-data.test.ts fails when a table in the
 * database has a user reference or a personal-looking column and no entry here.
 *
 * Order matters for erasure: conversations are found through the company's owner, so they come
 * before `companies` clears it; `users` is anonymised last.
 */
export const PERSONAL_DATA: Record<string, Declaration> = {
  ...conversationTables,
  ...candidateTables,
  ...hiringTables,
  ...mailTables,
  ...accountTables,
  // The job runner's own records (decision 031): about the server's work, pruned after 14 days.
  background_jobs: {
    personal: {},
    notPersonal: { name: "a background job's name", description: 'what the job does' },
    erase: { action: 'keep', reason: "the server's schedule, nothing about a person" },
    export: { none: "the server's schedule, nothing about a person" },
  },
  background_job_runs: {
    personal: {},
    notPersonal: { job_name: "a background job's name", error: 'what a run threw' },
    erase: { action: 'keep', reason: "runs of the server's own work, pruned after 14 days" },
    export: { none: "runs of the server's own work, not data about a person" },
  },
};

/** Where stored files live, which column names them, and what erasure and export do. */
export const FILE_AREAS: Record<string, FileArea> = {
  resumes: {
    holder: 'resumes.storage_key',
    erase: { action: 'delete', does: 'every version, after the erasure commits' },
    export: {
      folder: 'resumes/',
      files: async (db, p) =>
        (
          await rowsOf<{ version: number; file_name: string; storage_key: string }>(
            db,
            sql`select version, file_name, storage_key from resumes where candidate_id = ${p.id}`,
          )
        ).map((r) => ({ name: `resumes/v${r.version}-${r.file_name}`, storageKey: r.storage_key })),
    },
  },
  'message attachments': {
    holder: 'messages.attachment_key',
    erase: {
      action: 'delete',
      does: "every file in the person's conversations, from either side, after the erasure commits",
    },
    export: {
      folder: 'attachments/',
      // Their own files only: what the other side sent is the other side's.
      files: async (db, p) =>
        (
          await rowsOf<{ id: string; attachment_name: string | null; attachment_key: string }>(
            db,
            sql`select id, attachment_name, attachment_key from messages
                where sender_id = ${p.id} and attachment_key is not null`,
          )
        ).map((r) => ({
          name: `attachments/${r.id}-${r.attachment_name ?? 'file'}`,
          storageKey: r.attachment_key,
        })),
    },
  },
  'data exports': {
    holder: 'data_exports.storage_key',
    erase: { action: 'delete', does: 'every prepared archive, after the erasure commits' },
    export: { none: 'the archives are copies of this one' },
  },
  'company logos': {
    holder: 'companies.logo_key',
    erase: { action: 'keep', reason: "the company's logo, not a person's; the company stays" },
    export: { none: "the company's image, listed in companies.json" },
  },
  'blog covers': {
    holder: 'blogs.cover_key',
    erase: { action: 'keep', reason: "an article's picture" },
    export: { none: 'published with the article' },
  },
};

/** The archive files the export writes, in order: one per entry that exports. */
export function exportFiles(): { table: string; file: string }[] {
  return Object.entries(PERSONAL_DATA).flatMap(([table, entry]) =>
    'file' in entry.export ? [{ table, file: entry.export.file }] : [],
  );
}
