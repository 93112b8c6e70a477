import {
  CONVERSATION_MESSAGES,
  PIPELINE_MESSAGES,
  type AttachedTypingResult,
} from '@shuruaat/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { buildApplicant, buildApplicantsResponse } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { englishWordsIn, onHindiPages } from '@/test-utils/in-hindi';
import { applicantsRoute } from './applicants-page';

// The hiring pipeline on a Hindi page, the server's English answers shown by their keys.
onHindiPages();
afterEach(() => {
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

const ravi = buildApplicant({ _id: 'a2', userId: 'ravi', fullName: 'Ravi Kumar' });

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

  it('sums up a bulk shortlist in Hindi, counting the ones left as they were', async () => {
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    stubEmployerApi([
      {
        method: 'PATCH',
        path: '/api/employers/job/job_1/applicants/status',
        reply: {
          body: { message: '1 applicant shortlisted.', updated: ['asha'], skipped: ['ravi'] },
        },
      },
      { method: 'GET', path: LIST, reply: { body: buildApplicantsResponse([asha, ravi]) } },
    ]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'दिख रहे सभी चुनें' }));
    const bar = within(screen.getByRole('region', { name: 'चुने गए उम्मीदवार' }));
    await userEvent.click(bar.getByRole('button', { name: 'शॉर्टलिस्ट करें' }));
    await vi.waitFor(() =>
      expect(warning).toHaveBeenCalledWith(
        '1 उम्मीदवार को शॉर्टलिस्ट किया गया। 1 उम्मीदवार का स्टेटस नहीं बदला (आवेदन वापस लिया जा चुका है या अब लिस्ट में नहीं है)।',
      ),
    );
  });

  it('sums up a bulk rejection of two in Hindi', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    stubEmployerApi([
      {
        method: 'PATCH',
        path: '/api/employers/job/job_1/applicants/status',
        reply: {
          body: { message: '2 applicants rejected.', updated: ['asha', 'ravi'], skipped: [] },
        },
      },
      { method: 'GET', path: LIST, reply: { body: buildApplicantsResponse([asha, ravi]) } },
    ]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'दिख रहे सभी चुनें' }));
    const bar = within(screen.getByRole('region', { name: 'चुने गए उम्मीदवार' }));
    await userEvent.click(bar.getByRole('button', { name: 'वजह बताकर रिजेक्ट करें' }));
    await userEvent.click(screen.getByRole('button', { name: '2 उम्मीदवारों को रिजेक्ट करें' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('2 उम्मीदवारों को रिजेक्ट किया गया।'));
  });

  it('sums up a bulk message in Hindi, with each reason for the ones not sent', async () => {
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    stubEmployerApi([
      {
        method: 'POST',
        path: '/api/employers/job/job_1/applicants/messages',
        reply: {
          body: {
            message: 'Message sent to 0 applicants.',
            sent: [],
            skipped: [
              { userId: 'asha', reason: CONVERSATION_MESSAGES.blocked },
              { userId: 'ravi', reason: PIPELINE_MESSAGES.notAnApplicant },
            ],
          },
        },
      },
      { method: 'GET', path: LIST, reply: { body: buildApplicantsResponse([asha, ravi]) } },
    ]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'दिख रहे सभी चुनें' }));
    const bar = within(screen.getByRole('region', { name: 'चुने गए उम्मीदवार' }));
    await userEvent.click(bar.getByRole('button', { name: 'मैसेज भेजें' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'मैसेज' }), 'Kal 11 baje call karein?');
    await userEvent.click(screen.getByRole('button', { name: '2 उम्मीदवारों को भेजें' }));
    await vi.waitFor(() =>
      expect(warning).toHaveBeenCalledWith(
        'किसी उम्मीदवार को मैसेज नहीं भेजा गया। 2 उम्मीदवारों को नहीं भेजा गया: ' +
          'इस उम्मीदवार ने आपकी कंपनी के मैसेज बंद कर दिए हैं। ' +
          'इस व्यक्ति ने इस लिस्टिंग के लिए अप्लाई नहीं किया है।',
      ),
    );
  });

  it('says the attached typing result and its retest link in Hindi', async () => {
    stubEmployerApi([
      { method: 'GET', path: LIST, reply: { body: buildApplicantsResponse([asha]) } },
      {
        method: 'GET',
        path: '/api/employers/job/job_1/applicants/typing-results',
        reply: { body: { results: [typingResult] } },
      },
    ]);
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Asha Verma' }));
    const section = await screen.findByTestId('applicant-typing-result');
    expect(within(section).getByRole('heading')).toHaveTextContent(
      'टाइपिंग टेस्ट — बिना निगरानी का ऑनलाइन टेस्ट',
    );
    expect(section).toHaveTextContent(
      'नेट स्पीड 31 WPM (ग्रॉस स्पीड 34 WPM), शुद्धता 96% · UPSSSC जूनियर असिस्टेंट टाइपिंग टेस्ट · हिन्दी, InScript · 10 मिनट',
    );
    expect(section).toHaveTextContent('पास · आपके रीटेस्ट लिंक से दिया गया');
    expect(within(section).getByRole('link', { name: 'सर्टिफ़िकेट (रद्द)' })).toBeVisible();
    expect(
      within(section).getByRole('button', { name: 'निगरानी वाले रीटेस्ट का लिंक बनाएँ' }),
    ).toBeVisible();
    expect(englishWordsIn(section, ['WPM', 'UPSSSC', 'InScript', 'Shuruaat'])).toEqual([]);
  });
});

const typingResult: AttachedTypingResult = {
  _id: 'r_1',
  applicationId: 'a1',
  presetId: 'upsssc',
  presetName: 'UPSSSC Junior Assistant typing test',
  language: 'hi',
  layout: 'inscript',
  durationMinutes: 10,
  grossWpm: 34,
  netWpm: 31,
  accuracy: 96,
  errorPercent: 4,
  passed: true,
  certificateId: 'c_1',
  certificateValid: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  isExam: true,
  viaRetest: true,
  proctoring: 'unproctored',
  passage: 'यह एक छोटा पैराग्राफ़ है।',
  perMinute: [30, 31, 32],
};
