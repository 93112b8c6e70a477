import en from '@shuruaat/contract/locales/en.json';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { learnServerWords, localizeWithKeys } from '@/lib/i18n/server-words';
import { setBrowserTranslator, setServerWords } from '@/lib/i18n/translate';
import { buildPostedJob } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { JobForm } from './components/job-form/job-form';
import { newJobValues } from './job-form-values';
import { myJobsRoute } from './pages/my-jobs-page';

// The employer's listing screens on a Hindi page: the page's translator, and the contract's
// English messages (the schema's field errors) recognised by their keys, as ./start.ts sets up.
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

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const form = (
    <JobForm
      mode="create"
      defaultValues={newJobValues()}
      company={{ name: 'Lakshmi Sarees', logoUrl: null }}
      isSaving={false}
      onSubmit={onSubmit}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: form }])} />);
  return onSubmit;
}

describe('the post-job form in Hindi', () => {
  it('labels every section and field in Hindi, with cities and work modes in Hindi', () => {
    renderForm();
    for (const section of ['बुनियादी जानकारी', 'लोकेशन और समय', 'स्टाइपेंड / सैलरी'])
      expect(screen.getByText(section)).toBeVisible();
    expect(screen.getByLabelText('पद का नाम')).toBeVisible();
    expect(screen.getByLabelText('काम की जानकारी')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'पुणे' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'वर्क फ्रॉम होम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पोस्ट करें' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'प्रीव्यू' })).toHaveTextContent('आपका पद का नाम');
  });

  it('says the schema’s and the listing rules’ errors in Hindi, and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('पद का नाम'), 'काम');
    await userEvent.click(screen.getByRole('button', { name: 'पोस्ट करें' }));
    expect(await screen.findByText('पद का नाम कम से कम 5 अक्षरों का लिखें')).toBeVisible();
    expect(screen.getByText('लिस्ट में से कैटेगरी चुनें')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('warns beside the stipend, as it is typed, in Hindi with the amount in rupees', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('कम से कम स्टाइपेंड (₹/महीना)'), '500');
    expect(await screen.findByText(/^₹[\d,]+\/महीना से कम स्टाइपेंड लिस्ट नहीं हो सकता।/)).toBeVisible();
  });

  it('finds a city typed in Devanagari', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('searchbox', { name: 'शहर खोजें' }), 'जयपु');
    expect(screen.getByRole('checkbox', { name: 'जयपुर' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'पुणे' })).not.toBeInTheDocument();
  });
});

describe('My jobs in Hindi', () => {
  it('shows the cards, their facts, moves and the status filter in Hindi', async () => {
    const job = buildPostedJob({ _id: 'a', title: 'साड़ी दुकान कंटेंट इंटर्न' });
    stubEmployerApi([
      {
        method: 'GET',
        path: '/api/employers/jobs-posted',
        reply: { body: { jobsPosted: [job], nextCursor: null } },
      },
    ]);
    renderEmployerRoute(myJobsRoute, { path: '/employer/dashboard/jobs' });
    expect(await screen.findByRole('heading', { name: 'मेरी लिस्टिंग' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'साड़ी दुकान कंटेंट इंटर्न' });
    expect(card).toHaveTextContent('चालू');
    expect(card).toHaveTextContent('आख़िरी तारीख़');
    expect(screen.getByRole('button', { name: 'रोकें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'बदलें' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'स्टेटस से फ़िल्टर करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'चालू (1)' })).toBeVisible();
  });
});
