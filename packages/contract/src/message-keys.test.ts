import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin';
import { APPLY_MESSAGES } from './apply-messages';
import { BLOG_MESSAGES } from './blogs';
import { CONVERSATION_MESSAGES } from './conversations';
import { FRAUD_MESSAGES } from './fraud';
import { JOB_MESSAGES } from './jobs';
import en from './locales/en.json';
import { MESSAGES } from './messages';
import { SCAM_WARNING_MESSAGES } from './scam-warnings';
import { SCREENING_MESSAGES } from './screening';
import { SUBMISSION_DETAIL_LABELS, SUBMISSION_MESSAGES } from './submissions';
import {
  CertificateRevokeBodySchema,
  PassageBodySchema,
  TYPING_LIMITS,
  TYPING_MESSAGES,
} from './typing';
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

  it('holds every answer the admin console and the inbox show, in the server’s exact English', () => {
    const english = new Set(Object.values(en as Record<string, string>));
    const a = ADMIN_MESSAGES;
    const shown = [
      ...[a.userDeleted, a.roleUpdated, a.jobPosted, a.fetchUsers, a.userNotFound, a.ownRole],
      ...[a.lastAdmin, a.deleteSelf, a.notEmployer, a.verificationNotPending, a.notVerified],
      ...[a.verificationApproved, a.verificationRejected, a.verificationRevoked],
      ...[a.accessGranted, a.accessRevoked, a.reportNotOpen, a.reportsClosed, a.reportsDismissed],
      ...Object.values(JOB_MESSAGES),
      ...Object.values(FRAUD_MESSAGES),
      SCREENING_MESSAGES.approved,
      SCREENING_MESSAGES.rejected,
      SCREENING_MESSAGES.notPending,
      SCREENING_MESSAGES.notFound,
      SUBMISSION_MESSAGES.fetchFailed,
      SUBMISSION_MESSAGES.updateFailed,
      SUBMISSION_MESSAGES.markedHandled,
      SUBMISSION_MESSAGES.markedUnhandled,
      SUBMISSION_MESSAGES.notFound,
      CONVERSATION_MESSAGES.reportReviewed,
      CONVERSATION_MESSAGES.reportNotFound,
      SCAM_WARNING_MESSAGES.suspensionLifted,
      SCAM_WARNING_MESSAGES.suspensionNotFound,
      TYPING_MESSAGES.passageSaved,
      TYPING_MESSAGES.certificateNotFound,
      TYPING_MESSAGES.alreadyRevoked,
    ];
    expect(shown.filter((message) => !english.has(message))).toEqual([]);
  });

  it('holds the names of a submission’s details the inbox shows, under their keys', () => {
    const catalogue = en as Record<string, string>;
    for (const [key, english] of Object.entries(SUBMISSION_DETAIL_LABELS))
      expect(catalogue[`contract.submissions.detail.${key}`]).toBe(english);
  });

  it('holds the checks of the console’s typing forms as the schemas word them', () => {
    const catalogue = en as Record<string, string>;
    const said = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const passage = { language: 'hi', title: '', body: 'x', difficulty: 'easy', topics: [] };
    expect(said(PassageBodySchema.safeParse({ ...passage, source: '' }))).toEqual([
      catalogue['contract.typing.passageTitle'],
      catalogue['contract.typing.passageMin']?.replace('{min}', () =>
        String(TYPING_LIMITS.passageMin),
      ),
      catalogue['contract.typing.passageTopics'],
      catalogue['contract.typing.passageSource'],
    ]);
    const long = { ...passage, body: 'x'.repeat(TYPING_LIMITS.passageMax + 1) };
    expect(said(PassageBodySchema.safeParse(long))).toContain(
      catalogue['contract.typing.passageMax']?.replace('{max}', () =>
        String(TYPING_LIMITS.passageMax),
      ),
    );
    expect(said(CertificateRevokeBodySchema.safeParse({ reason: '' }))).toEqual([
      catalogue['contract.typing.revokeReason'],
    ]);
  });
});
