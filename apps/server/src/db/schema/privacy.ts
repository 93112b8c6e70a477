import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES, DATA_EXPORT_STATUSES } from '@shuruaat/contract';
import { stamp } from './columns';
import { users } from './users';

export const consentPurpose = pgEnum('consent_purpose', CONSENT_PURPOSES);

/**
 * Every consent given and withdrawn, append-only in spirit: withdrawing stamps withdrawn_at on the
 * open row and a new consent is a new row, so the history shows what was agreed, to which version
 * of the notice, and when (DPDP Rules: the Data Fiduciary must be able to show consent).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: consentPurpose('purpose').notNull(),
    /** The version of the privacy notice and terms shown when the consent was given. */
    noticeVersion: text('notice_version').notNull(),
    /**
     * The language of that notice (NOTICE_LANGUAGES; consents from before languages: English).
     * Text, not an enum: adding a language is the contract's data, not a migration.
     */
    noticeLanguage: text('notice_language').notNull().default('en'),
    givenAt: stamp('given_at').notNull().defaultNow(),
    withdrawnAt: stamp('withdrawn_at'),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.purpose, t.givenAt)],
);
export type ConsentRecordRow = typeof consentRecords.$inferSelect;

export const dataExportStatus = pgEnum('data_export_status', DATA_EXPORT_STATUSES);

/**
 * A requested export is a row; any instance's worker claims pending rows with FOR UPDATE SKIP
 * LOCKED and a lease, so two instances never build one archive twice and a crash mid-build is
 * picked up again once the lease runs out.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: dataExportStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: stamp('lease_until'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    requestedAt: stamp('requested_at').notNull().defaultNow(),
    readyAt: stamp('ready_at'),
    expiresAt: stamp('expires_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_due_idx').on(t.status, t.leaseUntil),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
