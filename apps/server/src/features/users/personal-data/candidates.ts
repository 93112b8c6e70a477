import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/raw-rows';
import type { Declaration, Person } from './types';

const all = (table: string, column = 'user_id') => ({
  file: `${table.replaceAll('_', '-')}.json`,
  collect: (db: Db, p: Person) =>
    rowsOf(
      db,
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${p.id}`,
    ),
});

const deleteOwn = (table: string, does: string, column = 'user_id') => ({
  action: 'delete' as const,
  does,
  run: async (tx: Db, p: Person) => {
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${p.id}`,
    );
  },
});

/** What a candidate writes about themselves: profile, resumes, portfolio, stories, typing. */
export const candidateTables = {
  candidate_profiles: {
    personal: {
      user_id: 'whose profile',
      full_name: 'name',
      phone: 'phone number',
      guardian_email: "a minor's guardian's address",
    },
    erase: deleteOwn('candidate_profiles', 'the profile'),
    export: all('candidate_profiles'),
  },
  resumes: {
    personal: { candidate_id: 'whose resume', file_name: 'the file name', storage_key: 'the file' },
    erase: {
      action: 'delete',
      does: 'every version and its file',
      run: async (tx, p, out) => {
        const rows = await rowsOf<{ storage_key: string }>(
          tx,
          sql`delete from resumes where candidate_id = ${p.id} returning storage_key`,
        );
        out.fileKeys.push(...rows.map((row) => row.storage_key));
      },
    },
    export: {
      file: 'resumes.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select version, file_name, size_bytes, created_at from resumes
              where candidate_id = ${p.id} order by version`,
        ),
    },
  },
  resume_views: {
    personal: {
      candidate_id: 'whose resume was opened',
      viewer_user_id: 'the employer who opened it',
    },
    erase: deleteOwn(
      'resume_views',
      "who opened the person's resume; an erased employer's views of others stay, naming only the company",
      'candidate_id',
    ),
    export: {
      file: 'resume-views.json',
      // The company, not the person at it.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select v.version, v.via, v.viewed_at, c.name as company
              from resume_views v left join companies c on c.id = v.company_id
              where v.candidate_id = ${p.id} order by v.viewed_at`,
        ),
    },
  },
  portfolios: {
    personal: { user_id: 'whose portfolio', handle: 'the public address' },
    erase: deleteOwn('portfolios', 'the portfolio page'),
    export: {
      file: 'portfolio.json',
      collect: async (db, p) => ({
        portfolio:
          (await rowsOf(db, sql`select * from portfolios where user_id = ${p.id}`))[0] ?? null,
        projects: await rowsOf(db, sql`select * from portfolio_projects where user_id = ${p.id}`),
      }),
    },
  },
  portfolio_projects: {
    personal: { user_id: 'whose project', summary: 'what they built', role: 'their part' },
    erase: deleteOwn('portfolio_projects', 'every project'),
    export: { within: 'portfolios' },
  },
  application_portfolio_shares: {
    personal: { application_id: 'an application sent with the portfolio' },
    erase: {
      action: 'delete',
      does: 'the portfolio shown with their applications',
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from application_portfolio_shares where application_id in
                (select id from applications where candidate_id = ${p.id})`,
        );
      },
    },
    export: { within: 'applications' },
  },
  success_stories: {
    personal: { user_id: 'whose story', headline: 'their words', story: 'their words' },
    erase: deleteOwn('success_stories', 'the story, published or not'),
    export: {
      file: 'success-stories.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select s.headline, s.story, s.status, s.consented_at, s.published_at, s.created_at,
                j.title as job_title
              from success_stories s join jobs j on j.id = s.job_id where s.user_id = ${p.id}`,
        ),
    },
  },
  ambassador_applications: {
    personal: {
      user_id: 'the applicant',
      college: 'their college',
      why: 'their words',
      social_links: 'their profiles',
      decided_by: 'the admin who decided',
    },
    erase: deleteOwn('ambassador_applications', 'the campus ambassador application'),
    export: {
      file: 'ambassador-application.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select college, city, year_of_study, why, social_links, status, decided_at, created_at
              from ambassador_applications where user_id = ${p.id}`,
        ),
    },
  },
  typing_results: {
    personal: { user_id: 'the typist', log: 'their keystrokes', mistakes: 'their mistakes' },
    notPersonal: { preset_name: "the exam's name" },
    erase: deleteOwn(
      'typing_results',
      'every result, with its certificate and its attachment to applications',
    ),
    export: {
      file: 'typing-results.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select r.*, c.id as certificate_id, c.issued_at as certificate_issued_at,
                c.revoked_at as certificate_revoked_at
              from typing_results r left join typing_certificates c on c.result_id = r.id
              where r.user_id = ${p.id} order by r.created_at`,
        ),
    },
  },
  typing_certificates: {
    personal: { name: 'the name printed on the public certificate' },
    erase: {
      action: 'delete',
      does: 'the public certificates: their address stops answering',
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from typing_certificates where result_id in
                (select id from typing_results where user_id = ${p.id})`,
        );
      },
    },
    export: {
      file: 'typing-certificates.json',
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select c.id, c.name, c.issued_at, c.revoked_at, c.revoked_reason, r.preset_name,
                r.net_wpm
              from typing_certificates c join typing_results r on r.id = c.result_id
              where r.user_id = ${p.id}`,
        ),
    },
  },
  application_typing_results: {
    personal: { application_id: 'an application', result_id: 'the result attached to it' },
    erase: {
      action: 'delete',
      does: 'results attached to applications (with the results)',
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from application_typing_results where result_id in
                (select id from typing_results where user_id = ${p.id})`,
        );
      },
    },
    export: { within: 'typing_results' },
  },
  typing_attempts: {
    personal: {
      user_id: 'who took the test',
      passage_ids: 'which passages they were given',
      log_hash: 'a fingerprint of their keystroke log',
      keys_hash: 'a fingerprint of the keys they pressed',
    },
    erase: deleteOwn('typing_attempts', 'every test attempt, with its keystroke fingerprints'),
    export: {
      file: 'typing-attempts.json',
      // Not the nonce or the fingerprints: secrets of the check, not data about the typist.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select id, preset_id, language, layout, duration_minutes, passage_ids, started_at,
                submitted_at, result_id
              from typing_attempts where user_id = ${p.id} order by started_at`,
        ),
    },
  },
  typing_retests: {
    personal: {
      employer_id: 'the employer who made the retest link',
      application_id: 'the application, and so the candidate, it is for',
    },
    erase: {
      action: 'delete',
      does: 'retest links the person made as an employer, and those made for their applications',
      run: async (tx, p) => {
        await tx.execute(
          sql`delete from typing_retests where employer_id = ${p.id} or application_id in
                (select id from applications where candidate_id = ${p.id})`,
        );
      },
    },
    export: {
      file: 'typing-retests.json',
      // Not the token: it is the link itself, a key rather than data about anyone.
      collect: (db, p) =>
        rowsOf(
          db,
          sql`select id, application_id, preset_id, language, layout, duration_minutes,
                created_at, used_at, result_id
              from typing_retests where employer_id = ${p.id} or application_id in
                (select id from applications where candidate_id = ${p.id})
              order by created_at`,
        ),
    },
  },
  typing_passages: {
    personal: { created_by: 'the admin who added it' },
    notPersonal: {
      body: 'a passage to copy',
      title: 'its title',
      seed_key: 'which shipped passage it is, not a file',
    },
    erase: {
      action: 'keep',
      reason: 'texts for the typing test; an erased admin who added one is an anonymised reference',
    },
    export: { none: 'texts for everyone to type, not data about a person' },
  },
  typing_presets: {
    personal: {},
    notPersonal: { name: "an exam's name" },
    erase: { action: 'keep', reason: 'exam rules, nothing about a person' },
    export: { none: 'exam rules, nothing about a person' },
  },
} satisfies Record<string, Declaration>;
