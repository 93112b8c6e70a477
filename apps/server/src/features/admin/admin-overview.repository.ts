import { sql } from 'drizzle-orm';
import type { AdminOverview } from '@shuruaat/contract';
import type { Db } from '../../db/client';

/** One round trip for the whole overview: each figure is a count over an indexed condition. */
export async function countOverview(db: Db, today: string): Promise<AdminOverview> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from users where deleted_at is null and role = 'candidate') as candidates,
      (select count(*)::int from users where deleted_at is null and role = 'employer') as employers,
      (select count(*)::int from users where deleted_at is null and role = 'admin') as admins,
      (select count(*)::int from jobs where status = 'active' and hidden_at is null and apply_by >= ${today}::date) as open_listings,
      (select count(*)::int from applications where created_at >= now() - interval '7 days') as applications_week,
      (select count(*)::int from employer_verifications where status = 'pending') as pending_verifications,
      (select count(*)::int from companies where resume_access_requested_at is not null) as pending_access,
      (select count(*)::int from listing_reports where status = 'open') as open_reports,
      (select count(*)::int from submissions where handled_at is null) as unread_inbox
  `)) as unknown as { rows: Record<string, number | string>[] };
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    users: { candidate: n('candidates'), employer: n('employers'), admin: n('admins') },
    openListings: n('open_listings'),
    applicationsThisWeek: n('applications_week'),
    pendingVerifications: n('pending_verifications'),
    pendingResumeAccess: n('pending_access'),
    openReports: n('open_reports'),
    unreadInbox: n('unread_inbox'),
  };
}
