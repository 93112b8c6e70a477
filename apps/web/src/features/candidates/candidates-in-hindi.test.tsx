import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCandidateProfile, buildEmptyProfile } from '@/test-utils/candidate-data';
import { renderCandidatePage, stubApi } from '@/test-utils/candidate-render';
import { onHindiPages } from '@/test-utils/in-hindi';
import { updateProfileRoute } from './pages/update-profile-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

onHindiPages();

const PROFILE = 'GET /api/candidates/get-candidate-profile';
const UPDATE = 'PUT /api/candidates/update-profile';
const renderPage = () => renderCandidatePage(updateProfileRoute, '/user/updateprofile');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the profile form in Hindi', () => {
  it('labels its sections and fields in Hindi and names the missing fields', async () => {
    stubApi({ [PROFILE]: { body: { profile: buildEmptyProfile() } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'आपकी प्रोफ़ाइल' })).toBeVisible();
    for (const label of ['पूरा नाम', 'मोबाइल नंबर', 'कॉलेज', 'डिग्री', 'ग्रेजुएशन का साल'])
      expect(screen.getByLabelText(label)).toBeVisible();
    expect(screen.getByRole('group', { name: 'पसंद के शहर' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'पुणे' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'वर्क फ्रॉम होम' })).toBeInTheDocument();
    expect(screen.getByText('अप्लाई करने के लिए प्रोफ़ाइल पूरी करें')).toBeVisible();
    expect(screen.getByText(/अभी चाहिए: पूरा नाम, मोबाइल नंबर, शहर/)).toBeVisible();
  });

  it('says a wrong mobile number in Hindi beside its field', async () => {
    stubApi({ [PROFILE]: { body: { profile: buildEmptyProfile() } } });
    renderPage();
    await userEvent.type(await screen.findByLabelText('मोबाइल नंबर'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription(
      '10 अंकों का भारतीय मोबाइल नंबर डालें, जैसे 98765 43210',
    );
  });

  it('toasts the saved profile in Hindi', async () => {
    const profile = buildCandidateProfile();
    stubApi({
      [PROFILE]: { body: { profile } },
      [UPDATE]: { body: { profile, message: 'Profile updated' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('✅ प्रोफ़ाइल सेव हो गई!'));
  });
});
