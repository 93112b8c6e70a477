import { sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@shuruaat/contract';
import { rowsOf } from '../../../db/raw-rows';
import type { Declaration } from './types';

/** The address an erased account keeps: unique, undeliverable (.invalid), and not the person's. */
export function erasedEmail(userId: string): string {
  return `erased-${userId}@deleted.invalid`;
}

/** Sign-in, sessions, consent and the account row itself. `users` runs last (see registry.ts). */
export const accountTables = {
  sessions: {
    personal: { user_id: 'whose session', user_agent: 'the device signed in' },
    erase: {
      action: 'delete',
      does: 'every session: signed out everywhere',
      run: async (tx, p) => {
        await tx.execute(sql`delete from sessions where user_id = ${p.id}`);
      },
    },
    export: {
      file: 'sessions.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select id, user_agent, created_at, last_used_at, expires_at from sessions
              where user_id = ${p.id} order by created_at`,
        ),
    },
  },
  login_failures: {
    personal: {
      email: 'an address someone failed to sign in with',
      scope: 'the network address or known device the failures came from',
    },
    erase: {
      action: 'delete',
      does: "the failed sign-in counts kept under the person's address, from every client",
      run: async (tx, p) => {
        await tx.execute(sql`delete from login_failures where email = lower(${p.email})`);
      },
    },
    export: { none: 'a count of failed sign-ins to an address, forgotten after its window' },
  },
  email_tokens: {
    personal: { user_id: 'whose link', email: 'the address the link was sent to' },
    erase: {
      action: 'delete',
      does: 'every emailed link, used or not: a reset link sent before the erasure stops working',
      run: async (tx, p) => {
        await tx.execute(sql`delete from email_tokens where user_id = ${p.id}`);
      },
    },
    export: { none: 'the hashes of emailed links; which emails were sent is in mail.json' },
  },
  oauth_flows: {
    personal: {
      user_id: 'who is confirming it is them',
      email: "Google's address for a person signing up",
      name: "Google's name for a person signing up",
    },
    erase: {
      action: 'delete',
      does: "sign-ins with Google in progress, the person's or for their address",
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from oauth_flows where user_id = ${p.id} or lower(email) = lower(${p.email})`,
        );
      },
    },
    export: { none: 'a sign-in in progress, kept for minutes' },
  },
  user_identities: {
    personal: { user_id: 'whose Google account', email: "the Google account's address" },
    erase: {
      action: 'delete',
      does: 'the link to the Google account, which may sign up afresh',
      run: async (tx, p) => {
        await tx.execute(sql`delete from user_identities where user_id = ${p.id}`);
      },
    },
    export: {
      file: 'sign-in-accounts.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select provider, subject, email, created_at from user_identities
              where user_id = ${p.id}`,
        ),
    },
  },
  consent_records: {
    personal: { user_id: 'who consented' },
    erase: {
      action: 'keep',
      reason:
        'The record that consent was given, to which notice and when it ended (DPDP Rules ask us to show it); it holds no name, address or contact detail. Open consents are closed.',
      run: async (tx, p) => {
        await tx.execute(
          sql`update consent_records set withdrawn_at = now()
              where user_id = ${p.id} and withdrawn_at is null`,
        );
      },
    },
    export: {
      file: 'consents.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select purpose, notice_version, notice_language, given_at, withdrawn_at from consent_records
              where user_id = ${p.id} order by given_at`,
        ),
    },
  },
  data_exports: {
    personal: { user_id: 'whose archive', storage_key: 'the archive file' },
    erase: {
      action: 'delete',
      does: 'prepared archives and their files: copies of everything else',
      run: async (tx, p, out) => {
        const rows = await rowsOf<{ storage_key: string | null }>(
          tx,
          sql`delete from data_exports where user_id = ${p.id} returning storage_key`,
        );
        for (const row of rows) if (row.storage_key) out.fileKeys.push(row.storage_key);
      },
    },
    export: {
      file: 'data-exports.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select status, requested_at, ready_at, expires_at, size_bytes from data_exports
              where user_id = ${p.id} order by requested_at`,
        ),
    },
  },
  idempotency_keys: {
    personal: {
      scope: "the caller ('user:<id>')",
      body: 'the first answer to a request, which may hold the name and address',
    },
    erase: {
      action: 'delete',
      does: "answers cached for the person's retries, and the sign-up answer naming them",
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from idempotency_keys
              where scope = ${`user:${p.id}`} or body -> 'user' ->> '_id' = ${p.id}`,
        );
      },
    },
    export: { none: 'answers cached for a day so a retried request is not done twice' },
  },
  account_erasures: {
    personal: { user_id: 'the closed account' },
    erase: {
      action: 'keep',
      reason:
        'The proof that an account was erased, when and on whose request; it holds no name, address or other detail.',
    },
    export: { none: 'written only once the account is closed' },
  },
  admin_audit_log: {
    personal: {
      actor_id: 'the admin who acted',
      before: 'the changed values (never a deleted person’s name or email)',
      after: 'the new values',
    },
    erase: {
      action: 'keep',
      reason:
        "Append-only record of admins' actions, for accountability; an erasure writes only the role and dates, never a name or address.",
    },
    export: { none: "the admins' record of their actions, not data about a person" },
  },
  users: {
    personal: {
      email: 'sign-in address',
      email_verified_at: 'when they confirmed it',
      display_name: 'name',
      referred_by: 'who referred them',
    },
    erase: {
      action: 'redact',
      does: 'the row stays, anonymised ("Deleted account", an address that is not theirs, no password), because applications and audit rows point at it',
      run: async (tx, p) => {
        await tx.execute(
          sql`update users set email = ${erasedEmail(p.id)}, password_hash = '!erased',
                display_name = ${ADMIN_MESSAGES.deletedAccountName}, photo_url = null,
                referral_code = null, last_sign_in_at = null, deleted_at = now(),
                updated_at = now()
              where id = ${p.id}`,
        );
      },
    },
    export: {
      file: 'account.json',
      // Not the password hash; not who referred them (another person).
      collect: async (db, p) =>
        (
          await rowsOf(
            db,
            sql`select id, email, role, display_name, photo_url, is_profile_updated, created_at,
                  updated_at, last_sign_in_at, email_verified_at, referral_code, referred_at
                from users where id = ${p.id}`,
          )
        )[0],
    },
  },
} satisfies Record<string, Declaration>;
