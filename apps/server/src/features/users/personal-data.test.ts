import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  DataExportsResponseSchema,
  MAIL_MESSAGES,
  NotificationsResponseSchema,
} from '@shuruaat/contract';
import { rowsOf } from '../../db/raw-rows';
import {
  adminAccount,
  bearer,
  latestMail,
  PASSWORD,
  tokenFrom,
  type TestAccount,
} from '../../test/accounts';
import { markedPair, tracesOf, type MarkedPair } from '../../test/personal-data';
import { createTestApp, filesStoredBy } from '../../test/test-app';
import { exportFiles, FILE_AREAS, PERSONAL_DATA } from './personal-data/registry';
import { untar } from '../../test/untar';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// Columns whose name says they may hold a person's details, and columns naming a stored file.
const PERSONAL_NAME = /(^|_)(email|name|phone|mobile|details|body|message|address|note|notes)(_|$)/;
const FILE_KEY = /_key$/;

/** Two people who used every feature take a few seconds to build; more on a busy machine. */
const HEAVY_TEST_MS = 90_000;

type Column = { table_name: string; column_name: string };

async function suspectColumns(): Promise<Map<string, Map<string, string>>> {
  const columns = await rowsOf<Column>(
    app.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const userRefs = await rowsOf<Column>(
    app.db,
    sql`select src.relname as table_name, a.attname as column_name
        from pg_constraint k
        join pg_class src on src.oid = k.conrelid
        join pg_class dst on dst.oid = k.confrelid
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f' and dst.relname = 'users'`,
  );
  const suspects = new Map<string, Map<string, string>>();
  const add = (table: string, column: string, why: string) => {
    const forTable = suspects.get(table) ?? new Map<string, string>();
    forTable.set(column, why);
    suspects.set(table, forTable);
  };
  for (const c of userRefs) add(c.table_name, c.column_name, 'references users');
  for (const c of columns) {
    if (PERSONAL_NAME.test(c.column_name)) add(c.table_name, c.column_name, 'a personal name');
    if (FILE_KEY.test(c.column_name)) add(c.table_name, c.column_name, 'names a stored file');
  }
  return suspects;
}

function declarationTemplate(table: string, columns: Map<string, string>): string {
  const personal = [...columns.keys()].map((c) => `${c}: '<what it holds>'`).join(', ');
  return [
    `Table "${table}" holds personal data (${[...columns].map(([c, why]) => `${c}: ${why}`).join('; ')}) but has no entry in PERSONAL_DATA.`,
    'Add one to an area file in apps/server/src/features/users/personal-data/ (accounts, candidates, conversations, hiring or mail):',
    `  ${table}: {`,
    `    personal: { ${personal} },`,
    "    erase: { action: 'delete' | 'redact', does: '…', run: async (tx, p, out) => {…} } | { action: 'keep', reason: '<also in the privacy notice>' },",
    "    export: { file: '<name>.json', collect: (db, p) => rowsOf(db, sql`select … where user_id = ${p.id}`) } | { within: '<table>' } | { none: '<why>' },",
    '  },',
  ].join('\n');
}

describe('the personal data registry', () => {
  it('declares every table with a user reference, a personal-looking column or a stored file', async () => {
    const problems: string[] = [];
    for (const [table, columns] of await suspectColumns()) {
      const entry = PERSONAL_DATA[table];
      if (!entry) {
        problems.push(declarationTemplate(table, columns));
        continue;
      }
      const fileHolders = Object.values(FILE_AREAS).map((area) => area.holder);
      for (const [column, why] of columns) {
        const declared =
          column in entry.personal ||
          column in (entry.notPersonal ?? {}) ||
          (why === 'names a stored file' && fileHolders.includes(`${table}.${column}`));
        if (!declared)
          problems.push(
            `${table}.${column} (${why}) is in neither "personal" nor "notPersonal" of its entry; a stored file's column also needs a FILE_AREAS entry.`,
          );
      }
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
  });

  it('names only tables and columns that exist, and files areas held by real columns', async () => {
    const columns = await rowsOf<Column>(
      app.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public'`,
    );
    const known = new Set(columns.map((c) => `${c.table_name}.${c.column_name}`));
    const missing = Object.entries(PERSONAL_DATA).flatMap(([table, entry]) =>
      [...Object.keys(entry.personal), ...Object.keys(entry.notPersonal ?? {})]
        .map((column) => `${table}.${column}`)
        .filter((name) => !known.has(name)),
    );
    missing.push(
      ...Object.values(FILE_AREAS)
        .map((area) => area.holder)
        .filter((holder) => !known.has(holder)),
    );
    expect(missing).toEqual([]);
    for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
      if ('within' in entry.export)
        expect(PERSONAL_DATA, table).toHaveProperty(entry.export.within);
      if (entry.erase.action === 'keep') expect(entry.erase.reason.length).toBeGreaterThan(10);
    }
  });
});

/** Every stored file whose bytes contain one of the needles, by its storage key. */
async function filesHolding(needles: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const file of await filesStoredBy(app)) {
    const text = file.bytes.toString('latin1').toLowerCase();
    if (needles.some((needle) => text.includes(needle.toLowerCase()))) hits.push(file.key);
  }
  return hits;
}

const resetLinkFor = async (email: string) => {
  await app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
  return tokenFrom((await latestMail(app, email, 'password_reset')).text, '/reset-password');
};

/** Opens a reset link issued before the erasure: it must be dead, and queue no mail. */
async function expectResetRefused(token: string, email: string) {
  const reset = await app.inject({
    method: 'POST',
    url: '/api/users/reset-password',
    payload: { token, password: 'a-brand-new-password' },
  });
  expect(reset.statusCode).toBe(400);
  expect(reset.json().message).toBe(MAIL_MESSAGES.resetInvalid);
  const [queued] = await rowsOf<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from mail_outbox where lower(to_address) = lower(${email})`,
  );
  expect(queued?.n).toBe(0);
}

const needlesOf = (pair: MarkedPair, mark: string, who: 'candidate' | 'employer') =>
  who === 'candidate'
    ? [mark, pair.candidate.email, pair.phone, pair.phone.replaceAll(' ', '')]
    : [mark, pair.employer.email];

const rowsFor = async (table: string, column: string, id: string) =>
  (
    await rowsOf<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
    )
  )[0]?.n;

describe('erasure leaves nothing of the person behind', () => {
  it(
    'after self-deletion: no row or file holds the candidate, the reset link is dead, the employer is told "Deleted account"',
    async () => {
      const pair = await markedPair(
        app,
        'Quillfeather',
        'Ravelstoke',
        '91234 56780',
        '+91 90000 11111',
      );
      const needles = needlesOf(pair, 'Quillfeather', 'candidate');
      expect(await tracesOf(app, needles)).not.toEqual([]);
      expect(await filesHolding(['Quillfeather'])).not.toEqual([]);
      const resetToken = await resetLinkFor(pair.candidate.email);

      const deleted = await app.inject({
        method: 'POST',
        url: '/api/users/me/delete',
        headers: bearer(pair.candidate.token),
        payload: { password: PASSWORD, confirm: 'DELETE' },
      });
      expect(deleted.statusCode).toBe(204);

      expect(await tracesOf(app, needles)).toEqual([]);
      expect(await filesHolding(['Quillfeather', 'Ravelstoke'])).toEqual([]);
      for (const [table, column] of [
        ['job_alerts', 'user_id'],
        ['email_tokens', 'user_id'],
        ['typing_results', 'user_id'],
        ['messages', 'sender_id'],
      ] as const)
        expect(await rowsFor(table, column, pair.candidate.user._id), table).toBe(0);
      await expectResetRefused(resetToken, pair.candidate.email);

      const [interview] = await rowsOf<{ status: string; candidate_note: string }>(
        app.db,
        sql`select status, candidate_note from interviews where application_id = ${pair.applicationId}`,
      );
      expect(interview).toEqual({ status: 'cancelled', candidate_note: '' });
      const { notifications } = NotificationsResponseSchema.parse(
        (
          await app.inject({
            url: '/api/users/notifications',
            headers: bearer(pair.employer.token),
          })
        ).json(),
      );
      expect(notifications[0]?.title).toBe(
        `Interview cancelled: ${ADMIN_MESSAGES.deletedAccountName}`,
      );
    },
    HEAVY_TEST_MS,
  );

  it(
    "after an admin's deletion: no row or file holds the employer, the reset link is dead, the candidate is told",
    async () => {
      const pair = await markedPair(
        app,
        'Oakenholt',
        'Marrowbeck',
        '91234 56781',
        '+91 90000 22222',
      );
      const needles = [...needlesOf(pair, 'Marrowbeck', 'employer'), '90000 22222', '9000022222'];
      expect(await tracesOf(app, needles)).not.toEqual([]);
      const resetToken = await resetLinkFor(pair.employer.email);
      const admin = await adminAccount(app);

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/admins/delete-user/${pair.employer.user._id}`,
        headers: bearer(admin.token),
      });
      expect(deleted.statusCode).toBe(200);

      expect(await tracesOf(app, needles)).toEqual([]);
      // Both sides' files in the employer's conversation go: they are about the application.
      expect(await filesHolding(['Marrowbeck', 'Oakenholt-marksheet'])).toEqual([]);
      await expectResetRefused(resetToken, pair.employer.email);
      const [company] = await rowsOf<{ contact_name: string; owner_user_id: string | null }>(
        app.db,
        sql`select c.contact_name, c.owner_user_id from companies c
          join jobs j on j.company_id = c.id where j.id = ${pair.jobId}`,
      );
      expect(company).toEqual({ contact_name: '', owner_user_id: null });
      const { notifications } = NotificationsResponseSchema.parse(
        (
          await app.inject({
            url: '/api/users/notifications',
            headers: bearer(pair.candidate.token),
          })
        ).json(),
      );
      expect(notifications.map((n) => n.title)).toContain(
        'Interview cancelled: React Developer Intern at Kirana Cloud',
      );
    },
    HEAVY_TEST_MS,
  );
});

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

describe('the data export', () => {
  /** Requests, builds and downloads the account's archive; its entries by name. */
  async function archiveOf(account: TestAccount): Promise<Map<string, Buffer>> {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/users/data-exports',
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(202);
    await app.buildDataExports();
    const { exports } = DataExportsResponseSchema.parse(
      (await app.inject({ url: '/api/users/data-exports', headers: bearer(account.token) })).json(),
    );
    const download = await app.inject({
      url: must(exports[0]?.downloadUrl, 'download link'),
      headers: bearer(account.token),
    });
    return untar(download.rawPayload);
  }

  const holding = (files: Map<string, Buffer>, needles: string[]) =>
    [...files].flatMap(([name, data]) => {
      const text = data.toString('latin1').toLowerCase();
      return needles.filter((n) => text.includes(n.toLowerCase())).map((n) => `${name}: ${n}`);
    });

  it(
    'holds one file per registry entry and folder, with all of the person and none of the other party',
    async () => {
      const pair = await markedPair(
        app,
        'Vellacott',
        'Brightwater',
        '91234 56782',
        '+91 90000 33333',
      );
      const candidateNeedles = ['Vellacott', pair.candidate.email, '91234 56782', '9123456782'];
      const employerNeedles = ['Brightwater', pair.employer.email, '90000 33333', '9000033333'];
      const folders = Object.values(FILE_AREAS).flatMap((area) =>
        'folder' in area.export ? [area.export.folder] : [],
      );
      const jsonNames = (files: Map<string, Buffer>) =>
        [...files.keys()].filter((name) => !folders.some((folder) => name.startsWith(folder)));
      const declared = ['README.txt', ...exportFiles().map((entry) => entry.file)].sort();

      const mine = await archiveOf(pair.candidate);
      expect(jsonNames(mine).sort()).toEqual(declared);
      const json = (name: string) => JSON.parse(must(mine.get(name), name).toString('utf8'));
      const [conversation] = json('messages.json');
      expect(conversation.messages).toEqual([
        { from: 'other party', sentAt: expect.any(String) },
        { from: 'other party', sentAt: expect.any(String) },
        expect.objectContaining({ from: 'you', body: 'Vellacott here, call me on 91234 56782' }),
        expect.objectContaining({ from: 'you', attachment: 'Vellacott-marksheet.pdf' }),
      ]);
      expect(json('interviews.json')).toEqual([
        expect.objectContaining({
          candidateNote: 'Vellacott has an exam that morning',
          notes: null,
        }),
      ]);
      expect(json('typing-certificates.json')[0]).toMatchObject({ name: 'Ishita Vellacott' });
      expect(json('typing-results.json')).toHaveLength(1);
      expect(json('success-stories.json')).toHaveLength(1);
      expect(json('ambassador-application.json')).toHaveLength(1);
      expect(json('listing-reports.json')).toHaveLength(1);
      expect(json('job-alerts.json')).toHaveLength(1);
      expect(
        json('submissions.json')
          .map((s: { kind: string }) => s.kind)
          .sort(),
      ).toEqual(['contact', 'program-application']);
      expect([...mine.keys()].filter((name) => name.startsWith('attachments/'))).toEqual([
        expect.stringMatching(/-Vellacott-marksheet\.pdf$/),
      ]);
      expect(holding(mine, employerNeedles)).toEqual([]);

      const theirs = await archiveOf(pair.employer);
      expect(jsonNames(theirs).sort()).toEqual(declared);
      expect(holding(theirs, ['Brightwater here: are you free next week?'])).not.toEqual([]);
      expect(holding(theirs, candidateNeedles)).toEqual([]);
    },
    HEAVY_TEST_MS,
  );
});
