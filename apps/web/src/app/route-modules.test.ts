import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadAllRouteModules, loadMatchedRouteModules } from './route-modules';

const Page = () => null;

function table() {
  const jobs = vi.fn(async () => ({ Component: Page }));
  const login = vi.fn(async () => ({ Component: Page }));
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'jobs', lazy: jobs },
        { path: 'login', lazy: login },
      ],
    },
  ];
  return { routes, jobs, login };
}

describe('route modules before the first render', () => {
  it('loads only the modules of the routes the page matches, into the route', async () => {
    const { routes, jobs, login } = table();
    await loadMatchedRouteModules(routes, '/jobs');
    expect(jobs).toHaveBeenCalledOnce();
    expect(login).not.toHaveBeenCalled();
    expect(routes[0]?.children?.[0]).toMatchObject({ Component: Page, lazy: undefined });
  });

  it('loads every module once on the server', async () => {
    const { routes, jobs, login } = table();
    await loadAllRouteModules(routes);
    await loadAllRouteModules(routes);
    expect(jobs).toHaveBeenCalledOnce();
    expect(login).toHaveBeenCalledOnce();
  });

  it('fails when a module cannot be fetched, so the browser renders instead of hydrating', async () => {
    const routes: RouteObject[] = [
      { path: '/login', lazy: () => Promise.reject(new Error('Failed to fetch')) },
    ];
    await expect(loadMatchedRouteModules(routes, '/login')).rejects.toThrow('Failed to fetch');
  });
});
