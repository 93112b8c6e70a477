import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin';
import { APPLY_MESSAGES } from './apply-messages';
import { BLOG_MESSAGES } from './blogs';
import {
  CANDIDATE_FIELD_LABELS,
  RESUME_MESSAGES,
  UpdateCandidateProfileBodySchema,
} from './candidates';
import { MAIL_MESSAGES } from './mail';
import { BirthDateBodySchema, MINOR_MESSAGES } from './minors';
import { DeleteAccountBodySchema, PRIVACY_MESSAGES } from './privacy';
import { SAVED_JOB_MESSAGES, SAVED_JOBS_LIMIT } from './saved-jobs';
import en from './locales/en.json';
import { MESSAGES } from './messages';
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

  it('holds the messages a student’s dashboard shows, in the server’s exact English', () => {
    const catalogue = en as Record<string, string>;
    const mail = ['verifySent', 'alreadyVerified', 'preferencesSaved', 'alertDeleted'] as const;
    const more = ['alertNotFound', 'unsubscribed', 'unsubscribeInvalid'] as const;
    for (const name of [...mail, ...more])
      expect(catalogue[`contract.mail.${name}`]).toBe(MAIL_MESSAGES[name]);
    for (const [key, english] of leaves(PRIVACY_MESSAGES, ['privacy']))
      expect(catalogue[key]).toBe(english);
    for (const [key, english] of leaves(RESUME_MESSAGES, ['resume']))
      expect(catalogue[key]).toBe(english);
    for (const [key, english] of leaves(CANDIDATE_FIELD_LABELS, ['candidateField']))
      expect(catalogue[key]).toBe(english);
    const { full, ...savedJobs } = SAVED_JOB_MESSAGES;
    for (const [key, english] of leaves(savedJobs, ['savedJobs']))
      expect(catalogue[key]).toBe(english);
    expect(
      catalogue['contract.savedJobs.full']?.replace('{limit}', () => String(SAVED_JOBS_LIMIT)),
    ).toBe(full);
    for (const key of Object.keys(catalogue).filter((k) => k.startsWith('contract.minors.'))) {
      const name = key.slice('contract.minors.'.length) as keyof typeof MINOR_MESSAGES;
      expect(catalogue[key]).toBe(MINOR_MESSAGES[name]);
    }
  });

  it('holds the profile form’s and account deletion’s checks as the schemas word them', () => {
    const catalogue = en as Record<string, string>;
    const said = (body: unknown) =>
      UpdateCandidateProfileBodySchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    const cases: [unknown, string][] = [
      [{ fullName: 'a'.repeat(101) }, 'fullNameTooLong'],
      [{ city: 'a'.repeat(81) }, 'cityTooLong'],
      [{ college: 'a'.repeat(151) }, 'collegeTooLong'],
      [{ degree: 'a'.repeat(101) }, 'degreeTooLong'],
      [{ bio: 'a'.repeat(1001) }, 'bioTooLong'],
      [{ phone: '12345' }, 'phone'],
      [{ links: { github: 'github.com/you' } }, 'url'],
      [{ graduationYear: 'soon' }, 'yearMissing'],
      [{ graduationYear: 2026.5 }, 'yearWhole'],
      [{ graduationYear: 1970 }, 'yearTooEarly'],
      [{ graduationYear: 2200 }, 'yearTooLate'],
      [{ skills: [' '] }, 'skillEmpty'],
      [{ skills: ['a'.repeat(41)] }, 'skillTooLong'],
      [{ skills: Array.from({ length: 21 }, (_, i) => `s${i}`) }, 'tooManySkills'],
      [{ skills: ['Excel', 'excel'] }, 'skillTwice'],
      [{ languages: Array.from({ length: 11 }, (_, i) => `l${i}`) }, 'tooManyLanguages'],
      [{ languages: ['Hindi', 'hindi'] }, 'languageTwice'],
      [{ preferredCities: ['Pune', 'Mumbai', 'Jaipur', 'Kochi', 'Goa', 'Surat'] }, 'tooManyCities'],
      [{ preferredCities: ['Pune', 'Pune'] }, 'cityTwice'],
    ];
    for (const [body, key] of cases)
      expect(said(body)).toContain(catalogue[`contract.profile.${key}`]);
    const deleting = (body: unknown) =>
      DeleteAccountBodySchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(deleting({ password: '', confirm: 'DELETE' })).toEqual([
      catalogue['contract.privacy.enterPassword'],
    ]);
    expect(deleting({ password: 'x', confirm: 'delete' })).toEqual([
      catalogue['contract.privacy.typeDelete'],
    ]);
    expect(
      BirthDateBodySchema.safeParse({ dateOfBirth: '31/12/2008' }).error?.issues[0]?.message,
    ).toBe(catalogue['contract.dates.isoDate']);
  });
});
