import { OFFER_CHECK_MESSAGES } from '@shuruaat/contract';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readInEnglish, readInHindi } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { offerCheckPageRoute } from './offer-check-page';

const PATH = '/tools/is-this-offer-real';

function renderPage(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    if (key in answers) return Response.json(answers[key]);
    return Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  renderRoute(offerCheckPageRoute, { path: PATH });
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the offer checker', () => {
  it('says what to paste when the box is empty, without asking the server', async () => {
    const fetch = renderPage({});
    await userEvent.click(await screen.findByRole('button', { name: 'Check this offer' }));
    expect(await screen.findByText(OFFER_CHECK_MESSAGES.empty)).toBeInTheDocument();
    // The field may be marked a render after the message shows.
    await waitFor(() =>
      expect(screen.getByLabelText('The offer')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('explains each red flag in a live region, then offers to report the offer', async () => {
    const fetch = renderPage({
      'POST /api/tools/offer-check': {
        level: 'high',
        flags: [{ code: 'asks_otp', evidence: 'share the OTP' }],
      },
      'POST /api/tools/offer-check/report': { message: OFFER_CHECK_MESSAGES.reported },
    });
    await userEvent.type(await screen.findByLabelText('The offer'), 'Please share the OTP');
    await userEvent.click(screen.getByRole('button', { name: 'Check this offer' }));
    const results = await screen.findByRole('region', { name: 'What we found' });
    expect(results).toHaveAttribute('aria-live', 'polite');
    expect(within(results).getByRole('heading', { name: 'Asks for an OTP' })).toBeInTheDocument();
    expect(results).toHaveTextContent('In the offer: share the OTP');
    expect(results).toHaveTextContent('This looks like a scam. 1 red flag found.');

    await userEvent.click(screen.getByRole('button', { name: 'Report this offer' }));
    expect(await screen.findByText(OFFER_CHECK_MESSAGES.reported)).toBeInTheDocument();
    const [, init] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Please share the OTP', source: '' });
  });

  it('says plainly when no red flag was found, and offers no report', async () => {
    renderPage({ 'POST /api/tools/offer-check': { level: 'low', flags: [] } });
    await userEvent.type(await screen.findByLabelText('The offer'), 'Stipend ₹15,000 a month.');
    await userEvent.click(screen.getByRole('button', { name: 'Check this offer' }));
    expect(await screen.findByText(/We found no red flags/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this offer' })).not.toBeInTheDocument();
  });
});

describe('the offer checker in Hindi', () => {
  beforeEach(() => readInHindi());
  afterEach(() => readInEnglish());

  it('asks for the offer, explains each red flag and gives the 1930 helpline in Hindi', async () => {
    renderPage({
      'POST /api/tools/offer-check': {
        level: 'high',
        flags: [{ code: 'asks_otp', evidence: 'OTP bhejo' }],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'क्या यह ऑफ़र असली है?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/तुरंत राष्ट्रीय साइबर क्राइम हेल्पलाइन 1930 पर कॉल करें/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'यह ऑफ़र जाँचें' }));
    expect(await screen.findByText('जो ऑफ़र जाँचना है, उसे पेस्ट करें।')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('ऑफ़र'), 'OTP bhejo');
    await userEvent.click(screen.getByRole('button', { name: 'यह ऑफ़र जाँचें' }));
    const results = await screen.findByRole('region', { name: 'हमें क्या मिला' });
    expect(within(results).getByRole('heading', { name: 'OTP माँगता है' })).toBeInTheDocument();
    expect(results).toHaveTextContent('यह स्कैम लगता है। खतरे का 1 संकेत मिला।');
    expect(results).toHaveTextContent('अगर कर दिया है, तो तुरंत 1930 पर कॉल करें।');
  });
});
