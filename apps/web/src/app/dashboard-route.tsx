import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { dashboardCatalogue } from '@/features/dashboard/locales/catalogue';
import { useAuth, useLogout } from '@/features/auth/hooks';
import { NoticeConsentBanner } from '@/features/privacy/components/notice-consent-banner';
import { loadConsents } from '@/features/privacy/loaders';
import { privacyCatalogue } from '@/features/privacy/locales/catalogue';
import { requestT } from '@/lib/i18n/request-words';

/**
 * Whether the person still has to agree to the current privacy notice, for the banner on every
 * dashboard page. Read again whenever a page reloads its own data (agreeing on the privacy page
 * takes the banner away). A visitor's 401 leaves the banner out; RequireAuth sends them on.
 */
async function dashboardLoader(args: LoaderFunctionArgs) {
  const consents = await loadConsents(requestT(args));
  return { noticeConsentNeeded: consents.ok && consents.data.noticeConsentNeeded };
}

/** Joins the auth feature (who is signed in, how to leave) to the dashboard feature's shell. */
function DashboardRoute() {
  const { noticeConsentNeeded } = useLoaderData<typeof dashboardLoader>();
  const { user } = useAuth();
  const logout = useLogout();
  // RequireAuth renders this only for a signed-in user; the check keeps the types honest.
  if (!user) return null;
  return (
    <>
      {noticeConsentNeeded ? <NoticeConsentBanner role={user.role} /> : null}
      <DashboardLayout user={user} onLogout={() => void logout()} />
    </>
  );
}

export const dashboardRoute = {
  Component: DashboardRoute,
  loader: dashboardLoader,
  // The side menu's and the banners' words, and every dashboard overview's.
  catalogue: [dashboardCatalogue, privacyCatalogue],
};
