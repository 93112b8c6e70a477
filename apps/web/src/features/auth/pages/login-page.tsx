import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AccountDeletedNotice } from '../components/account-deleted-notice';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useAuth } from '../hooks';
import { GoogleButton } from '../components/google-button';
import { redirectTarget, returnPath } from '../redirect-target';
import { useFreshAuthError } from '../use-auth-submit';
import { useT } from '@/lib/i18n/translate';
import { authCatalogue } from '../locales/catalogue';

export function LoginPage() {
  const t = useT();
  const { user } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  useFreshAuthError();
  // "Hire From Us" arrives with ?role=employer; a new employer signing up from here stays one.
  const isHiring = searchParams.get('role') === 'employer';

  // Signing in (or arriving signed in) lands back where the guard stopped, else the dashboard.
  if (user)
    return <Navigate to={redirectTarget(location.state, user.role, location.search)} replace />;

  const footer = (
    <>
      {isHiring ? t('auth.login.newEmployer') : t('auth.login.newHere')}{' '}
      <Link
        to={isHiring ? '/signup?role=employer' : '/signup'}
        state={location.state}
        className="font-semibold text-indigo-800 underline"
      >
        {isHiring ? t('auth.login.createEmployer') : t('auth.login.create')}
      </Link>
    </>
  );
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} footer={footer}>
      <AccountDeletedNotice state={location.state} />
      <GoogleButton
        label={t('auth.login.google')}
        returnTo={returnPath(location.state, location.search)}
        withDivider
      />
      <LoginForm />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-indigo-800 underline">
          {t('auth.login.forgot')}
        </Link>
      </p>
    </AuthCard>
  );
}

export const loginRoute = { Component: LoginPage, catalogue: authCatalogue };
