import { GoogleButton } from '@/features/auth/components/google-button';
import { useAuth, useLogout } from '@/features/auth/hooks';
import { privacyAction, privacyLoader } from '@/features/privacy/loaders';
import { PrivacyPage } from '@/features/privacy/pages/privacy-page';
import { authCatalogue } from '@/features/auth/locales/catalogue';

/**
 * Joins the privacy page to the auth feature: ending every session, or the account, leaves
 * the browser signed out on the login screen; an account made through Google confirms its
 * deletion with Google.
 */
function PrivacyRoute() {
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  return (
    <PrivacyPage
      user={user}
      onSignedOut={() => void logout()}
      // The login page then says the account is gone and what employers keep (issue 25).
      onDeleted={() => void logout({ accountDeleted: user.role })}
      googleCheck={(returnTo) => (
        <GoogleButton
          label="No password? Confirm with Google"
          intent="reauth"
          returnTo={returnTo}
        />
      )}
    />
  );
}

export const privacyRoute = {
  // The sign-in frame's words (AuthCard, Google button): features/auth/locales.
  catalogue: authCatalogue,
  Component: PrivacyRoute,
  loader: privacyLoader,
  action: privacyAction,
};
