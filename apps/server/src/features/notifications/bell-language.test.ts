import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istMomentText, NotificationsResponseSchema, type Language } from '@shuruaat/contract';
import {
  adminAccount,
  bearer,
  PASSWORD,
  registerAccount,
  type TestAccount,
} from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { interviewBody, openThread } from '../../test/conversations';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

// Issue 26: every notice the bell stores is written in its reader's saved language (decision
// 032). A Hindi reader gets Hindi; a reader who never chose one gets exactly today's English.

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
});
afterAll(() => app.close());

const READERS = ['hi', 'en'] as const;
const ROLE = 'React Developer Intern';
const REASON = 'The GSTIN belongs to another business.';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, account: TestAccount, payload?: object) {
  const response = await app.inject({ method, url, headers: bearer(account.token), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** The English reader never chose a language: their account keeps the one it was made with. */
async function readsIn<T extends TestAccount>(account: T, language: Language): Promise<T> {
  if (language !== 'en') await call('PUT', '/api/users/language', account, { language });
  return account;
}

/** The account's bell, newest first: each notice's title and body. */
async function noticesOf(account: TestAccount) {
  const response = await call('GET', '/api/users/notifications', account);
  const { notifications } = NotificationsResponseSchema.parse(response.json());
  return notifications.map(({ title, body }) => ({ title, body }));
}
const latestNotice = async (account: TestAccount) => (await noticesOf(account))[0];

describe('an admin’s decision on a company’s verification', () => {
  const requestBy = async (employer: TestAccount) =>
    (
      await call('POST', '/api/employers/verification', employer, {
        evidenceType: 'gstin',
        evidence: '27AAPFU0939F1ZV',
      })
    ).json().request._id as string;

  const told = {
    hi: {
      approved: {
        title: 'आपकी कंपनी वेरिफ़ाइड हो गई',
        body: 'अब आपकी हर लिस्टिंग पर वेरिफ़ाइड बैज दिखता है।',
      },
      revoked: {
        title: 'आपकी कंपनी का वेरिफ़िकेशन वापस ले लिया गया',
        body: `वजह: ${REASON} आप अपने डैशबोर्ड से दोबारा वेरिफ़िकेशन माँग सकते हैं।`,
      },
      rejected: {
        title: 'वेरिफ़िकेशन की रिक्वेस्ट मंज़ूर नहीं हुई',
        body: `वजह: ${REASON} आप किसी दूसरे सबूत के साथ नई रिक्वेस्ट भेज सकते हैं।`,
      },
    },
    en: {
      approved: {
        title: 'Your company is verified',
        body: 'Your listings now show the verified badge.',
      },
      revoked: {
        title: 'Your company’s verification was withdrawn',
        body: `Reason: ${REASON} You can ask for verification again from your dashboard.`,
      },
      rejected: {
        title: 'Verification request not approved',
        body: `Reason: ${REASON} You can send a new request with other evidence.`,
      },
    },
  };

  it.each(READERS)(
    'tells the employer of approval, withdrawal and rejection in their language (%s)',
    async (language) => {
      const approved = await readsIn(await readyEmployer(app), language);
      const first = await requestBy(approved);
      await call('PUT', `/api/admins/verifications/${first}`, admin, { decision: 'approve' });
      expect(await latestNotice(approved)).toEqual(told[language].approved);
      const revokeUrl = `/api/admins/employer/${approved.user._id}/revoke-verification`;
      await call('POST', revokeUrl, admin, { reason: REASON });
      expect(await latestNotice(approved)).toEqual(told[language].revoked);

      const rejected = await readsIn(await readyEmployer(app), language);
      const second = await requestBy(rejected);
      await call('PUT', `/api/admins/verifications/${second}`, admin, {
        decision: 'reject',
        reason: REASON,
      });
      expect(await latestNotice(rejected)).toEqual(told[language].rejected);
    },
  );
});

describe('the outcome of a listing report', () => {
  const told = {
    hi: {
      closed: {
        title: 'जिस लिस्टिंग की आपने शिकायत की थी, वह बंद कर दी गई',
        body: `“${ROLE}” पर अब अप्लाई नहीं किया जा सकता। हमें बताने के लिए शुक्रिया।`,
      },
      owner: {
        title: `Shuruaat ने आपकी लिस्टिंग “${ROLE}” बंद कर दी`,
        body: `वजह: ${REASON} अगर आपको लगता है कि यह गलती है, तो संपर्क पेज से जवाब दें।`,
      },
      dismissed: {
        title: 'आपकी शिकायत देख ली गई',
        body: `हमने “${ROLE}” को जाँचा: यह लिस्टिंग हमारे नियमों के मुताबिक है। हमें बताने के लिए शुक्रिया।`,
      },
    },
    en: {
      closed: {
        title: 'A listing you reported was closed',
        body: `“${ROLE}” no longer takes applications. Thank you for telling us.`,
      },
      owner: {
        title: `Your listing “${ROLE}” was closed by Shuruaat`,
        body: `Reason: ${REASON} Reply from the contact page if you think this is a mistake.`,
      },
      dismissed: {
        title: 'Your report was reviewed',
        body: `We looked at “${ROLE}” and found it within our rules. Thank you for telling us.`,
      },
    },
  };

  it.each(READERS)(
    'tells the reporter and the owner what was decided, in their language (%s)',
    async (language) => {
      const reporter = await readsIn(await registerAccount(app, 'candidate'), language);
      const owner = await readsIn(await readyEmployer(app), language);
      for (const outcome of ['close', 'dismiss'] as const) {
        const job = await postJob(app, owner);
        await call('POST', `/api/users/reports/${job._id}`, reporter, { reason: 'spam' });
        await call('PUT', `/api/admins/reports/${job._id}`, admin, { outcome, reason: REASON });
        const heard = await latestNotice(reporter);
        expect(heard).toEqual(
          outcome === 'close' ? told[language].closed : told[language].dismissed,
        );
      }
      // Only the closing reaches the owner: a dismissal tells the reporter alone.
      expect(await noticesOf(owner)).toEqual([told[language].owner]);
    },
  );
});

describe('an admin’s review of a held listing', () => {
  const FEE_SCAM =
    'Work from home on simple tasks. Selected candidates must pay a registration fee of Rs.1500/- (refundable) before joining.';
  const told = {
    hi: {
      approve: {
        title: `आपकी लिस्टिंग “${ROLE}” मंज़ूर हो गई`,
        body: 'Shuruaat के एक एडमिन ने इसका रिव्यू किया। अब यह सबको दिख रही है।',
      },
      reject: {
        title: `रिव्यू के बाद आपकी लिस्टिंग “${ROLE}” रिजेक्ट कर दी गई`,
        body: `वजह: ${REASON} अगर आपको लगता है कि यह गलती है, तो संपर्क पेज से जवाब दें।`,
      },
    },
    en: {
      approve: {
        title: `Your listing “${ROLE}” was approved`,
        body: 'A Shuruaat admin reviewed it. It is public now.',
      },
      reject: {
        title: `Your listing “${ROLE}” was rejected after review`,
        body: `Reason: ${REASON} Reply from the contact page if you think this is a mistake.`,
      },
    },
  };

  it.each(READERS)(
    'tells the employer of approval and rejection in their language (%s)',
    async (language) => {
      const owner = await readsIn(await readyEmployer(app), language);
      for (const decision of ['approve', 'reject'] as const) {
        const job = await postJob(app, owner, internshipBody({ description: FEE_SCAM }));
        const body = decision === 'reject' ? { decision, reason: REASON } : { decision };
        await call('PUT', `/api/admins/listing-reviews/${job._id}`, admin, body);
        expect(await latestNotice(owner)).toEqual(told[language][decision]);
      }
    },
  );
});

describe('an admin’s answer about the resume database', () => {
  const told = {
    hi: {
      granted: {
        title: 'रिज़्यूमे डेटाबेस का एक्सेस मिल गया',
        body: 'अब आप उन उम्मीदवारों को खोज सकते हैं जिन्होंने कंपनियों को अपनी प्रोफ़ाइल दिखाना चुना है।',
      },
      withdrawn: {
        title: 'रिज़्यूमे डेटाबेस का एक्सेस वापस ले लिया गया',
        body: 'अगर आपको लगता है कि यह गलती है, तो हमें लिखें; आप बाद में दोबारा माँग सकते हैं।',
      },
      refused: {
        title: 'रिज़्यूमे डेटाबेस की रिक्वेस्ट मंज़ूर नहीं हुई',
        body: 'अगर आपको लगता है कि यह गलती है, तो हमें लिखें; आप बाद में दोबारा माँग सकते हैं।',
      },
    },
    en: {
      granted: {
        title: 'Resume database access granted',
        body: 'You can now search candidates who chose to be found by employers.',
      },
      withdrawn: {
        title: 'Resume database access withdrawn',
        body: 'Write to us if you think this is a mistake; you can ask again later.',
      },
      refused: {
        title: 'Resume database request not approved',
        body: 'Write to us if you think this is a mistake; you can ask again later.',
      },
    },
  };
  const ask = (employer: TestAccount) =>
    call('POST', '/api/employers/resume-access-request', employer, { note: 'Hiring in Pune' });
  const decide = (employer: TestAccount, resumeAccess: boolean) =>
    call('PUT', `/api/admins/employer/${employer.user._id}/resume-access`, admin, { resumeAccess });

  it.each(READERS)(
    'tells the employer of a grant, a withdrawal and a refusal in their language (%s)',
    async (language) => {
      const granted = await readsIn(await readyEmployer(app), language);
      await ask(granted);
      await decide(granted, true);
      expect(await latestNotice(granted)).toEqual(told[language].granted);
      await decide(granted, false);
      expect(await latestNotice(granted)).toEqual(told[language].withdrawn);

      const refused = await readsIn(await readyEmployer(app), language);
      await ask(refused);
      await decide(refused, false);
      expect(await latestNotice(refused)).toEqual(told[language].refused);
    },
  );
});

describe('suspending an employer for fraud', () => {
  const told = {
    hi: {
      title: 'Shuruaat ने आपका एम्प्लॉयर अकाउंट सस्पेंड कर दिया है',
      body: `आपकी लिस्टिंग बंद कर दी गई हैं और आप उम्मीदवारों को मैसेज नहीं भेज सकते। वजह: ${REASON} अगर आपको लगता है कि यह गलती है, तो संपर्क पेज से जवाब दें।`,
    },
    en: {
      title: 'Your employer account was suspended by Shuruaat',
      body: `Your listings are closed and you cannot write to candidates. Reason: ${REASON} Reply from the contact page if you think this is a mistake.`,
    },
  };

  it.each(READERS)('tells the employer why, in their language (%s)', async (language) => {
    const employer = await readsIn(await readyEmployer(app), language);
    await postJob(app, employer);
    await call('POST', `/api/admins/employers/${employer.user._id}/suspend`, admin, {
      reason: REASON,
    });
    expect(await latestNotice(employer)).toEqual(told[language]);
  });
});

describe('a new application', () => {
  const told = {
    hi: { title: `नया आवेदन: ${ROLE}`, body: `Ananya Iyer ने ${ROLE} के लिए आवेदन किया है।` },
    en: { title: `New applicant: ${ROLE}`, body: `Ananya Iyer applied for ${ROLE}.` },
  };

  it.each(READERS)('reaches the employer’s bell in their language (%s)', async (language) => {
    const employer = await readsIn(await readyEmployer(app), language);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    expect((await apply(app, await readyCandidate(app), job._id)).statusCode).toBe(201);
    expect(await latestNotice(employer)).toEqual(told[language]);
  });
});

describe('an interview cancelled because an account was deleted', () => {
  const startsAt = () => `${interviewBody().date}T05:00:00.000Z`;
  const told = {
    hi: (when: string) => ({
      candidateLeft: {
        title: 'इंटरव्यू रद्द: हटाया गया अकाउंट',
        body: `${ROLE} के उम्मीदवार ने अपना Shuruaat अकाउंट बंद कर दिया है, इसलिए ${when} को होने वाला इंटरव्यू नहीं होगा।`,
      },
      companyLeft: {
        title: `इंटरव्यू रद्द: Kirana Cloud में ${ROLE}`,
        body: `Kirana Cloud ने अपना Shuruaat अकाउंट बंद कर दिया है, इसलिए ${when} को होने वाला इंटरव्यू नहीं होगा।`,
      },
    }),
    en: (when: string) => ({
      candidateLeft: {
        title: 'Interview cancelled: Deleted account',
        body: `The candidate for ${ROLE} closed their Shuruaat account, so the interview on ${when} will not take place.`,
      },
      companyLeft: {
        title: `Interview cancelled: ${ROLE} at Kirana Cloud`,
        body: `Kirana Cloud closed its Shuruaat account, so the interview on ${when} will not take place.`,
      },
    }),
  };
  const scheduledThread = async () => {
    const thread = await openThread(app);
    const url = `/api/users/messages/${thread.applicationId}/interviews`;
    await call('POST', url, thread.employer, interviewBody());
    return thread;
  };

  it.each(READERS)(
    'tells the other side, the time too, in their language (%s)',
    async (language) => {
      const expected = told[language](istMomentText(startsAt(), language));
      const left = await scheduledThread();
      await readsIn(left.employer, language);
      await call('POST', '/api/users/me/delete', left.candidate, {
        password: PASSWORD,
        confirm: 'DELETE',
      });
      expect(await latestNotice(left.employer)).toEqual(expected.candidateLeft);

      const closed = await scheduledThread();
      await readsIn(closed.candidate, language);
      await call('DELETE', `/api/admins/delete-user/${closed.employer.user._id}`, admin);
      // The company's listings closed with it, in the same moment: that notice comes too.
      expect(await noticesOf(closed.candidate)).toContainEqual(expected.companyLeft);
    },
  );
});
