import type { Role } from '@shuruaat/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { ErrorScreen, RootErrorScreen } from './error-screen';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';

/** Every page is its own chunk, fetched by the router before it renders. */
const lazyPage = (load: () => Promise<ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});

const notFound = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

const dashboard = (path: string, role: Role): RouteObject => ({
  path,
  element: <RequireAuth role={role} />,
  children: [
    {
      ...lazyPage(() => import('./dashboard-route').then((m) => m.DashboardRoute)),
      children: [
        {
          index: true,
          ...lazyPage(() =>
            import('../features/dashboard/pages/overview-page').then((m) => m.OverviewPage),
          ),
        },
        { path: '*', ...notFound },
      ],
    },
  ],
});

// The spec's route table (§2), limited to the screens built so far; the rest fall to not-found.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorScreen,
    children: [
      {
        // Shown inside the layout while the first page's chunk downloads.
        HydrateFallback: PageLoader,
        ErrorBoundary: ErrorScreen,
        children: [
          {
            index: true,
            ...lazyPage(() => import('../features/home/pages/home-page').then((m) => m.HomePage)),
          },
          {
            path: 'login',
            ...lazyPage(() => import('../features/auth/pages/login-page').then((m) => m.LoginPage)),
          },
          {
            path: 'signup',
            ...lazyPage(() =>
              import('../features/auth/pages/signup-page').then((m) => m.SignupPage),
            ),
          },
          dashboard('user/dashboard', 'candidate'),
          dashboard('employer/dashboard', 'employer'),
          dashboard('admin/dashboard', 'admin'),
          { path: '*', ...notFound },
        ],
      },
    ],
  },
];
