import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { AuthResponseSchema } from '@shuruaat/contract';
import { rowsOf } from '../db/raw-rows';
import { bearer, confirmEmail, PASSWORD, uniqueEmail, type TestAccount } from './accounts';
import { apply, CANDIDATE_PROFILE, updateProfile, uploadResume } from './candidates';
import { interviewBody, sendMessage } from './conversations';
import { COMPANY_PROFILE, internshipBody, postJob, readyEmployer } from './jobs';
import { AMBASSADOR_BODY, hire, STORY_TEXT } from './programs';
import { passedSscResult } from './typing';
import { multipart, tinyPdf } from './uploads';

/**
 * Fixtures for erasure and export: two people who have used every part of the site that keeps
 * something about them, each marked with a word found nowhere else, so a search of every column
 * and every archive entry for that word finds exactly what is left of them.
 */

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; payload?: object };

async function must(app: FastifyInstance, account: TestAccount | null, call: Call) {
  const response = await app.inject({
    method: call.method ?? 'POST',
    url: call.url,
    headers: account ? bearer(account.token) : {},
    ...(call.payload ? { payload: call.payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${call.url} answered ${response.statusCode}: ${response.body}`);
  return response;
}

/** Registers with a name of our choosing (the shared helper names everyone "Test Person"). */
export async function registerNamed(
  app: FastifyInstance,
  role: 'candidate' | 'employer',
  name: string,
): Promise<TestAccount> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase());
  const response = await must(app, null, {
    url: '/api/users/register',
    payload: { name, email, password: PASSWORD, role },
  });
  const { user, token } = AuthResponseSchema.parse(response.json());
  await confirmEmail(app, email);
  return { user: { ...user, emailVerified: true }, token, email, cookies: {} };
}

export const sendAttachment = async (
  app: FastifyInstance,
  account: TestAccount,
  applicationId: string,
  fileName: string,
) => {
  const body = multipart('file', fileName, 'application/pdf', tinyPdf(fileName));
  const response = await app.inject({
    method: 'POST',
    url: `/api/users/messages/${applicationId}/attachment`,
    headers: { ...body.headers, ...bearer(account.token) },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`attachment failed: ${response.body}`);
};

export type MarkedPair = {
  candidate: TestAccount;
  employer: TestAccount;
  jobId: string;
  applicationId: string;
  phone: string;
};

/**
 * A candidate and an employer, marked `candidateMark` and `employerMark`, who have both used
 * everything: profile, resume, application, messages with files both ways, an interview the
 * candidate asked to move, a typing certificate, a story, program and ambassador applications,
 * a listing report and a contact form each, a job alert, failed sign-ins and a reset link.
 */
export async function markedPair(
  app: FastifyInstance,
  candidateMark: string,
  employerMark: string,
  phone: string,
  employerPhone: string,
): Promise<MarkedPair> {
  const employer = await registerNamed(app, 'employer', `Eshan ${employerMark}`);
  await must(app, employer, {
    method: 'PUT',
    url: '/api/employers/update-employer-profile',
    payload: { ...COMPANY_PROFILE, contactPhone: employerPhone },
  });
  const job = await postJob(app, employer, internshipBody({ questions: [] }));
  const candidate = await registerNamed(app, 'candidate', `Ishita ${candidateMark}`);
  await updateProfile(app, candidate, {
    ...CANDIDATE_PROFILE,
    fullName: `Ishita ${candidateMark}`,
    phone,
  });
  await uploadResume(app, candidate);
  if ((await apply(app, candidate, job._id)).statusCode !== 201) throw new Error('apply failed');
  const [application] = await rowsOf<{ id: string }>(
    app.db,
    sql`select id from applications where candidate_id = ${candidate.user._id}`,
  );
  const applicationId = application?.id ?? '';

  await sendMessage(app, employer, applicationId, `${employerMark} here: are you free next week?`);
  await sendAttachment(app, employer, applicationId, `${employerMark}-offer.pdf`);
  const reply = await sendMessage(
    app,
    candidate,
    applicationId,
    `${candidateMark} here, call me on ${phone}`,
  );
  await must(app, employer, {
    url: `/api/users/messages/${applicationId}/report/${reply.json().sent._id as string}`,
    payload: { reason: `${employerMark} finds the tone rude` },
  });
  await sendAttachment(app, candidate, applicationId, `${candidateMark}-marksheet.pdf`);
  const interview = await must(app, employer, {
    url: `/api/users/messages/${applicationId}/interviews`,
    payload: { ...interviewBody(), notes: `Ask for ${employerMark} at the gate.` },
  });
  await must(app, candidate, {
    url: `/api/users/interviews/${interview.json().interview._id as string}/respond`,
    payload: { answer: 'reschedule', note: `${candidateMark} has an exam that morning` },
  });

  await passedSscResult(app, candidate.token);
  await must(app, candidate, { method: 'PUT', url: `/api/candidates/saved-jobs/${job._id}` });
  await must(app, candidate, {
    url: '/api/candidates/job-alerts',
    payload: { query: { q: 'react', kind: 'internship', city: ['Pune'] } },
  });
  await must(app, candidate, {
    url: '/api/candidates/ambassador-application',
    payload: {
      ...AMBASSADOR_BODY,
      why: `${candidateMark} runs the coding club and wants every junior on campus to find an internship.`,
    },
  });
  await must(app, candidate, {
    url: '/api/candidates/program-applications',
    payload: {
      program: 'standard',
      track: 'web-development',
      college: 'Government Engineering College, Nagpur',
      graduationYear: 2027,
      skills: ['React'],
      whyYou: `${candidateMark} wants a mentor to review her React code every week.`,
      attachResume: true,
    },
  });
  const otherJob = await postJob(
    app,
    await readyEmployer(app),
    internshipBody({ title: 'Reported Intern' }),
  );
  for (const [account, mark] of [
    [candidate, candidateMark],
    [employer, employerMark],
  ] as const) {
    await must(app, account, {
      url: `/api/users/reports/${otherJob._id}`,
      payload: { reason: 'asks_for_money', details: `${mark} was asked for a fee on WhatsApp.` },
    });
    // Signed out, with the account's own address.
    await must(app, null, {
      url: '/api/submissions/contact',
      payload: {
        name: `Someone ${mark}`,
        email: account.email,
        topic: 'other',
        message: `${mark} writes in without signing in, about a listing.`,
      },
    });
    await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: 'not-the-password' },
    });
  }
  await hire(app, employer, job._id, candidate.user._id);
  await must(app, candidate, {
    url: '/api/candidates/success-stories',
    payload: {
      jobId: job._id,
      headline: `${candidateMark}: ${STORY_TEXT.headline}`,
      story: STORY_TEXT.story,
      consent: true,
    },
  });
  return { candidate, employer, jobId: job._id, applicationId, phone };
}

/** Every row of every table, as JSON text, with the table it came from. */
export async function everyRow(app: FastifyInstance): Promise<{ table: string; row: string }[]> {
  const tables = await rowsOf<{ table_name: string }>(
    app.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables) {
    const rows = await rowsOf<{ row: string }>(
      app.db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    found.push(...rows.map(({ row }) => ({ table, row })));
  }
  return found;
}

/** Where any of the needles still appears: "table: needle" for each hit. */
export async function tracesOf(app: FastifyInstance, needles: string[]): Promise<string[]> {
  const lower = needles.map((needle) => needle.toLowerCase());
  const hits = new Set<string>();
  for (const { table, row } of await everyRow(app)) {
    const text = row.toLowerCase();
    for (const needle of lower) if (text.includes(needle)) hits.add(`${table}: ${needle}`);
  }
  return [...hits].sort();
}
