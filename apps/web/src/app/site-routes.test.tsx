import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INFO_PAGES, type Submission, type User } from '@shuruaat/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCredentials } from '@/features/auth/slice';
import { buildJob } from '@/test-utils/job-factory';
import { buildUser } from '@/test-utils/user-factory';
import { Providers } from './providers';
import { routes } from './routes';
import { makeStore } from './store';

type Reply = { status?: number; body: unknown };
type Call = { method: string; path: string; body: unknown };

/** A small fake server: `replies` by "METHOD /path"; anything else is a 500 without a message. */
function stubApi(replies: Record<string, Reply | ((body: unknown) => Reply)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const found = replies[`${method} ${url.pathname}`];
      const reply = typeof found === 'function' ? found(body) : found;
      if (!reply) return Response.json({ code: 'INTERNAL', message: '' }, { status: 500 });
      return Response.json(reply.body, { status: reply.status ?? 200 });
    }),
  );
  return calls;
}

/** XMLHttpRequest, which uploads use for their progress, answering `status` with `body`. */
function stubUpload(status: number, body: unknown): unknown[] {
  const sent: unknown[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(form: unknown) {
      sent.push(form);
      this.status = status;
      this.responseText = JSON.stringify(body);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function renderApp(path: string, user: User | null = null) {
  const store = makeStore();
  if (user) store.dispatch(setCredentials({ user }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('information pages', () => {
  it.each(INFO_PAGES.map((page) => page.path))(
    '%s shows its own page, not "Page not found"',
    async (path) => {
      stubApi({ 'GET /api/admins/public-jobs': { body: { jobs: [] } } });
      renderApp(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent('Page not found');
    },
  );

  it('compares the three programs with their fees in rupees', async () => {
    renderApp('/premium-program');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Fee Free ₹2,999 ₹7,999/ })).toBeInTheDocument();
  });
});

describe('the contact form', () => {
  const fill = async () => {
    await userEvent.type(await screen.findByLabelText('Your name'), 'Riya Sharma');
    await userEvent.type(screen.getByLabelText('Email'), 'riya@example.in');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'student');
    await userEvent.type(
      screen.getByLabelText('Message'),
      'I cannot find the stipend on one listing, could you help?',
    );
  };

  it('shows each problem beside its field without calling the server', async () => {
    const calls = stubApi({});
    renderApp('/contact');
    await userEvent.type(await screen.findByLabelText('Mobile (optional)'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Choose a topic');
    expect(screen.getByText(/10-digit Indian mobile number/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the message and shows the server’s thanks', async () => {
    const calls = stubApi({
      'POST /api/submissions/contact': {
        status: 201,
        body: { message: 'Thank you! We reply soon.' },
      },
    });
    renderApp('/contact');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you! We reply soon.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({
      name: 'Riya Sharma',
      topic: 'student',
      website: '',
    });
  });

  it('brings back an empty form on "Send another message"', async () => {
    stubApi({
      'POST /api/submissions/contact': { status: 201, body: { message: 'Thank you!' } },
    });
    renderApp('/contact');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(await screen.findByLabelText('Your name')).toHaveValue('');
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
  });

  it('keeps the form and shows the error when sending fails', async () => {
    stubApi({
      'POST /api/submissions/contact': {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many requests. Try again later.' },
      },
    });
    renderApp('/contact');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText('Your name')).toHaveValue('Riya Sharma');
  });
});

describe('applying to a program', () => {
  it('asks a visitor to sign in first', async () => {
    renderApp('/apply');
    expect(await screen.findByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('attaches the candidate’s current resume, confirms, and lists the application', async () => {
    const application = {
      _id: 'a1',
      program: 'premium',
      track: 'ui-ux-design',
      college: 'NID Ahmedabad',
      graduationYear: 2027,
      skills: ['Figma'],
      whyYou: 'x'.repeat(60),
      resume: { publicId: 'p1', version: 2 },
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const applications: unknown[] = [];
    const calls = stubApi({
      'GET /api/candidates/program-applications': () => ({ body: { applications } }),
      'GET /api/candidates/resumes': {
        body: {
          versions: [
            {
              publicId: 'p1',
              version: 2,
              fileName: 'asha.pdf',
              sizeBytes: 900,
              uploadedAt: '2026-11-01T00:00:00.000Z',
              isCurrent: true,
            },
          ],
        },
      },
      'POST /api/candidates/program-applications': () => {
        applications.push(application);
        return {
          status: 201,
          body: { message: 'Application received! We reply within 7 days.', application },
        };
      },
    });
    renderApp('/apply?program=premium', buildUser());
    const attach = await screen.findByRole('checkbox', {
      name: /Attach my current resume: asha.pdf/,
    });
    expect(attach).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Track'), 'ui-ux-design');
    await userEvent.type(screen.getByLabelText('College'), 'NID Ahmedabad');
    await userEvent.type(screen.getByLabelText('Graduation year'), '2027');
    await userEvent.type(screen.getByLabelText('Skills'), 'Figma{Enter}');
    await userEvent.type(screen.getByLabelText('Why you?'), 'x'.repeat(60));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Application received')).toBeInTheDocument();
    expect(await screen.findByText('Premium Program · UI/UX design')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      program: 'premium',
      attachResume: true,
      graduationYear: 2027,
    });
  });

  it('says above the form why the server refused the application', async () => {
    stubApi({
      'GET /api/candidates/program-applications': { body: { applications: [] } },
      'GET /api/candidates/resumes': { body: { versions: [] } },
      'POST /api/candidates/program-applications': {
        status: 409,
        body: { code: 'CONFLICT', message: 'You have already applied to this program.' },
      },
    });
    renderApp('/apply?program=standard', buildUser());
    expect(await screen.findByText(/You have not uploaded a resume yet/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Track'), 'web-development');
    await userEvent.type(screen.getByLabelText('College'), 'COEP Pune');
    await userEvent.type(screen.getByLabelText('Graduation year'), '2026');
    await userEvent.type(screen.getByLabelText('Skills'), 'React{Enter}');
    await userEvent.type(screen.getByLabelText('Why you?'), 'y'.repeat(60));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already applied to this program.',
    );
    expect(screen.getByLabelText('College')).toHaveValue('COEP Pune');
  });

  it('uploads a PDF, which becomes the current resume to attach', async () => {
    let versions: unknown[] = [];
    stubApi({
      'GET /api/candidates/program-applications': { body: { applications: [] } },
      'GET /api/candidates/resumes': () => ({ body: { versions } }),
    });
    const uploads = stubUpload(201, {
      message: 'Resume uploaded',
      resume: { publicId: 'p9', version: 1 },
    });
    renderApp('/apply', buildUser());
    const input = await screen.findByLabelText('Upload your resume (PDF, max 5 MB)');
    versions = [
      {
        publicId: 'p9',
        version: 1,
        fileName: 'meera.pdf',
        sizeBytes: 900,
        uploadedAt: '2026-11-25T00:00:00.000Z',
        isCurrent: true,
      },
    ];
    await userEvent.upload(input, new File(['%PDF-1.4'], 'meera.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByRole('checkbox', {
        name: /Attach my current resume: meera.pdf \(version 1/,
      }),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(screen.getByLabelText('Or upload a newer PDF (max 5 MB)')).toBeEnabled();
  });

  it('says why an upload failed and keeps the form', async () => {
    stubApi({
      'GET /api/candidates/program-applications': { body: { applications: [] } },
      'GET /api/candidates/resumes': { body: { versions: [] } },
    });
    stubUpload(400, { code: 'VALIDATION', message: 'Upload a PDF under 5 MB', details: [] });
    renderApp('/apply', buildUser());
    const input = await screen.findByLabelText('Upload your resume (PDF, max 5 MB)');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a PDF under 5 MB');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it('tells an employer the programs are for students', async () => {
    renderApp('/apply', buildUser({ role: 'employer' }));
    expect(await screen.findByText(/for student and fresher accounts/)).toBeInTheDocument();
  });
});

describe('an enquiry', () => {
  it('is sent with the service it is about, and "Send another enquiry" brings an empty form', async () => {
    const calls = stubApi({
      'POST /api/submissions/enquiry': {
        status: 201,
        body: { message: 'Thank you! Our team will write to you.' },
      },
    });
    renderApp('/services/web');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Kabir Mehta');
    await userEvent.type(screen.getByLabelText('Work email'), 'kabir@chaiwala.in');
    await userEvent.type(screen.getByLabelText('Company or organisation'), 'Chaiwala Foods');
    await userEvent.type(
      screen.getByLabelText('What do you need?'),
      'A five-page website for our cafés, in English and Hindi.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Thank you! Our team will write to you.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toMatchObject({ service: 'web', organisation: 'Chaiwala Foods' });
    expect(sent).not.toHaveProperty('teamSize');
    await userEvent.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(await screen.findByLabelText('Your name')).toHaveValue('');
  });
});

describe('open positions', () => {
  it('lists Shuruaat’s openings, each with its details and Apply', async () => {
    const job = buildJob({ _id: 'j1', slug: 'frontend-intern-j1', title: 'Frontend intern' });
    stubApi({ 'GET /api/admins/public-jobs': { body: { jobs: [job] } } });
    renderApp('/careers/openings');
    expect(await screen.findByRole('link', { name: 'Frontend intern' })).toHaveAttribute(
      'href',
      '/jobs/frontend-intern-j1',
    );
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/applyjob/j1');
  });

  it('says when no role is open', async () => {
    stubApi({ 'GET /api/admins/public-jobs': { body: { jobs: [] } } });
    renderApp('/careers/openings');
    expect(await screen.findByText(/No roles are open right now/)).toBeInTheDocument();
  });

  it('says the openings could not be read, and reads them again on "Try again"', async () => {
    let jobs: unknown[] | null = null;
    stubApi({
      'GET /api/admins/public-jobs': () =>
        jobs ? { body: { jobs } } : { status: 500, body: { code: 'INTERNAL', message: '' } },
    });
    renderApp('/careers/openings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch jobs');
    jobs = [buildJob({ title: 'Content writer' })];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Content writer' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Hire From Us', () => {
  it('takes an employer from /login to sign-up with "I want to hire" chosen', async () => {
    renderApp('/login?role=employer');
    await userEvent.click(await screen.findByRole('link', { name: 'Create an employer account' }));
    expect(await screen.findByRole('radio', { name: /I want to hire/ })).toBeChecked();
  });
});

describe('the admin inbox', () => {
  const submission: Submission = {
    _id: 's1',
    kind: 'contact',
    name: 'Riya Sharma',
    email: 'riya@example.in',
    mobile: '9876543210',
    details: [{ label: 'Topic', value: 'I am a student or fresher' }],
    topic: 'I am a student or fresher',
    preview: 'Where is the stipend on this listing?',
    message: 'Where is the stipend on this listing?',
    userId: null,
    resume: null,
    handled: false,
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('lists unhandled submissions and marks one handled', async () => {
    const calls = stubApi({
      'GET /api/admins/submissions': { body: { submissions: [submission], nextCursor: null } },
      'PATCH /api/admins/submissions/s1': {
        body: { message: 'Marked as handled', submission: { ...submission, handled: true } },
      },
    });
    renderApp('/admin/dashboard/inbox', buildUser({ role: 'admin' }));
    await userEvent.click(await screen.findByText('Riya Sharma'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked as handled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  });
});
