import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin';
import { PIPELINE_MESSAGES, RESUME_ACCESS_MESSAGES } from './applications';
import { APPLY_MESSAGES } from './apply-messages';
import { BLOG_MESSAGES } from './blogs';
import { jobIssues } from './job-rules';
import { JOB_MESSAGES, PostJobBodySchema } from './jobs';
import en from './locales/en.json';
import { MESSAGES } from './messages';
import { SCREENING_FLAG_LABELS, SCREENING_MESSAGES } from './screening';
import { STIPEND_MESSAGES } from './track-records';
import { LoginBodySchema, RegisterBodySchema } from './users';

// The contract's messages are keys in its catalogue (decision 032); the spec's English stays
// exactly as written, so the English catalogue must say word for word what the code sends.
function leaves(value: object, path: string[] = []): [string, string][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? leaves(inner as object, [...path, key])
      : [[`contract.${[...path, key].join('.')}`, String(inner)] as [string, string]],
  );
}

describe('the contract catalogue', () => {
  it('holds every spec message under its path, in the spec’s exact English', () => {
    const catalogue = en as Record<string, string>;
    for (const [key, english] of leaves(MESSAGES)) expect(catalogue[key]).toBe(english);
  });

  it('holds the apply messages, a parameter where the code fills one in', () => {
    const catalogue = en as Record<string, string>;
    const { profileFirst, ...fixed } = APPLY_MESSAGES;
    for (const [key, english] of leaves(fixed, ['apply'])) expect(catalogue[key]).toBe(english);
    expect(catalogue['contract.apply.profileFirst']).toBe(profileFirst('{missing}'));
  });

  it('holds the blog messages a reader of the public blog sees, in the spec’s English', () => {
    const catalogue = en as Record<string, string>;
    const { fetchFailed, empty, notFound } = BLOG_MESSAGES;
    for (const [key, english] of leaves({ fetchFailed, empty, notFound }, ['blogs']))
      expect(catalogue[key]).toBe(english);
  });

  it('holds the sign-up and login checks as the schemas word them, numbers as parameters', () => {
    const catalogue = en as Record<string, string>;
    const said = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const fill = (key: string, values: Record<string, number>) =>
      Object.entries(values).reduce(
        (message, [name, value]) => message.replace(`{${name}}`, () => String(value)),
        catalogue[key] ?? key,
      );
    const base = {
      name: 'Asha',
      email: 'asha@example.in',
      password: 'long-enough-1',
      role: 'candidate',
    };
    expect(said(RegisterBodySchema.safeParse({ ...base, email: 'not-an-email' }))).toEqual([
      catalogue['contract.users.emailInvalid'],
    ]);
    expect(
      said(RegisterBodySchema.safeParse({ ...base, email: `${'a'.repeat(250)}@x.in` })),
    ).toContain(catalogue['contract.users.emailTooLong']);
    expect(said(RegisterBodySchema.safeParse({ ...base, password: 'short' }))).toEqual([
      fill('contract.users.passwordTooShort', { min: 8 }),
    ]);
    expect(said(RegisterBodySchema.safeParse({ ...base, password: 'p'.repeat(129) }))).toEqual([
      fill('contract.users.passwordTooLong', { max: 128 }),
    ]);
    expect(said(RegisterBodySchema.safeParse({ ...base, name: 'A' }))).toEqual([
      catalogue['contract.users.nameTooShort'],
    ]);
    expect(said(RegisterBodySchema.safeParse({ ...base, name: 'A'.repeat(81) }))).toEqual([
      fill('contract.users.nameTooLong', { max: 80 }),
    ]);
    expect(said(LoginBodySchema.safeParse({ email: base.email, password: '' }))).toEqual([
      catalogue['contract.users.passwordRequired'],
    ]);
  });

  it('holds the listing report answers a job page shows, in the server’s exact English', () => {
    const catalogue = en as Record<string, string>;
    expect(catalogue['contract.admin.reportSent']).toBe(ADMIN_MESSAGES.reportSent);
    expect(catalogue['contract.admin.reportOpen']).toBe(ADMIN_MESSAGES.reportOpen);
  });
});

// A message with parameters is recognised the way the web does (lib/i18n/server-words.ts):
// its English with each `{name}` standing for any text.
function isKnown(message: string): boolean {
  return Object.values(en as Record<string, string>).some((english) => {
    const source = english
      .split(/(\{\w+\})/)
      .map((part) =>
        /^\{\w+\}$/.test(part) ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return new RegExp(`^${source}$`, 's').test(message);
  });
}

describe('the employer’s listing messages', () => {
  it('hold what posting, editing and screening answer, in the server’s exact English', () => {
    const catalogue = en as Record<string, string>;
    for (const [key, english] of leaves(JOB_MESSAGES, ['jobs']))
      expect(catalogue[key]).toBe(english);
    const { heldOnPost, heldOnEdit, rejectedNoReopen } = SCREENING_MESSAGES;
    for (const [key, english] of leaves({ heldOnPost, heldOnEdit, rejectedNoReopen }, [
      'screening',
    ]))
      expect(catalogue[key]).toBe(english);
    for (const [key, english] of leaves(SCREENING_FLAG_LABELS, ['screening', 'flag']))
      expect(catalogue[key]).toBe(english);
    for (const [key, english] of leaves(PIPELINE_MESSAGES, ['pipeline']))
      expect(catalogue[key]).toBe(english);
    expect(catalogue['contract.resumeAccess.noAccess']).toBe(RESUME_ACCESS_MESSAGES.noAccess);
    expect(catalogue['contract.admin.accessRequested']).toBe(ADMIN_MESSAGES.accessRequested);
    expect(catalogue['contract.admin.accessPending']).toBe(ADMIN_MESSAGES.accessPending);
    const { question, answered, responded, alreadyAnswered, alreadyResponded } = STIPEND_MESSAGES;
    const stipend = { question, answered, responded, alreadyAnswered, alreadyResponded };
    for (const [key, english] of leaves(stipend, ['stipend'])) expect(catalogue[key]).toBe(english);
    const verification = [
      'verificationRequested',
      'verificationPending',
      'alreadyVerified',
      'verificationWithdrawn',
      'verificationCorrected',
      'noVerificationRequest',
      'websiteDomain',
      'needCompanyName',
    ] as const;
    for (const name of verification)
      expect(catalogue[`contract.admin.${name}`]).toBe(ADMIN_MESSAGES[name]);
  });

  it('know every field error and listing rule the post-job form can show', () => {
    const base = {
      kind: 'internship',
      title: 'Web developer intern',
      description: 'd'.repeat(60),
      category: 'web-development',
      skills: [],
      workMode: 'office',
      cities: ['Pune'],
      partTime: false,
      openings: 1,
      startDate: null,
      durationMonths: 3,
      stipend: { min: 10000, max: 15000 },
      ctc: null,
      perks: [],
      questions: [],
      applyBy: '2099-01-01',
    };
    const bad = [
      { title: 'Web', description: 'short', category: '', openings: Number.NaN },
      { title: 'URGENT HIRING ₹20000 STIPEND', description: 'd'.repeat(10_001) },
      { skills: ['Excel', 'excel', 'x'.repeat(41)], cities: ['Pune', 'Pune'], perks: ['x'] },
      { stipend: { min: 1.5, max: 100 }, openings: 0, durationMonths: 0 },
      { stipend: { min: 20000, max: 10000 } },
      { stipend: { min: 5000, max: 90000 } },
      { stipend: { min: 5000, max: 900000 }, durationMonths: 99, openings: 100_000 },
      { stipend: undefined, ctc: { min: 1, max: 2 }, durationMonths: null },
      { stipend: null, openings: 50, cities: [], startDate: '2000-01-01' },
      { kind: 'job', ctc: { min: 45, max: 99_000_000 }, durationMonths: 3, ppo: true },
      {
        kind: 'job',
        ctc: null,
        stipend: null,
        durationMonths: null,
        questions: [{ question: 'Why', required: true }],
      },
    ];
    const messages = bad.flatMap((changes) => {
      const result = PostJobBodySchema.safeParse({ ...base, ...changes });
      return result.error?.issues.map((issue) => issue.message) ?? [];
    });
    messages.push(...jobIssues({ ...base, applyBy: '2000-01-01' } as never).map((i) => i.message));
    expect(messages.length).toBeGreaterThan(25);
    expect(isKnown('Keep each answer short')).toBe(false);
    expect(messages.filter((message) => !isKnown(message))).toEqual([]);
  });
});
