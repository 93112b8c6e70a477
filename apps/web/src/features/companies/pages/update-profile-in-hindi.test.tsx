import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { onHindiPages } from '@/test-utils/in-hindi';
import { updateProfileRoute } from './update-profile-page';

onHindiPages();
afterEach(() => vi.unstubAllGlobals());

describe('the company profile form in Hindi', () => {
  it('says why each field breaks the rules in Hindi, and sends nothing', async () => {
    // Every field wrong at once (as an old profile, saved before a rule, would be).
    const broken = buildProfile({
      companyName: 'c'.repeat(121),
      website: 'kirana.in',
      about: 'a'.repeat(5001),
      industry: 'i'.repeat(81),
      contactName: 'n'.repeat(81),
      contactEmail: 'not-an-email',
      contactPhone: '12',
    });
    const calls = stubEmployerApi([
      {
        method: 'GET',
        path: '/api/employers/get-employer-profile',
        reply: { body: { profile: broken } },
      },
    ]);
    renderEmployerRoute(updateProfileRoute, { path: '/employer/updateprofile' });
    await screen.findByLabelText('कंपनी का नाम');
    await userEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));

    for (const error of [
      'कंपनी का नाम 120 अक्षरों से लंबा नहीं हो सकता',
      'पूरा वेब पता डालें, जैसे https://example.in',
      'कंपनी के बारे में जानकारी 5,000 अक्षरों से छोटी रखें',
      'इंडस्ट्री का नाम 80 अक्षरों से लंबा नहीं हो सकता',
      'संपर्क करने वाले का नाम 80 अक्षरों से लंबा नहीं हो सकता',
      'सही ईमेल पता डालें',
      'फ़ोन नंबर डालें, जैसे +91 98765 43210',
    ])
      expect(await screen.findByText(error)).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
