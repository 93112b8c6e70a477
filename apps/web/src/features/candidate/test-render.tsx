import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { applicationsSlice } from './applications-slice';
import { applyJobSlice } from './apply-slice';
import { jobsForYouSlice } from './jobs-for-you-slice';
import { candidateProfileSlice } from './profile-slice';
import { resumesSlice } from './resumes-slice';

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((request: { url: URL; body: unknown }) => Reply);
/** Replies by "METHOD /path" (no query); anything else fails the way a broken server would. */
export type Routes = Record<string, Handler>;

export function stubApi(routes: Routes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = typeof handler === 'function' ? handler({ url, body }) : handler;
    if (!reply)
      return Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
    const status = reply.status ?? 200;
    return status === 204
      ? new Response(null, { status })
      : Response.json(reply.body ?? {}, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The body the page sent with its last call to `method path`. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  const call = [...fetchMock.mock.calls]
    .reverse()
    .find(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    );
  return call?.[1]?.body ? (JSON.parse(String(call[1].body)) as unknown) : undefined;
}

export function makeCandidateStore(userId = 'u_1') {
  return configureStore({
    reducer: {
      ...baseReducers(buildUser({ _id: userId })),
      candidateProfile: candidateProfileSlice.reducer,
      jobsForYou: jobsForYouSlice.reducer,
      candidateApplications: applicationsSlice.reducer,
      candidateResumes: resumesSlice.reducer,
      applyJob: applyJobSlice.reducer,
    },
  });
}

/** Renders one candidate screen at `url`; every other path shows "landed". */
export function renderCandidatePage(page: ReactElement, path: string, url = path) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={makeCandidateStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
