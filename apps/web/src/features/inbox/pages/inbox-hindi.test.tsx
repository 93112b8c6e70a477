import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBMISSION_MESSAGES, type Submission } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onHindiPages } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { inboxRoute } from './inbox-page';

onHindiPages();
afterEach(() => vi.unstubAllGlobals());

const offer: Submission = {
  _id: 'o',
  kind: 'offer-report',
  name: '',
  email: '',
  mobile: '',
  details: [],
  topic: '',
  preview: 'Pay ₹2,000 to join',
  message: 'Pay ₹2,000 to join',
  userId: null,
  resume: null,
  handled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the admin inbox in Hindi', () => {
  it('names the kinds and actions in Hindi and says the server’s answer in Hindi', async () => {
    stubApi({
      'GET /api/admins/submissions': { body: { submissions: [offer], nextCursor: null } },
      'PATCH /api/admins/submissions/o': {
        body: {
          message: SUBMISSION_MESSAGES.markedHandled,
          submission: { ...offer, handled: true },
        },
      },
    });
    const store = configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });
    renderRoute(inboxRoute, { path: '/admin/dashboard/inbox', store });

    expect(await screen.findByRole('heading', { name: 'इनबॉक्स' })).toBeInTheDocument();
    const item = within((await screen.findByText('गुमनाम विज़िटर')).closest('li') as HTMLElement);
    expect(item.getByText('शक वाला ऑफ़र (“क्या यह ऑफ़र असली है?” से)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'काम बाकी' })).toHaveValue('false');

    await userEvent.click(item.getByText('गुमनाम विज़िटर'));
    await userEvent.click(item.getByRole('button', { name: 'काम हो गया मार्क करें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('काम हो गया मार्क किया');
  });
});
