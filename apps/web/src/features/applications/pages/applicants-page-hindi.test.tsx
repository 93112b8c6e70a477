import en from '@shuruaat/contract/locales/en.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { learnServerWords, localizeWithKeys } from '@/lib/i18n/server-words';
import { setBrowserTranslator, setServerWords } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { buildApplicant, buildApplicantsResponse } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { applicantsRoute } from './applicants-page';

// The hiring pipeline on a Hindi page, the server's English answers shown by their keys.
const translators = allTranslators();
beforeEach(() => {
  setBrowserTranslator(translators.hi);
  learnServerWords(en);
  setServerWords(localizeWithKeys);
});
afterEach(() => {
  setBrowserTranslator(translators.en);
  setServerWords((message) => message);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = '/api/employers/job/job_1/applicants';
const asha = buildApplicant({
  _id: 'a1',
  userId: 'asha',
  fullName: 'Asha Verma',
  mismatches: ['duration'],
  availability: { startDate: true, duration: false, location: true, schedule: true },
});

function renderApplicants() {
  return renderEmployerRoute(applicantsRoute, {
    path: '/employer/dashboard/jobs/:id/applicants',
    url: '/employer/dashboard/jobs/job_1/applicants',
  });
}

describe('the applicants page in Hindi', () => {
  it('says the tabs, the row and the applicant’s details in Hindi', async () => {
    stubEmployerApi([
      { method: 'GET', path: LIST, reply: { body: buildApplicantsResponse([asha]) } },
    ]);
    renderApplicants();
    expect(await screen.findByRole('button', { name: 'सभी चालू (1)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'शॉर्टलिस्ट (0)' })).toBeVisible();
    expect(screen.getByRole('link', { name: /मेरी लिस्टिंग/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'CSV डाउनलोड करें' })).toBeVisible();
    expect(screen.getByText('पूरा नहीं कर सकते: अवधि')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Asha Verma' }));
    const detail = within(screen.getByRole('dialog', { name: 'Asha Verma' }));
    expect(detail.getByRole('heading', { name: 'आपको क्यों चुना जाए' })).toBeVisible();
    const duration = detail.getByText('अवधि').closest('div') as HTMLElement;
    expect(duration).toHaveTextContent('लिस्टिंग में: 3 महीने');
    expect(duration).toHaveTextContent('पूरा नहीं कर सकते');
    expect(detail.getByText('बेंगलुरु', { exact: false })).toBeVisible();
    expect(detail.getByRole('button', { name: 'इंटरव्यू में भेजें' })).toBeVisible();
    expect(detail.getByRole('button', { name: 'रिज़्यूमे देखें' })).toBeVisible();
  });

  it('shortlists and shows the server’s answer in Hindi', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    stubEmployerApi([
      {
        method: 'PATCH',
        path: '/api/employers/job/job_1/applicant/asha/status',
        reply: { body: { message: 'Applicant status updated successfully!' } },
      },
      { method: 'GET', path: LIST, reply: { body: buildApplicantsResponse([asha]) } },
    ]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Asha Verma' }));
    await userEvent.click(sheet.getByRole('button', { name: 'शॉर्टलिस्ट करें' }));
    expect(await sheet.findByRole('button', { name: 'शॉर्टलिस्ट', pressed: true })).toBeVisible();
    expect(success).toHaveBeenCalledWith('उम्मीदवार का स्टेटस बदल गया।');
  });
});
