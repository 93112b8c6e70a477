import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useAuth, useLogout } from '@/features/auth/hooks';
import { NoticeConsentBanner } from '@/features/privacy/components/notice-consent-banner';

/** Joins the auth feature (who is signed in, how to leave) to the dashboard feature's shell. */
export function DashboardRoute() {
  const { user } = useAuth();
  const logout = useLogout();
  // RequireAuth renders this only for a signed-in user; the check keeps the types honest.
  if (!user) return null;
  return (
    <>
      <NoticeConsentBanner role={user.role} />
      <DashboardLayout user={user} onLogout={() => void logout()} />
    </>
  );
}
