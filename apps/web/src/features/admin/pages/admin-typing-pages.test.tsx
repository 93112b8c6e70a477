import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TypingCertificate, TypingPassage } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminTypingCertificatesRoute, certificateIdFrom } from './admin-typing-certificates-page';
import { adminTypingPassagesRoute } from './admin-typing-passages-page';

const PASSAGE: TypingPassage = {
  _id: 'p1',
  language: 'hi',
  title: 'मानसून और खेती',
  body: 'हर वर्ष जून के पहले सप्ताह में मानसून आता है।',
  difficulty: 'easy',
  topics: ['भूगोल'],
  source: 'Written for Shuruaat',
  wordCount: 9,
};

const CERTIFICATE: TypingCertificate = {
  _id: 'cert-1',
  name: 'Asha Verma',
  presetName: 'SSC CHSL',
  language: 'en',
  layout: 'en-us',
  durationMinutes: 10,
  grossWpm: 41,
  netWpm: 38,
  kdph: 12300,
  accuracy: 97,
  errorPercent: 2.1,
  issuedAt: '2026-11-20T10:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
  proctoring: 'unproctored',
  viaRetest: false,
  seconds: 600,
  passage: 'The monsoon reaches Kerala in the first week of June.',
  perMinute: [38, 39, 37, 38, 40, 38, 37, 39, 38, 36],
};

const adminStore = () => configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });

afterEach(() => vi.unstubAllGlobals());

describe('Admin typing passages', () => {
  it('lists the passages and adds one, checked with the API’s rules first', async () => {
    const added = { ...PASSAGE, _id: 'p2', title: 'ग्राम पंचायत' };
    const replies = {
      'GET /api/admins/typing-passages': { body: { items: [PASSAGE] } },
      'POST /api/admins/typing-passages': { status: 201, body: { passage: added } },
    };
    const sent = stubApi(replies);
    renderRoute(adminTypingPassagesRoute, {
      path: '/admin/dashboard/typing-passages',
      store: adminStore(),
    });
    expect(await screen.findByText('मानसून और खेती')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add the passage' }));
    expect(await screen.findByText('Give the passage a title')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Title'), 'ग्राम पंचायत');
    await userEvent.type(screen.getByLabelText(/Topics/), 'civics, local government');
    await userEvent.type(screen.getByLabelText(/Source/), 'Written for Shuruaat');
    const body = 'पंचायत गाँव की सरकार है। '.repeat(12);
    await userEvent.click(screen.getByLabelText(/Passage/));
    await userEvent.paste(body);
    // The list the loader answers after the save holds the new passage.
    replies['GET /api/admins/typing-passages'] = { body: { items: [added, PASSAGE] } };
    await userEvent.click(screen.getByRole('button', { name: 'Add the passage' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Passage added');
    expect(screen.getByText('ग्राम पंचायत')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/admins/typing-passages');
    expect(post?.body).toMatchObject({
      language: 'hi',
      title: 'ग्राम पंचायत',
      topics: ['civics', 'local government'],
    });
  });

  it('lists one language when the filter asks, from the address', async () => {
    const sent = stubApi({ 'GET /api/admins/typing-passages': { body: { items: [] } } });
    const router = renderRoute(adminTypingPassagesRoute, {
      path: '/admin/dashboard/typing-passages',
      store: adminStore(),
    });
    expect(await screen.findByText(/No passages in this language yet/)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: '0 passages' });
    await userEvent.selectOptions(within(list).getByLabelText('Language'), 'en');
    await waitFor(() => expect(router.state.location.search).toBe('?language=en'));
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});

describe('Admin typing certificates', () => {
  it('reads the id from a pasted public link', () => {
    expect(certificateIdFrom(' https://x.in/tools/typing-test/certificate/abc-1?ref=1 ')).toBe(
      'abc-1',
    );
    expect(certificateIdFrom('abc-1')).toBe('abc-1');
  });

  it('finds a certificate by its link and revokes it with a reason', async () => {
    const revoked = {
      ...CERTIFICATE,
      revokedAt: '2026-11-26T10:00:00.000Z',
      revokedReason: 'Typed by someone else',
    };
    const replies = {
      'GET /api/tools/typing-certificates/cert-1': { body: { certificate: CERTIFICATE } },
      'PATCH /api/admins/typing-certificates/cert-1/revoke': { body: { certificate: revoked } },
    };
    const sent = stubApi(replies);
    renderRoute(adminTypingCertificatesRoute, {
      path: '/admin/dashboard/typing-certificates',
      store: adminStore(),
    });
    await userEvent.type(
      await screen.findByLabelText('Certificate link or id'),
      '/tools/typing-test/certificate/cert-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the certificate' }));
    expect(await screen.findByText('Say why the certificate is revoked')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Why is it revoked/), 'Typed by someone else');
    replies['GET /api/tools/typing-certificates/cert-1'] = { body: { certificate: revoked } };
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the certificate' }));

    await waitFor(() => expect(screen.getByText('Revoked')).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Certificate revoked');
    const revoke = sent.find((call) => call.method === 'PATCH');
    expect(revoke?.path).toBe('/api/admins/typing-certificates/cert-1/revoke');
    expect(revoke?.body).toEqual({ reason: 'Typed by someone else' });
  });
});
