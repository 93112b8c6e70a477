import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin';
import { APPLY_MESSAGES } from './apply-messages';
import { BLOG_MESSAGES } from './blogs';
import en from './locales/en.json';
import { MESSAGES } from './messages';
import { OFFER_CHECK_MESSAGES } from './scam-warnings';
import { SUBMISSION_FORM_MESSAGES, SUBMISSION_MESSAGES } from './submissions';
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

  it('holds the public site forms’ answers and field checks, numbers as parameters', () => {
    const catalogue = en as Record<string, string>;
    const { skillsTooMany, whyTooShort, whyTooLong, ...fixed } = SUBMISSION_FORM_MESSAGES;
    for (const [key, english] of leaves(fixed, ['submissionForms']))
      expect(catalogue[key]).toBe(english);
    expect(catalogue['contract.submissionForms.skillsTooMany']).toBe(
      skillsTooMany(Number.NaN).replace('NaN', '{max}'),
    );
    expect(catalogue['contract.submissionForms.whyTooShort']).toBe(
      whyTooShort(Number.NaN).replace('NaN', '{min}'),
    );
    expect(catalogue['contract.submissionForms.whyTooLong']).toBe(
      whyTooLong(Number.NaN).replace('NaN', '{max}'),
    );
    // The admins' inbox messages stay English; these are the ones a visitor reads.
    const { fetchFailed, updateFailed, markedHandled, markedUnhandled, notFound, ...visitorSees } =
      SUBMISSION_MESSAGES;
    for (const [key, english] of leaves(visitorSees, ['submissions']))
      expect(catalogue[key]).toBe(english);
  });

  it('holds the offer checker’s answers in the server’s exact English', () => {
    const catalogue = en as Record<string, string>;
    for (const [key, english] of leaves(OFFER_CHECK_MESSAGES, ['offerCheck']))
      expect(catalogue[key]).toBe(english);
  });
});
