import { useLoaderData } from 'react-router';
import { applicationsApi } from '@/features/applications/api';
import { candidatesApi } from '@/features/candidates/api';
import { UNAVAILABLE } from '@/features/dashboard/components/candidate-overview';
import { OverviewPage } from '@/features/dashboard/pages/overview-page';
import { useAppSelector } from '@/lib/redux-hooks';
import { loaded } from '@/lib/route-data';

const OVERVIEW_JOBS = 3;

/**
 * The candidate's overview figures, from the candidates and applications features' calls. A visitor's loader is
 * answered 401 before RequireAuth sends them to /login; nothing here depends on that answer.
 */
export async function overviewLoader() {
  const [profile, applications, jobs] = await Promise.all([
    loaded(() => candidatesApi.getProfile(), UNAVAILABLE),
    loaded(() => applicationsApi.findApplications({ limit: 1 }), UNAVAILABLE),
    loaded(() => candidatesApi.findJobsForYou({ limit: OVERVIEW_JOBS }), UNAVAILABLE),
  ]);
  // A figure that fails is said to be unavailable rather than failing the page.
  return {
    profile: profile.ok ? profile.data.profile : null,
    counts: applications.ok ? applications.data.counts : null,
    jobs: jobs.ok ? jobs.data.jobs : null,
  };
}

function OverviewRoute() {
  const figures = useLoaderData<typeof overviewLoader>();
  // Arrives with the bell's count, which the navbar keeps fresh.
  const unreadMessages = useAppSelector((state) => state.notifications.unreadMessages);
  return <OverviewPage overview={{ ...figures, unreadMessages }} />;
}

export const overviewRoute = { Component: OverviewRoute, loader: overviewLoader };
