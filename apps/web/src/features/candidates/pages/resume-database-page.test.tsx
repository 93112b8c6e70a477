import { ADMIN_MESSAGES, RESUME_ACCESS_MESSAGES } from '@shuruaat/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resumeDownload } from '@/lib/resume-download';
import { buildCandidate, buildProfile } from '@/test-utils/employer-data';
import { stubEmployerApi } from '@/test-utils/employer-fetch';
import { renderEmployerRoute } from '@/test-utils/employer-render';
import { resumeDatabaseRoute } from './resume-database-page';

const PROFILE = '/api/employers/get-employer-profile';
const SEARCH = '/api/employers/resume-access';
const ravi = buildCandidate({ userId: 'ravi', fullName: 'Ravi Kumar' });
const noResume = buildCandidate({ userId: 'sana', fullName: 'Sana Shaikh', resume: null });

type Routes = Parameters<typeof stubEmployerApi>[0];

function serve(resumeAccess: boolean, routes: Routes = []) {
  return stubEmployerApi([
    { method: 'GET', path: PROFILE, reply: { body: { profile: buildProfile({ resumeAccess }) } } },
    {
      method: 'GET',
      path: '/api/employers/resume-access-request',
      reply: { body: { resumeAccess, requestedAt: null } },
    },
    ...routes,
  ]);
}

const found = (
  candidates = [ravi, noResume],
  nextCursor: string | null = null,
): Routes[number] => ({
  method: 'GET',
  path: SEARCH,
  reply: { body: { candidates, nextCursor } },
});

function renderDatabase(url = '/employer/dashboard/resume-database') {
  return renderEmployerRoute(resumeDatabaseRoute, {
    path: '/employer/dashboard/resume-database',
    url,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ResumeDatabasePage', () => {
  it('explains how to get access to an employer without it, and searches nothing', async () => {
    const calls = serve(false);
    renderDatabase();
    expect(
      await screen.findByRole('heading', { name: 'Get access to the resume database' }),
    ).toBeVisible();
    expect(screen.getByText(RESUME_ACCESS_MESSAGES.noAccess)).toBeVisible();
    // Access is asked for right here, not on a contact page.
    expect(await screen.findByRole('button', { name: 'Ask for access' })).toBeVisible();
    expect(calls.some((call) => call.url.pathname === SEARCH)).toBe(false);
  });

  it('asks for access with a note through the route and says the request is waiting', async () => {
    const calls = serve(false, [
      {
        method: 'POST',
        path: '/api/employers/resume-access-request',
        reply: {
          status: 201,
          body: {
            message: ADMIN_MESSAGES.accessRequested,
            resumeAccess: false,
            requestedAt: '2026-11-23T05:00:00.000Z',
          },
        },
      },
    ]);
    renderDatabase();
    await userEvent.type(
      await screen.findByLabelText('What are you hiring for? (optional)'),
      '  10 sales interns  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask for access' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_MESSAGES.accessRequested);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ note: '10 sales interns' });
  });

  it('shows the explanation when the server refuses the search with 403', async () => {
    serve(true, [
      {
        method: 'GET',
        path: SEARCH,
        reply: {
          status: 403,
          body: { code: 'FORBIDDEN', message: RESUME_ACCESS_MESSAGES.noAccess },
        },
      },
    ]);
    renderDatabase();
    expect(
      await screen.findByRole('heading', { name: 'Get access to the resume database' }),
    ).toBeVisible();
  });

  it('lists candidates, offering "View resume" only to those with one', async () => {
    serve(true, [found()]);
    renderDatabase();
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(card).toHaveTextContent('B.Sc Statistics · Osmania University · 2026');
    expect(card).toHaveTextContent('Speaks Telugu, English');
    expect(within(card).getByRole('button', { name: 'View resume of Ravi Kumar' })).toBeVisible();
    const other = screen.getByRole('article', { name: 'Sana Shaikh' });
    expect(within(other).queryByRole('button')).toBeNull();
    expect(other).toHaveTextContent('No resume uploaded yet');
  });

  it('searches by skills, city, degree and graduation year', async () => {
    const calls = serve(true, [found()]);
    renderDatabase();
    const form = within(await screen.findByRole('search', { name: 'Search candidates' }));
    await userEvent.type(form.getByLabelText('Skills'), 'Python, SQL');
    await userEvent.type(form.getByLabelText('City'), 'Hyderabad');
    await userEvent.type(form.getByLabelText('Degree'), 'B.Sc');
    await userEvent.type(form.getByLabelText('Graduation year'), '2026');
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toEqual({
        skills: 'Python, SQL',
        city: 'Hyderabad',
        degree: 'B.Sc',
        graduationYear: '2026',
      }),
    );
  });

  it('refuses a graduation year that is not a year, beside the field', async () => {
    const calls = serve(true, [found()]);
    renderDatabase();
    const year = await screen.findByLabelText('Graduation year');
    await userEvent.type(year, '26');
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(year).toHaveAccessibleDescription('Enter a year between 1980 and 2100, like 2026');
    expect(calls).toHaveLength(before);
  });

  it('says when no candidate matches', async () => {
    serve(true, [found([])]);
    renderDatabase('/employer/dashboard/resume-database?skills=COBOL');
    expect(await screen.findByRole('heading', { name: 'No candidates match' })).toBeVisible();
    expect(screen.getByLabelText('Skills')).toHaveValue('COBOL');
  });

  it('falls back to "Failed to fetch candidates" when the search fails', async () => {
    serve(true);
    renderDatabase();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch candidates');
  });

  it('adds the next page of the same search when "Load more" is pressed', async () => {
    const calls = serve(true, [
      {
        method: 'GET',
        path: SEARCH,
        reply: (url) => ({
          body: url.searchParams.get('cursor')
            ? { candidates: [noResume], nextCursor: null }
            : { candidates: [ravi], nextCursor: 'n1' },
        }),
      },
    ]);
    renderDatabase('/employer/dashboard/resume-database?city=Pune');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Sana Shaikh' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Ravi Kumar' })).toBeVisible();
    expect(calls.at(-1)?.url.searchParams.get('city')).toBe('Pune');
  });

  it('says why the page is empty when the company profile cannot be read', async () => {
    const calls = stubEmployerApi([]);
    renderDatabase();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile');
    expect(calls.some((call) => call.url.pathname === SEARCH)).toBe(false);
  });

  it('runs the search the address names, leaving out a year that is not one', async () => {
    const calls = serve(true, [found()]);
    renderDatabase('/employer/dashboard/resume-database?skills=%20SQL%20&graduationYear=26&x=1');
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeVisible();
    const search = calls.find((call) => call.url.pathname === SEARCH);
    expect(Object.fromEntries(search?.url.searchParams ?? [])).toEqual({ skills: 'SQL' });
    expect(screen.getByLabelText('Graduation year')).toHaveValue('26');
  });

  it('keeps the candidates found and says why "Load more" brought nothing', async () => {
    serve(true, [
      {
        method: 'GET',
        path: SEARCH,
        reply: (url) =>
          url.searchParams.get('cursor')
            ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }
            : { body: { candidates: [ravi], nextCursor: 'n1' } },
      },
    ]);
    renderDatabase();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch candidates');
    expect(screen.getByRole('article', { name: 'Ravi Kumar' })).toBeVisible();
  });

  it('starts afresh when the same search is run again, without the pages added before', async () => {
    serve(true, [
      {
        method: 'GET',
        path: SEARCH,
        reply: (url) => ({
          body: url.searchParams.get('cursor')
            ? { candidates: [noResume], nextCursor: null }
            : { candidates: [ravi], nextCursor: 'n1' },
        }),
      },
    ]);
    renderDatabase('/employer/dashboard/resume-database?city=Pune');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Sana Shaikh' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Ravi Kumar' })).toBeVisible();
  });

  it('shows the previous search again on Back', async () => {
    serve(true, [
      {
        method: 'GET',
        path: SEARCH,
        reply: (url) => ({
          body: {
            candidates: url.searchParams.get('city') === 'Pune' ? [noResume] : [ravi],
            nextCursor: null,
          },
        }),
      },
    ]);
    const { router } = renderDatabase();
    const form = within(await screen.findByRole('search', { name: 'Search candidates' }));
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeVisible();
    await userEvent.type(form.getByLabelText('City'), 'Pune');
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'Sana Shaikh' })).toBeVisible();
    await router.navigate(-1);
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeVisible();
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('opens a candidate’s resume in the browser through a signed link, or downloads it', async () => {
    const view = vi.spyOn(resumeDownload, 'view').mockImplementation(() => undefined);
    const start = vi.spyOn(resumeDownload, 'start').mockImplementation(() => undefined);
    serve(true, [
      found(),
      {
        method: 'GET',
        path: '/api/employers/signed-resume-url',
        reply: { body: { url: '/api/files/resumes/res_9/1?sig=x' } },
      },
    ]);
    renderDatabase();
    await userEvent.click(await screen.findByRole('button', { name: 'View resume of Ravi Kumar' }));
    await vi.waitFor(() => expect(view).toHaveBeenCalledWith('/api/files/resumes/res_9/1?sig=x'));
    expect(start).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download resume of Ravi Kumar' }));
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith('/api/files/resumes/res_9/1?sig=x'));
  });
});
