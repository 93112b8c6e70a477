import { GoogleButton } from '@/features/auth/components/google-button';
import { useAuth, useLogout } from '@/features/auth/hooks';
import { privacyAction, privacyLoader } from '@/features/privacy/loaders';
import { PrivacyPage } from '@/features/privacy/pages/privacy-page';
import { authCatalogue } from '@/features/auth/locales/catalogue';
import { privacyCatalogue } from '@/features/privacy/locales/catalogue';
import { useT } from '@/lib/i18n/translate';

/**
 * Joins the privacy page to the auth feature: ending every session, or the account, leaves
 * the browser signed out on the login screen; an account made through Google confirms its
 * deletion with Google.
 */
function PrivacyRoute() {
  const t = useT();
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
        <GoogleButton label={t('privacy.delete.google')} intent="reauth" returnTo={returnTo} />
      )}
    />
  );
}

export const privacyRoute = {
  // The page's words, and the sign-in frame's (AuthCard, Google button): features/auth/locales.
  catalogue: [privacyCatalogue, authCatalogue],
  Component: PrivacyRoute,
  loader: privacyLoader,
  action: privacyAction,
};
