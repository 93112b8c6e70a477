import type { SignupRole } from '@shuruaat/contract';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { useAuth } from '../hooks';
import { GoogleButton } from '../components/google-button';
import { redirectTarget, returnPath } from '../redirect-target';
import { useFreshAuthError } from '../use-auth-submit';
import { useT } from '@/lib/i18n/translate';
import { authCatalogue } from '../locales/catalogue';

export function SignupPage() {
  const t = useT();
  const { user } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  useFreshAuthError();

  if (user)
    return <Navigate to={redirectTarget(location.state, user.role, location.search)} replace />;

  // "Hire From Us" and the employer page link here with ?role=employer.
  const initialRole: SignupRole =
    searchParams.get('role') === 'employer' ? 'employer' : 'candidate';
  const footer = (
    <>
      {t('auth.signup.haveAccount')}{' '}
      <Link to="/login" state={location.state} className="font-semibold text-indigo-800 underline">
        {t('auth.signup.login')}
      </Link>
    </>
  );
  return (
    <AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')} footer={footer}>
      <GoogleButton
        label={t('auth.signup.google')}
        returnTo={returnPath(location.state, location.search)}
        withDivider
      />
      <SignupForm initialRole={initialRole} />
    </AuthCard>
  );
}

export const signupRoute = { Component: SignupPage, catalogue: authCatalogue };
