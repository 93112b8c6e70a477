import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/raw-rows';
import type { Declaration } from './types';

/** Companies, listings, applications and reports: kept for the other side, stripped of the person. */
export const hiringTables = {
  applications: {
    personal: {
      candidate_id: 'the applicant',
      cover_letter: 'their words',
      answers: "their answers to the employer's questions",
    },
    erase: {
      action: 'keep',
      reason:
        'The employer\'s hiring record: the application stays with the job, shown as from "Deleted account" without the profile, resume, contact details or portfolio.',
    },
    export: {
      file: 'applications.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select a.id, a.status, a.cover_letter, a.answers, a.availability, a.job_terms,
                a.resume_version, a.decision_reason, a.created_at, a.updated_at,
                j.title as job_title, c.name as company,
                exists (select 1 from application_portfolio_shares s where s.application_id = a.id)
                  as sent_with_portfolio,
                coalesce((select json_agg(json_build_object('status', e.status, 'at', e.at)
                                          order by e.at)
                          from application_events e where e.application_id = a.id), '[]')
                  as timeline
              from applications a join jobs j on j.id = a.job_id
              join companies c on c.id = j.company_id
              where a.candidate_id = ${p.id} order by a.created_at`,
        ),
    },
  },
  stipend_checks: {
    personal: {
      candidate_id: 'the intern asked whether their stipend was paid',
      note: 'their words about the stipend',
    },
    notPersonal: {
      employer_response: "the company's answer, kept with the company",
    },
    erase: {
      action: 'redact',
      does: "the intern's note; the yes/partly/no stays in the company's track record, unnamed",
      run: async (tx, p) => {
        await tx.execute(sql`update stipend_checks set note = '' where candidate_id = ${p.id}`);
      },
    },
    export: {
      file: 'stipend-checks.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select j.title as job_title, c.name as company, s.ended_on, s.asked_at, s.answer,
                s.note, s.answered_at
              from stipend_checks s join jobs j on j.id = s.job_id
              join companies c on c.id = s.company_id
              where s.candidate_id = ${p.id} order by s.asked_at`,
        ),
    },
  },
  saved_jobs: {
    personal: { candidate_id: 'who saved the listing' },
    erase: {
      action: 'delete',
      does: 'the listings the person bookmarked',
      run: async (tx, p) => {
        await tx.execute(sql`delete from saved_jobs where candidate_id = ${p.id}`);
      },
    },
    export: {
      file: 'saved-jobs.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select j.title as job_title, c.name as company, s.saved_at
              from saved_jobs s join jobs j on j.id = s.job_id
              join companies c on c.id = j.company_id
              where s.candidate_id = ${p.id} order by s.saved_at`,
        ),
    },
  },
  application_events: {
    personal: { actor_user_id: 'who changed the status' },
    erase: {
      action: 'keep',
      reason: "the application's timeline, kept with the application; it names no one",
    },
    export: { within: 'applications' },
  },
  employer_verifications: {
    personal: {
      employer_id: 'who asked',
      note: 'their note to the admins',
      decided_by: 'the admin who decided',
    },
    erase: {
      action: 'redact',
      does: "the employer's note is cleared; the decision stays as the company badge's history",
      run: async (tx, p) => {
        await tx.execute(
          sql`update employer_verifications set note = '' where employer_id = ${p.id}`,
        );
      },
    },
    export: {
      file: 'employer-verifications.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select status, evidence_type, evidence, note, domain_matches, reason, decided_at,
                created_at
              from employer_verifications where employer_id = ${p.id} order by created_at`,
        ),
    },
  },
  listing_reports: {
    personal: {
      reporter_id: 'who reported',
      details: 'their words',
      resolved_by: 'the admin who resolved it',
    },
    notPersonal: { resolution_note: "the admin's answer about the listing" },
    erase: {
      action: 'redact',
      does: "the reporter's words are cleared; the report stays in the listing's moderation history",
      run: async (tx, p) => {
        await tx.execute(sql`update listing_reports set details = '' where reporter_id = ${p.id}`);
      },
    },
    export: {
      file: 'listing-reports.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select j.title as job_title, r.reason, r.details, r.status, r.resolution_note,
                r.resolved_at, r.created_at
              from listing_reports r join jobs j on j.id = r.job_id
              where r.reporter_id = ${p.id} order by r.created_at`,
        ),
    },
  },
  listing_reviews: {
    personal: { decided_by: 'the admin who decided' },
    notPersonal: {
      flags: 'words quoted from the listing, which belongs to the company',
      reason: "the admin's reason about the listing",
    },
    erase: {
      action: 'keep',
      reason:
        "A listing's screening record stays with the listing for the admins' review history; an erased admin's link is cleared by the foreign key.",
    },
    export: { none: "the admins' review of a company's listing, not data about a person" },
  },
  companies: {
    personal: {
      owner_user_id: 'the employer account',
      contact_name: 'who Shuruaat asks for',
      contact_email: 'their address',
      contact_phone: 'their phone number',
      resume_access_note: 'their note to the admins',
    },
    notPersonal: { name: "the company's name" },
    erase: {
      action: 'redact',
      does: 'the company stays, closed and without an owner, contact or badge, because applications refer to it; its open listings close',
      run: async (tx, p, out) => {
        const closed = await rowsOf<{ id: string }>(
          tx,
          sql`update jobs set status = 'closed', updated_at = now()
              where status <> 'closed'
                and company_id in (select id from companies where owner_user_id = ${p.id})
              returning id`,
        );
        out.closedJobIds.push(...closed.map((row) => row.id));
        await tx.execute(
          sql`update companies set owner_user_id = null, contact_name = '', contact_email = '',
                contact_phone = '', resume_access_note = '', resume_access_requested_at = null,
                verified = false, resume_access = false, updated_at = now()
              where owner_user_id = ${p.id}`,
        );
      },
    },
    export: {
      file: 'companies.json',
      // Not the logo's storage key: how files are kept is not data about anyone.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select id, name, website, about, industry, company_size, city, contact_name,
                contact_email, contact_phone, verified, resume_access, resume_access_requested_at,
                resume_access_note, created_at, updated_at
              from companies where owner_user_id = ${p.id}`,
        ),
    },
  },
  jobs: {
    personal: { posted_by: 'who posted it' },
    erase: {
      action: 'keep',
      reason: "the company's listings, closed, because candidates' applications refer to them",
    },
    export: {
      file: 'jobs.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select j.id, j.slug, j.kind, j.title, j.description, j.category, j.skills,
                j.work_mode, j.cities, j.part_time, j.openings, j.start_date, j.duration_months,
                j.stipend_min, j.stipend_max, j.ctc_min, j.ctc_max, j.ppo, j.adults_only, j.perks,
                j.questions, j.apply_by, j.status, j.created_at, j.updated_at, j.hidden_at
              from jobs j join companies c on c.id = j.company_id
              where c.owner_user_id = ${p.id} order by j.created_at`,
        ),
    },
  },
} satisfies Record<string, Declaration>;
