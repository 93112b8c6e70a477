import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AMBASSADOR_MESSAGES, type AmbassadorApplication, type User } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { campusAmbassadorPageRoute } from './campus-ambassador-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const APPLICATION: AmbassadorApplication = {
  _id: 'amb_1',
  college: 'Hislop College',
  city: 'Nagpur',
  yearOfStudy: 'second',
  why: 'I run the coding club and help juniors find their first internships every semester.',
  socialLinks: [],
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};
const MINE = 'GET /api/candidates/ambassador-application';
const APPLY = 'POST /api/candidates/ambassador-application';

function openPage(user: User | null) {
  const store = configureStore({ reducer: baseReducers(user) });
  renderRoute(campusAmbassadorPageRoute, { path: '/program/campus-ambassador', store });
}

async function fillTheForm() {
  await userEvent.type(await screen.findByLabelText('College'), APPLICATION.college);
  await userEvent.type(screen.getByLabelText('City'), APPLICATION.city);
  await userEvent.selectOptions(screen.getByLabelText('Year of study'), 'second');
  // Pasted: typed key by key, an answer this long is slow on a busy machine.
  await userEvent.click(screen.getByLabelText('Why do you want to be a campus ambassador?'));
  await userEvent.paste(APPLICATION.why);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the campus ambassador page', () => {
  it('asks a visitor to log in to apply, not showing the application the server refused', async () => {
    stubApi({ [MINE]: { status: 401, body: { code: 'UNAUTHORIZED', message: 'Please log in' } } });
    openPage(null);
    expect(await screen.findByRole('link', { name: 'Log in to apply' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a student where their application stands', async () => {
    stubApi({ [MINE]: { body: { application: APPLICATION } } });
    openPage(buildUser());
    expect(await screen.findByTestId('ambassador-status')).toHaveTextContent(
      'We have your application and reply within 7 working days.',
    );
  });

  it('says the application could not be checked when the loader failed', async () => {
    stubApi({ [MINE]: { status: 500, body: {} } });
    openPage(buildUser());
    expect(await screen.findByRole('alert')).toHaveTextContent(AMBASSADOR_MESSAGES.fetch);
  });

  it('sends the application through the route action, then shows it pending', async () => {
    const replies: Parameters<typeof stubApi>[0] = {
      [MINE]: { body: { application: null } },
      [APPLY]: { status: 201, body: { application: APPLICATION } },
    };
    const sent = stubApi(replies);
    openPage(buildUser());
    await fillTheForm();
    replies[MINE] = { body: { application: APPLICATION } };
    await userEvent.click(screen.getByRole('button', { name: 'Apply to be an ambassador' }));
    expect(await screen.findByTestId('ambassador-status')).toHaveTextContent('pending');
    // An effect raises the toast once the answer lands, which may be after this render.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AMBASSADOR_MESSAGES.submitted));
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      college: APPLICATION.college,
      city: APPLICATION.city,
      yearOfStudy: 'second',
      why: APPLICATION.why,
      socialLinks: [],
    });
  });

  it('says above the form, and on the field, why the server refused it', async () => {
    stubApi({
      [MINE]: { body: { application: null } },
      [APPLY]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Name a college we know',
          details: [{ path: 'college', message: 'Name a college we know' }],
        },
      },
    });
    openPage(buildUser());
    await fillTheForm();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to be an ambassador' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name a college we know');
    // The field may be marked a render after the message shows.
    await waitFor(() =>
      expect(screen.getByLabelText('College')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
