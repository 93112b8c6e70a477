import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthResponseSchema,
  LANGUAGE_COOKIE,
  PASSWORD_RESET_TTL_MINUTES,
  istMomentText,
  type Language,
} from '@shuruaat/contract';
import {
  bearer,
  latestMail,
  PASSWORD,
  registerAccount,
  uniqueEmail,
  type TestAccount,
} from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { interviewBody, openThread, sendMessage } from '../../test/conversations';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { languageOf } from '../users/users.service';

// Issue 26: every email goes out in its reader's language (users.language), subject, text and
// HTML alike; a reader who never chose one reads exactly today's English.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const ROLE = 'React Developer Intern at Kirana Cloud';
const ROLE_HI = 'Kirana Cloud में React Developer Intern';

async function readsIn(account: TestAccount, language: Language): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/users/language',
    headers: bearer(account.token),
    payload: { language },
  });
  expect(response.statusCode).toBe(200);
}

/** Hindi from top to bottom: the layout's words too, and none of the English email's. */
function expectHindiLayout(mail: { text: string; html: string }, english: string) {
  expect(mail.text).toContain('— टीम Shuruaat');
  expect(mail.html).toContain('<html lang="hi-IN">');
  expect(mail.html).toContain('— टीम Shuruaat');
  expect(mail.text).not.toContain(english);
  expect(mail.html).not.toContain(english);
  expect(mail.text).not.toContain('Hello');
  expect(mail.text).not.toContain('Team Shuruaat');
}

describe('a status change', () => {
  const setStatus = (employer: TestAccount, jobId: string, userId: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/employers/job/${jobId}/applicant/${userId}/status`,
      headers: bearer(employer.token),
      payload,
    });

  it('reaches a Hindi candidate in Hindi, and an English one exactly as before', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const hindi = await readyCandidate(app);
    const english = await readyCandidate(app);
    await readsIn(hindi, 'hi');
    for (const candidate of [hindi, english]) {
      expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
      const moved = await setStatus(employer, job._id, candidate.user._id, {
        newStatus: 'shortlisted',
      });
      expect(moved.statusCode).toBe(200);
    }

    const hi = await latestMail(app, hindi.email, 'application_status');
    expect(hi.subject).toBe(`शॉर्टलिस्ट हुआ: ${ROLE_HI}`);
    expect(hi.text).toContain('नमस्ते Test Person,');
    expect(hi.text).toContain('बढ़िया! Kirana Cloud ने आपका आवेदन शॉर्टलिस्ट किया है।');
    expect(hi.text).toContain('अपने आवेदन देखें: ');
    expect(hi.text).toContain('यह ईमेल आपकी ईमेल सेटिंग्स की वजह से आया है');
    expect(hi.html).toContain('बढ़िया! Kirana Cloud ने आपका आवेदन शॉर्टलिस्ट किया है।');
    expect(hi.html).toContain('>अनसब्सक्राइब करें</a>');
    expectHindiLayout(hi, 'moved your application');

    const en = await latestMail(app, english.email, 'application_status');
    expect(en.subject).toBe(`Shortlisted: ${ROLE}`);
    expect(en.text).toContain('Hello Test Person,');
    expect(en.text).toContain('Kirana Cloud moved your application to Shortlisted.');
    expect(en.text).toContain('See your applications: ');
    expect(en.text).toContain('— Team Shuruaat');
    expect(en.html).toContain('<html lang="en-IN">');
    expect(en.html).toContain('>Unsubscribe</a>');

    // The bell says it in the same words as the email, each reader in their own language.
    const bellOf = async (candidate: TestAccount) =>
      (
        await app.inject({ url: '/api/users/notifications', headers: bearer(candidate.token) })
      ).json().notifications[0];
    expect(await bellOf(hindi)).toMatchObject({ title: `शॉर्टलिस्ट हुआ: ${ROLE_HI}` });
    expect(await bellOf(english)).toMatchObject({ title: `Shortlisted: ${ROLE}` });
  });

  it('says "not selected" and its reason in Hindi', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const hindi = await readyCandidate(app);
    const english = await readyCandidate(app);
    await readsIn(hindi, 'hi');
    for (const candidate of [hindi, english]) {
      await apply(app, candidate, job._id);
      const rejected = await setStatus(employer, job._id, candidate.user._id, {
        newStatus: 'rejected',
        reason: 'position_filled',
      });
      expect(rejected.statusCode).toBe(200);
    }
    const hi = await latestMail(app, hindi.email, 'application_status');
    expect(hi.subject).toBe(`आपके आवेदन की ख़बर: ${ROLE_HI}`);
    expect(hi.text).toContain(
      'इस बार Kirana Cloud में इस पद के लिए आपका चयन नहीं हुआ। यह पद भर चुका है। हिम्मत रखें',
    );
    expectHindiLayout(hi, 'not selected');
    const en = await latestMail(app, english.email, 'application_status');
    expect(en.subject).toBe(`Update on ${ROLE}`);
    expect(en.text).toContain(
      'Kirana Cloud has not selected you for this role. The position has been filled. Keep going — new openings arrive every day.',
    );
  });
});

describe('an interview invitation', () => {
  const schedule = (employer: TestAccount, applicationId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/users/messages/${applicationId}/interviews`,
      headers: bearer(employer.token),
      payload: interviewBody(),
    });

  it('names the time in IST in the candidate’s language, and the calendar file follows', async () => {
    const hindi = await openThread(app);
    const english = await openThread(app);
    await readsIn(hindi.candidate, 'hi');
    const startsAt = `${interviewBody().date}T05:00:00.000Z`;
    for (const thread of [hindi, english]) {
      expect((await schedule(thread.employer, thread.applicationId)).statusCode).toBe(201);
    }

    const hi = await latestMail(app, hindi.candidate.email, 'interview_invitation');
    const whenHi = istMomentText(startsAt, 'hi');
    expect(whenHi).toMatch(/सुबह 10:30 IST$/);
    expect(hi.subject).toBe(`इंटरव्यू का न्योता: ${ROLE_HI}`);
    expect(hi.text).toContain(`Kirana Cloud ने आपको ${whenHi} को इंटरव्यू के लिए बुलाया है।`);
    expect(hi.html).toContain(`${whenHi} को इंटरव्यू`);
    expect(hi.text).toContain(`न्योता देखें: `);
    expect(hi.text).toContain(`/user/dashboard/messages/${hindi.applicationId}`);
    expectHindiLayout(hi, 'invited you');

    const en = await latestMail(app, english.candidate.email, 'interview_invitation');
    const whenEn = istMomentText(startsAt);
    expect(whenEn).toMatch(/10:30 am IST$/);
    expect(en.subject).toBe(`Interview invitation: ${ROLE}`);
    expect(en.text).toContain(
      `Kirana Cloud invited you to an interview on ${whenEn}. Accept it or ask for another time.`,
    );
    expect(en.text).toContain('See the invitation: ');

    const calendar = async (account: TestAccount, applicationId: string) => {
      const thread = await app.inject({
        url: `/api/users/messages/${applicationId}`,
        headers: bearer(account.token),
      });
      const icsUrl: string = thread.json().interviews[0].icsUrl;
      const file = await app.inject({ url: icsUrl, headers: bearer(account.token) });
      // Unfolded (RFC 5545 §3.1), so a long line reads whole.
      return file.body.replaceAll('\r\n ', '');
    };
    const icsHi = await calendar(hindi.candidate, hindi.applicationId);
    expect(icsHi).toContain(`SUMMARY:इंटरव्यू: ${ROLE_HI}`);
    // TEXT escapes commas (RFC 5545 §3.3.11), the date's own too.
    const escaped = (text: string) => text.replaceAll(',', '\\,');
    expect(icsHi).toContain(`${escaped(whenHi)}\\, 45 मिनट।`);
    expect(icsHi).toContain('ऑनलाइन जुड़ें: https://meet.example.com/kirana-intern');
    // The employer reads English: the same interview's file in their words.
    const icsEmployer = await calendar(hindi.employer, hindi.applicationId);
    expect(icsEmployer).toContain(`SUMMARY:Interview: ${ROLE}`);
    expect(icsEmployer).toContain(`${escaped(whenEn)}\\, 45 minutes.`);
  });
});

describe('a password reset', () => {
  const forgot = (email: string) =>
    app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });

  it('is written in Hindi for a Hindi account, and in today’s English otherwise', async () => {
    const hindi = await readyCandidate(app);
    const english = await readyCandidate(app);
    await readsIn(hindi, 'hi');
    expect((await forgot(hindi.email)).statusCode).toBe(200);
    expect((await forgot(english.email)).statusCode).toBe(200);

    const hi = await latestMail(app, hindi.email, 'password_reset');
    expect(hi.subject).toBe('Shuruaat के लिए नया पासवर्ड सेट करें');
    expect(hi.text).toContain(`किसी ने (उम्मीद है, आपने ही) ${hindi.email} के लिए`);
    expect(hi.text).toMatch(/नया पासवर्ड सेट करें: http\S+\/reset-password\?token=[\w-]+/);
    expect(hi.text).toContain(`यह लिंक एक ही बार, ${PASSWORD_RESET_TTL_MINUTES} मिनट तक काम करेगा।`);
    expect(hi.html).toContain('>नया पासवर्ड सेट करें</a>');
    expectHindiLayout(hi, 'new password');

    const en = await latestMail(app, english.email, 'password_reset');
    expect(en.subject).toBe('Set a new password for Shuruaat');
    expect(en.text).toContain(
      `Someone, we hope you, asked to set a new password for ${english.email}.`,
    );
    expect(en.text).toContain(
      `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    );
  });
});

describe('the employer’s daily digest', () => {
  const daily = (employer: TestAccount) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/email-settings',
      headers: bearer(employer.token),
      payload: { applicationEmails: 'daily' },
    });

  it('counts the applications in Hindi for a Hindi employer, and in English otherwise', async () => {
    const hindi = await readyEmployer(app);
    const english = await readyEmployer(app);
    await readsIn(hindi, 'hi');
    for (const employer of [hindi, english]) {
      expect((await daily(employer)).statusCode).toBe(200);
      const job = await postJob(app, employer, jobBody({ questions: [] }));
      for (let i = 0; i < 2; i += 1) await apply(app, await readyCandidate(app), job._id);
    }
    await app.mail.runSchedules(new Date(Date.now() + 60_000));

    const hi = await latestMail(app, hindi.email, 'application_digest');
    expect(hi.subject).toBe('Shuruaat पर 2 नए आवेदन');
    expect(hi.text).toContain('पिछले डाइजेस्ट के बाद से आपकी लिस्टिंग पर इन्होंने आवेदन किया है।');
    expect(hi.text).toContain('- Junior Backend Engineer: 2 उम्मीदवार');
    expect(hi.text).toContain('अपनी नौकरियाँ खोलें: ');
    expect(hi.html).toContain('Junior Backend Engineer: 2 उम्मीदवार</a>');
    expectHindiLayout(hi, 'applied to your listings');

    const en = await latestMail(app, english.email, 'application_digest');
    expect(en.subject).toBe('2 new applications on Shuruaat');
    expect(en.text).toContain('Here is who applied to your listings since the last digest.');
    expect(en.text).toContain('- Junior Backend Engineer: 2 applicants');
    expect(en.text).toContain('Open your jobs: ');
  });
});

describe('a job alert', () => {
  const saveAlert = (candidate: TestAccount) =>
    app.inject({
      method: 'POST',
      url: '/api/candidates/job-alerts',
      headers: bearer(candidate.token),
      payload: { query: { q: 'geospatial analyst', kind: 'internship', city: ['Pune'] } },
    });

  it('names the alert and the listing’s city in Hindi for a Hindi candidate, in English otherwise', async () => {
    const hindi = await registerAccount(app, 'candidate');
    const english = await registerAccount(app, 'candidate');
    await readsIn(hindi, 'hi');
    for (const candidate of [hindi, english]) {
      const saved = await saveAlert(candidate);
      // The API's label stays the English name; readers see it composed in their language.
      expect(saved.json().alert.label).toBe('“geospatial analyst” · Internships · Pune');
    }
    const employer = await readyEmployer(app);
    await postJob(
      app,
      employer,
      internshipBody({
        title: 'Geospatial Analyst Intern',
        cities: ['Pune'],
        workMode: 'office',
        questions: [],
      }),
    );
    await app.mail.runSchedules(new Date(Date.now() + 25 * 60 * 60_000));

    const hi = await latestMail(app, hindi.email, 'job_alert');
    expect(hi.subject).toBe(
      'एक नई लिस्टिंग आपके अलर्ट से मेल खाती है: “geospatial analyst” · इंटर्नशिप · पुणे',
    );
    expect(hi.text).toContain('पुणे · ₹');
    expect(hi.text).not.toContain('Internships');
    expectHindiLayout(hi, 'matches your job alert');

    const en = await latestMail(app, english.email, 'job_alert');
    expect(en.subject).toBe(
      'A new listing matches your alert: “geospatial analyst” · Internships · Pune',
    );
    expect(en.text).toContain('Pune · ₹');
  });
});

describe('a reminder of unread messages', () => {
  it('tells a Hindi candidate in Hindi, quoting the message as it was written', async () => {
    const t = await openThread(app);
    await readsIn(t.candidate, 'hi');
    await sendMessage(app, t.employer, t.applicationId, 'Can you start on Monday at 10?');
    await sendMessage(app, t.employer, t.applicationId, 'Please reply today.');
    await app.mail.runSchedules(new Date(Date.now() + 11 * 60_000));
    const hi = await latestMail(app, t.candidate.email, 'unread_messages');
    expect(hi.subject).toBe('Kirana Cloud ने React Developer Intern के बारे में आपको 2 नए मैसेज भेजे हैं');
    expect(hi.text).toContain('“Please reply today.”');
    expect(hi.text).toContain('पढ़ें और जवाब दें: ');
    expect(hi.html).toContain('>अनसब्सक्राइब करें</a>');
    expectHindiLayout(hi, 'sent you');
  });
});

describe('sign-up from Hindi pages', () => {
  const register = (language?: Language) =>
    app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Asha Verma', email: uniqueEmail(), password: PASSWORD, role: 'candidate' },
      ...(language ? { cookies: { [LANGUAGE_COOKIE]: language } } : {}),
    });

  it('saves the language of the pages and sends the first email in it', async () => {
    const response = await register('hi');
    expect(response.statusCode).toBe(201);
    const { user } = AuthResponseSchema.parse(response.json());
    expect(await languageOf(app.db, user._id)).toBe('hi');
    const hi = await latestMail(app, user.email, 'email_verification');
    expect(hi.subject).toBe('Shuruaat के लिए अपना ईमेल कन्फ़र्म करें');
    expect(hi.text).toContain('नमस्ते Asha Verma,');
    expect(hi.text).toMatch(/मेरा ईमेल कन्फ़र्म करें: http\S+\/verify-email\?token=/);
    expectHindiLayout(hi, 'confirm');

    const plain = AuthResponseSchema.parse((await register()).json()).user;
    expect(await languageOf(app.db, plain._id)).toBe('en');
    const en = await latestMail(app, plain.email, 'email_verification');
    expect(en.subject).toBe('Confirm your email for Shuruaat');
    expect(en.text).toContain(
      `Welcome to Shuruaat. Please confirm that ${plain.email} is your email.`,
    );
  });
});
