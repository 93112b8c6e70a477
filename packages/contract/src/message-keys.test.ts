import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin';
import { AMBASSADOR_MESSAGES, AmbassadorApplicationBodySchema } from './ambassadors';
import { APPLY_MESSAGES } from './apply-messages';
import { BLOG_LIMITS, BLOG_MESSAGES, BlogBodySchema } from './blogs';
import { CONVERSATION_MESSAGES } from './conversations';
import { FILE_SPACE_MESSAGES } from './file-space';
import {
  CANDIDATE_FIELD_LABELS,
  RESUME_MESSAGES,
  UpdateCandidateProfileBodySchema,
} from './candidates';
import { UpdateEmployerProfileBodySchema } from './employers';
import { MAIL_MESSAGES } from './mail';
import { BirthDateBodySchema, MINOR_MESSAGES } from './minors';
import { DeleteAccountBodySchema, PRIVACY_MESSAGES } from './privacy';
import { SAVED_JOB_MESSAGES, SAVED_JOBS_LIMIT } from './saved-jobs';
import en from './locales/en.json';
import { MESSAGES } from './messages';
import { COMPOSED_ONLY_IDS } from './search-heading';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  PortfolioSettingsBodySchema,
  ProjectBodySchema,
} from './portfolio';
import { REFERRAL_CLAIM_DAYS } from './referral-code';
import { REFERRAL_MESSAGES } from './referrals';
import { STORY_MESSAGES, StoryBodySchema } from './success-stories';
import {
  NO_FEE_PROMISE,
  OFFER_CHECK_MESSAGES,
  SCAM_FLAG_TEXTS,
  SCAM_WARNING_MESSAGES,
} from './scam-warnings';
import { FRAUD_MESSAGES } from './fraud';
import { JOB_MESSAGES, PostJobBodySchema } from './jobs';
import { SCREENING_FLAG_LABELS, SCREENING_MESSAGES } from './screening';
import {
  SUBMISSION_DETAIL_LABELS,
  SUBMISSION_FORM_MESSAGES,
  SUBMISSION_MESSAGES,
} from './submissions';
import {
  CertificateRevokeBodySchema,
  PassageBodySchema,
  TYPING_LIMITS,
  TYPING_MESSAGES,
} from './typing';
import { TYPING_ATTEMPT_MESSAGES } from './typing-attempts';
import { PIPELINE_MESSAGES, RESUME_ACCESS_MESSAGES } from './applications';
import { jobIssues } from './job-rules';
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

  it('holds the blog messages, the public blog’s and the admin editor’s, in the spec’s English', () => {
    const catalogue = en as Record<string, string>;
    for (const [key, english] of leaves(BLOG_MESSAGES, ['blogs']))
      expect(catalogue[key]).toBe(english);
  });

  it('holds every check of the blog editor as the schema words it, numbers as parameters', () => {
    const catalogue = en as Record<string, string>;
    const said = (body: object) =>
      BlogBodySchema.safeParse({ ...validPost, ...body }).error?.issues.map((i) => i.message) ?? [];
    const keepUnder = (max: number | string) =>
      fillIn(catalogue['contract.forms.keepUnder'], { max });
    const cases: [object, string | undefined][] = [
      [{ topic: 'gossip' }, catalogue['contract.blogForm.topic']],
      [{ title: 'Short' }, catalogue['contract.blogForm.titleMin']],
      [{ title: 't'.repeat(BLOG_LIMITS.titleMax + 1) }, keepUnder(BLOG_LIMITS.titleMax)],
      [{ author: 'A' }, catalogue['contract.blogForm.author']],
      [{ author: 'a'.repeat(BLOG_LIMITS.authorMax + 1) }, keepUnder(BLOG_LIMITS.authorMax)],
      [{ slug: 'Not_A--slug' }, catalogue['contract.blogForm.slug']],
      [{ slug: 's'.repeat(BLOG_LIMITS.slugMax + 1) }, keepUnder(BLOG_LIMITS.slugMax)],
      [
        { metaDescription: 'Too short' },
        fillIn(catalogue['contract.blogForm.metaMin'], { min: BLOG_LIMITS.metaMin }),
      ],
      [{ metaDescription: 'm'.repeat(BLOG_LIMITS.metaMax + 1) }, keepUnder(BLOG_LIMITS.metaMax)],
      [
        { body: 'Too short' },
        fillIn(catalogue['contract.blogForm.bodyMin'], { min: BLOG_LIMITS.bodyMin }),
      ],
      [{ body: 'b'.repeat(BLOG_LIMITS.bodyMax + 1) }, keepUnder('40,000')],
      [
        { coverImageUrl: 'https://elsewhere.example/cover.png' },
        catalogue['contract.blogForm.cover'],
      ],
    ];
    expect(said({})).toEqual([]);
    for (const [body, message] of cases) expect(said(body)).toEqual([message]);
    expect(BLOG_LIMITS.bodyMax).toBe(40_000);
  });

  it('holds every check of the company profile form as the schema words it', () => {
    const catalogue = en as Record<string, string>;
    const said = (body: object) =>
      UpdateEmployerProfileBodySchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    const cases: [object, string][] = [
      [{ companyName: 'c'.repeat(121) }, 'companyProfile.companyNameTooLong'],
      [{ website: 'example.in' }, 'companyProfile.website'],
      [{ about: 'a'.repeat(5001) }, 'companyProfile.aboutTooLong'],
      [{ industry: 'i'.repeat(81) }, 'companyProfile.industryTooLong'],
      [{ city: 'c'.repeat(81) }, 'profile.cityTooLong'],
      [{ contactName: 'n'.repeat(81) }, 'companyProfile.contactNameTooLong'],
      [{ contactEmail: 'not-an-email' }, 'users.emailInvalid'],
      [{ contactPhone: '12' }, 'companyProfile.phone'],
    ];
    for (const [body, key] of cases) expect(said(body)).toEqual([catalogue[`contract.${key}`]]);
  });

  it('holds the typing test’s messages, so a Hindi page shows a refused test in Hindi', () => {
    const catalogue = en as Record<string, string>;
    for (const [key, english] of leaves(TYPING_MESSAGES, ['typing']))
      expect(catalogue[key]).toBe(english);
    for (const [key, english] of leaves(TYPING_ATTEMPT_MESSAGES, ['typingAttempts']))
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

  it('holds the referral, ambassador, portfolio and story answers, a parameter where the code fills one in', () => {
    const catalogue = en as Record<string, string>;
    const { claimWindowClosed, ...referral } = REFERRAL_MESSAGES;
    const { tooMany, ...portfolio } = PORTFOLIO_MESSAGES;
    const fixed = {
      referral,
      ambassador: AMBASSADOR_MESSAGES,
      portfolio,
      stories: STORY_MESSAGES,
    };
    for (const [key, english] of leaves(fixed)) expect(catalogue[key]).toBe(english);
    expect(
      fillIn(catalogue['contract.referral.claimWindowClosed'], { days: REFERRAL_CLAIM_DAYS }),
    ).toBe(claimWindowClosed);
    expect(
      fillIn(catalogue['contract.portfolio.tooMany'], { max: PORTFOLIO_LIMITS.projectsMax }),
    ).toBe(tooMany);
  });

  it('knows every check of the ambassador, project, portfolio page and story forms', () => {
    const said = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const failures = [
      ...said(
        AmbassadorApplicationBodySchema.safeParse({
          college: 'x',
          city: 'y',
          yearOfStudy: 'tenth',
          why: 'short',
          socialLinks: ['not a link', `https://x.in/${'a'.repeat(300)}`, 'a', 'b', 'c'],
        }),
      ),
      ...said(
        AmbassadorApplicationBodySchema.safeParse({
          college: 'c'.repeat(151),
          city: 'c'.repeat(61),
          yearOfStudy: 'first',
          why: 'w'.repeat(1501),
          socialLinks: [],
        }),
      ),
      ...said(
        ProjectBodySchema.safeParse({
          title: 'x',
          summary: 'short',
          role: 'r',
          skills: ['s'.repeat(41), ...Array.from({ length: 12 }, (_, i) => `skill ${i}`)],
          codeUrl: 'javascript:alert(1)',
          demoUrl: '',
          startMonth: '2026-13',
          endMonth: 'soon',
        }),
      ),
      ...said(
        ProjectBodySchema.safeParse({
          title: 't'.repeat(101),
          summary: 's'.repeat(2001),
          role: 'r'.repeat(101),
          skills: [],
          codeUrl: '',
          demoUrl: '',
          startMonth: '2026-05',
          endMonth: '2026-01',
        }),
      ),
      ...said(
        PortfolioSettingsBodySchema.safeParse({
          handle: '-',
          headline: 'h'.repeat(141),
          isPublished: true,
        }),
      ),
      ...said(
        StoryBodySchema.safeParse({
          jobId: 'j',
          headline: 'short',
          story: 'short',
          consent: false,
        }),
      ),
      ...said(
        StoryBodySchema.safeParse({
          jobId: 'j',
          headline: 'h'.repeat(121),
          story: 's'.repeat(3001),
          consent: true,
        }),
      ),
    ];
    expect(failures.length).toBeGreaterThan(25);
    const known = Object.values(en as Record<string, string>).map(patternOf);
    expect(failures.filter((message) => !known.some((pattern) => pattern.test(message)))).toEqual(
      [],
    );
  });

  it('holds the conversation and scam-warning messages a conversation shows, word for word', () => {
    const catalogue = en as Record<string, string>;
    const { warningTitle, warningAdvice, reportAsScam, reportedNote, suspended, publishingPaused } =
      SCAM_WARNING_MESSAGES;
    const shown = {
      ...{ warningTitle, warningAdvice, reportAsScam, reportedNote, suspended },
      publishingPaused,
    };
    const pairs = [
      ...leaves(CONVERSATION_MESSAGES, ['conversations']),
      ...leaves(shown, ['scam']),
      ...leaves(SCAM_FLAG_TEXTS, ['scam', 'flag']),
    ];
    for (const [key, english] of pairs) expect(catalogue[key]).toBe(english);
    expect(catalogue['contract.scam.noFeePromise']).toBe(NO_FEE_PROMISE);
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

/** A catalogue message with its `{name}` parameters filled in. */
const fillIn = (message: string | undefined, values: Record<string, number | string>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, () => String(value)),
    message ?? '',
  );

/** A post the blog editor accepts; each case of its test spoils one field. */
const validPost = {
  title: 'Your first CTC offer',
  author: 'Careers Desk',
  slug: '',
  metaDescription: 'What to check in a stipend offer before you accept it, line by line.',
  body: 'Basic pay is the fixed part of a salary offer. '.repeat(6),
  topic: 'resume',
};

/** The English a catalogue message matches, any text standing for each parameter. */
const patternOf = (message: string) =>
  new RegExp(
    `^${message
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? '.+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
    's',
  );
// A message with parameters is recognised the way the web does (lib/i18n/server-words.ts):
// its English with each `{name}` standing for any text.
function isKnown(message: string): boolean {
  const messages = Object.entries(en as Record<string, string>)
    .filter(([id]) => !COMPOSED_ONLY_IDS.test(id))
    .map(([, english]) => english);
  return messages.some((english) => {
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
    for (const [key, english] of leaves(FILE_SPACE_MESSAGES, ['fileSpace']))
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
