import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FraudEmployer, FraudOverview } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminFraudRoute } from './admin-fraud-page';

const employer = (id: string, changes: Partial<FraudEmployer> = {}): FraudEmployer => ({
  employerId: id,
  employerEmail: `${id}@zorvex.example`,
  companyName: `Zorvex ${id}`,
  flaggedMessages: 2,
  flaggedListings: 1,
  openListings: 3,
  messagingSuspended: false,
  ...changes,
});

const EMPTY: FraudOverview = {
  heldListings: { count: 0, items: [] },
  flaggedMessages: { count: 0, items: [] },
  repeatedFlagEmployers: { count: 0, items: [] },
  unpaidStipends: { count: 0, items: [] },
};

const FULL: FraudOverview = {
  heldListings: {
    count: 25,
    items: [
      {
        _id: 'j1',
        slug: 'typing-work-j1',
        title: 'Typing work from home',
        companyName: 'Zorvex a',
        employerId: 'a',
        codes: ['fee_or_deposit'],
        screenedAt: '2026-11-27T00:00:00.000Z',
      },
    ],
  },
  flaggedMessages: {
    count: 1,
    items: [
      {
        _id: 'm1',
        body: 'Pay <script>alert(1)</script> ₹2,000 registration fee',
        codes: ['fee_or_deposit'],
        employerId: 'a',
        employerEmail: 'a@zorvex.example',
        companyName: 'Zorvex a',
        createdAt: '2026-11-26T10:00:00.000Z',
      },
    ],
  },
  repeatedFlagEmployers: {
    count: 2,
    items: [employer('a'), employer('b', { messagingSuspended: true, openListings: 0 })],
  },
  unpaidStipends: {
    count: 1,
    items: [
      {
        _id: 's1',
        answer: 'no',
        note: 'Three months, nothing paid.',
        jobTitle: 'Marketing Intern',
        companyName: 'Quillbyte',
        employerId: 'c',
        answeredAt: '2026-11-20T10:00:00.000Z',
        responded: false,
      },
    ],
  },
};

const PATH = '/admin/dashboard/fraud';
const open = () =>
  renderRoute(adminFraudRoute, {
    path: PATH,
    url: PATH,
    store: configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) }),
  });
const cardOf = (name: string) => {
  const card = screen.getByText(name).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

afterEach(() => vi.unstubAllGlobals());

describe('the admin fraud view', () => {
  it('shows the four lists with their counts and links to the detail screens', async () => {
    stubApi({ 'GET /api/admins/fraud-overview': { body: FULL } });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Employers with repeated flags (2)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Held listings (25)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flagged messages (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unpaid stipends (1)' })).toBeInTheDocument();
    expect(screen.getByText('The newest 1 of 25.')).toBeInTheDocument();
    expect(screen.getByText('Pay <script>alert(1)</script> ₹2,000 registration fee')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open listing review' })).toHaveAttribute(
      'href',
      '/admin/dashboard/listing-reviews?state=held',
    );
    expect(screen.getByRole('link', { name: 'Open unpaid stipends' })).toHaveAttribute(
      'href',
      '/admin/dashboard/stipend-checks',
    );
    expect(cardOf('Zorvex a').getByText('2 flagged messages')).toBeInTheDocument();
    expect(cardOf('Zorvex b').getByText('Suspended')).toBeInTheDocument();
    expect(cardOf('Zorvex b').queryByRole('button', { name: 'Suspend employer' })).toBeNull();
  });

  it('suspends an employer after asking the reason, then shows the list afresh', async () => {
    const replies: Record<string, { status?: number; body: unknown }> = {
      'GET /api/admins/fraud-overview': { body: FULL },
      'POST /api/admins/employers/a/suspend': {
        body: {
          message:
            'The employer is suspended: their listings are closed and their messaging is off.',
          closedListings: 3,
          answeredApplications: 5,
        },
      },
    };
    const sent = stubApi(replies);
    open();
    await screen.findByText('Zorvex a');
    await userEvent.click(cardOf('Zorvex a').getByRole('button', { name: 'Suspend employer' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Zorvex a?' });
    expect(dialog).toHaveTextContent('Their 3 open listings are closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend employer' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText(/^Reason/),
      'Asked candidates for a registration fee.',
    );
    replies['GET /api/admins/fraud-overview'] = {
      body: {
        ...FULL,
        repeatedFlagEmployers: {
          count: 2,
          items: [
            employer('a', { messagingSuspended: true, openListings: 0 }),
            FULL.repeatedFlagEmployers.items[1],
          ],
        },
      },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend employer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The employer is suspended');
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Asked candidates for a registration fee.',
    });
    expect(cardOf('Zorvex a').getByText('Suspended')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the employer is already suspended', async () => {
    stubApi({
      'GET /api/admins/fraud-overview': { body: FULL },
      'POST /api/admins/employers/a/suspend': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This employer is already suspended.' },
      },
    });
    open();
    await screen.findByText('Zorvex a');
    await userEvent.click(cardOf('Zorvex a').getByRole('button', { name: 'Suspend employer' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Zorvex a?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Fee scam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend employer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This employer is already suspended.',
    );
  });

  it('says what would appear in each list when there is nothing', async () => {
    stubApi({ 'GET /api/admins/fraud-overview': { body: EMPTY } });
    open();
    expect(await screen.findByText('No employer has been flagged more than once.')).toBeVisible();
    expect(screen.getByText(/No listing is held/)).toBeVisible();
    expect(screen.getByText(/No message was flagged/)).toBeVisible();
    expect(screen.getByText('No intern has said their stipend went unpaid.')).toBeVisible();
  });

  it('says so when the view cannot be loaded', async () => {
    stubApi({
      'GET /api/admins/fraud-overview': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      },
    });
    open();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
